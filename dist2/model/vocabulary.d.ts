/**
 * The words the auditor reads code by, in one place: request keys that restrict, order or page an
 * answer, verbs that say whether a tool reads or changes data, argument names and descriptions
 * that say what an argument is, keys of an answer's envelope and continuation signals, and calls
 * that only log. Front ends and analyzers of every language share these lists, so they cannot
 * drift apart.
 */
import type { ToolParameter } from "./types.js";
/** Request keys that restrict what the upstream returns when given a literal (rule 1's unconditional narrowing). */
export declare const RESTRICTING_KEY: RegExp;
/** Keys of a filter expression's comparison (GraphQL filter inputs, Mongo, Prisma): `{ name: { eq: v } }`, `{ $in: ids }`. */
export declare const COMPARISON_KEY: RegExp;
export declare function isStatementCondition(text: string): boolean;
/** Request keys that set the order of the answer; a literal under one is recorded like a restriction (rule 7). */
export declare const ORDER_KEY: RegExp;
/** Request keys and clauses that page. */
export declare const PAGING_KEY: RegExp;
/**
 * Verbs that start the name of a tool that reads. `run_*` and `execute_*` run a query or a job and
 * read its answer: only annotations or a verb that writes make a tool a mutation.
 */
export declare const QUERY_VERB: RegExp;
export declare const MUTATION_VERB: RegExp;
/** Tools that read data; a fixed `state` in a tool that creates or changes something is its payload. */
export declare const READ_TOOL: RegExp;
/** Absence means "no text filter": not a narrowing. */
export declare const FREE_TEXT: RegExp;
export declare const FREE_TEXT_DESCRIPTION: RegExp;
/** Position and presentation: absence means "first page" / "default order", not a smaller set. */
export declare const POSITION: RegExp;
/** Restricting request keys, by what they restrict. */
export declare const STATUS_KEY: RegExp;
export declare const PAGE_KEY: RegExp;
/** A tool argument that already lets the caller choose the same thing. */
export declare const DATE_WORD: RegExp;
/** Keys that name the collection or payload of an answer, also when copied into an object literal. */
export declare const ENVELOPE_KEYS: RegExp;
/** Keys whose value is a list of records (`results`, `items`): stringified whole, an empty one reads "[]". */
export declare const LIST_KEY: RegExp;
export declare const BODY_SIGNAL: RegExp;
/** Logging calls: what goes there never reaches the model. */
export declare const LOG_CALL: RegExp;
/** Names that hold how many items there are or were returned (a count of 0 says "empty"). */
export declare const COUNT_KEY: RegExp;
/**
 * Keys in which an answer reports its own size and position (`Count`, `RetMax`, `total`, `offset`):
 * paging metadata the upstream sends as whole numbers, not cells of data that may hold "1 bis 5".
 */
export declare const ANSWER_COUNT_KEY: RegExp;
/** Arguments by which the caller chooses which fields or field groups come back (`fields`, `include`, `select`). */
export declare const FIELD_SELECTION: RegExp;
/** Names of code that withholds values on purpose: a redaction, a mask. */
export declare const REDACTION: RegExp;
/**
 * Method names of a client that sends a request the caller spells out (`exa.request`, `client.GET`,
 * `http.post`): the answer is the upstream's raw body, not an object an SDK method builds and types.
 */
export declare const GENERIC_REQUEST_METHOD: RegExp;
/** Response headers that carry how many items (or pages) the whole answer has (`X-Total`, `X-Total-Count`), lower case. */
export declare const COUNT_HEADER: RegExp;
/**
 * Arguments whose omission typically hands the choice to an upstream default that is a subset:
 * scopes and their id lists, status, language, date windows and page sizes. Compared after
 * lower-casing and removing `_`/`-`, so `classification_ids`, `classificationIds` and
 * `ClassificationIds` are one name. Anything else is "other" and not flagged unless configured:
 * a filter such as `labels`, `assignee` or `branch` usually means "no filter" when left out.
 */
export declare const NARROWING: RegExp;
export type ParamClass = "narrowing" | "free-text" | "position" | "other";
/**
 * An argument's own name: a field of a model argument is named `params.query` in the model, and its
 * role is the field's (`query`), not the container's.
 */
export declare function leafName(p: ToolParameter): string;
export declare function classifyParam(p: ToolParameter, narrowing: string[], freeText: string[]): ParamClass;
/** Result keys that offer the caller other terms to try (rule 10). */
export declare const SUGGEST_KEY: RegExp;
/**
 * A description that presents an argument as an optional filter on the items (rule 1): left out,
 * nothing is filtered. "Filter results to devices with a specific status", "Optionally filter events
 * by account name", "Limit results to specific devices", "Return only runs with the provided status",
 * "If given, only items in this state are returned". Not "State of the pull requests to return".
 */
export declare const FILTER_DESCRIPTION: RegExp;
/** An enum member that means "everything" (`all`, `any`, `*`): its presence says omission is not it. */
export declare const ALL_VALUE: RegExp;
