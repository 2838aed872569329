/**
 * Natural-language and naming patterns shared by the front end and the analyzers: what text about
 * an empty outcome looks like, what an instruction looks like, and which result fields carry a next
 * step, a request echo or a credential. English and German, camelCase and snake_case.
 */
import type { TextSegment } from "./types.js";
/** Text about an empty outcome ("no results", "nothing found", "keine Treffer"). Rule 4 reads the same sentences. */
export declare const EMPTY_SUBJECT: RegExp;
/**
 * A sentence saying an outcome was empty or could not be had, in other words than EMPTY_SUBJECT:
 * "no location data was returned", "could not deduce the schema", "does not exist or is empty".
 */
export declare const EMPTY_OUTCOME: RegExp;
/** An instruction the model can act on: a verb that tells it what to do next. */
export declare const INSTRUCTION: RegExp;
/** Instructions that name no concrete step ("try a different query", "please try again"): not a next step. */
export declare const VAGUE_INSTRUCTION: RegExp;
/** True when the text tells the model a concrete next step. */
export declare function givesInstruction(text: string): boolean;
/** Result fields that carry a next step. */
export declare const NEXT_STEP_FIELD: RegExp;
/** Result fields that echo the request that went out. */
export declare const ECHO_FIELD: RegExp;
/** Values that hold the request as it was run (`executedSearch`, `effectiveRequest`): written into a result, they echo it. */
export declare const ECHO_VALUE: RegExp;
/** Names of credentials: a key, token, password, or the headers that carry them. */
export declare const CREDENTIAL_NAME: RegExp;
/** Environment variable names that hold credentials. */
export declare const CREDENTIAL_ENV: RegExp;
/** Lower-cased, without `_` and `-`: `classification_ids` and `classificationIds` compare equal. */
export declare function normName(name: string): string;
/** The text of segments, each value shown as `placeholder` ("…" by default), for matching and messages. */
export declare function plainText(segments: readonly TextSegment[], placeholder?: string): string;
/** True when a text has a value put into it (not one constant). */
export declare function hasValues(segments: readonly TextSegment[]): boolean;
/** Arguments that shape how a result is shown, not which data it holds: no echo is owed for them. */
export declare const PRESENTATION_PARAM: RegExp;
/** A text read with `${…}` for each value put into it, as the model's segments (every front end writes it so). */
export declare function segmentsOf(value: string): TextSegment[];
/**
 * Methods that attach a notice or hint to the result being built (`ctx.enrich.notice(…)`,
 * `ctx.hint(…)`): called on the handler's context before an empty return, their text reaches the caller.
 */
export declare const NOTICE_METHOD: RegExp;
/**
 * Words of a tool name that say its result is text it produces (a query written from a question, a
 * translation), not records read from a source: `query-generate-hogql-from-question`, `translate_text`.
 * Not `draft` (`list_draft_notes` reads records) nor `convert` (`convert_ids` looks records up).
 */
export declare const GENERATION_WORD: RegExp;
/** The words of a tool name, split at `-`, `_`, `.`, spaces and camelCase humps, lower-cased. */
export declare function nameWords(name: string): string[];
/**
 * A field of a returned record that states why its data is missing (`unavailable_reason`,
 * `failure_reason`, `not_collected`): an empty value beside it is a marked state of one part of the
 * record, not "nothing found"; so is a `note` or an `error` beside it that the model reads
 * (ADJUDICATION, rule 3, names both `unavailable_reason` and `error`: "a result that states the failure
 * in a field the model reads … beside the empty value" is not rule 3).
 */
export declare const FAILURE_FIELD: RegExp;
