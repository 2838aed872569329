/**
 * The words the auditor reads code by, in one place: request keys that restrict, order or page an
 * answer, verbs that say whether a tool reads or changes data, argument names and descriptions
 * that say what an argument is, keys of an answer's envelope and continuation signals, and calls
 * that only log. Front ends and analyzers of every language share these lists, so they cannot
 * drift apart.
 */
import { queryClauseIn } from "./query-languages.js";
import type { ToolParameter } from "./types.js";

// Request keys

/** Request keys that restrict what the upstream returns when given a literal (rule 1's unconditional narrowing). */
export const RESTRICTING_KEY =
  /^(status|state|states|statuses|lifecycle_?state|visibility|(rows|size|limit|per_?page|page_?size|pagesize|max_?results|maxresults|max_?hits|top|first|count|hits_?per_?page)|(since|after|before|until|from_?date|to_?date|date_?from|date_?to|start_?date|end_?date|min_?date|max_?date|modified_?since|updated_?since|created_?after|created_?since))$/i;

/**
 * Keys that hold a search engine's aggregation definitions (Elasticsearch/OpenSearch `aggs`): a `size` inside one caps
 * the buckets of a statistic the server computes, not the page of hits the request returns.
 */
export const AGGREGATION_KEY = /^(aggs|aggregations)$/i;

/** Keys of a filter expression's comparison (GraphQL filter inputs, Mongo, Prisma): `{ name: { eq: v } }`, `{ $in: ids }`. */
export const COMPARISON_KEY =
  /^\$?(eq|neq|ne|in|nin|notIn|gt|gte|lt|lte|contains|containsIgnoreCase|startsWith|endsWith|like|ilike|equals)$/;
/**
 * A clause of a query statement the server writes itself (SQL `WHERE`/`LIMIT`, ADQL `TOP`, a PubMed or
 * Lucene Boolean clause): the rows of `query-languages.ts`, matched on a literal's words with a value put
 * in as `…`. A URL fragment (`&status=…`, `?year=…`, a `://`) is a request key, never a clause.
 */
export function isStatementCondition(text: string): boolean {
  return queryClauseIn(text) !== undefined;
}

/**
 * Request keys that set the order of the answer; a literal under one is recorded like a restriction (rule 7).
 * OData spells its keys with a `$` (`$orderby`); an order is never a subset (rule 1 passes over these).
 */
export const ORDER_KEY = /^\$?(sort|sorts|sort_?by|order_?by|sort_?field|sort_?fields)$/i;

/** Request keys and clauses that page. */
export const PAGING_KEY =
  /^(from|offset|start|skip|page|page_?number|pagenumber|cursor|search_?after|page_?token|after|next_?token)$/i;

// Tool names

/**
 * Verbs that start the name of a tool that reads. `run_*` and `execute_*` run a query or a job and
 * read its answer: only annotations or a verb that writes make a tool a mutation.
 */
export const QUERY_VERB =
  /^(search|list|get|find|query|lookup|look_up|fetch|read|browse|count|describe|show|retrieve|export|resolve|suggest|autocomplete|check|inspect|view|download|explore|match|filter|scan|discover|recommend|run|execute)(?=$|[_\-.A-Z0-9])/i;

export const MUTATION_VERB =
  /^(create|update|delete|remove|add|set|merge|push|fork|post|send|write|upload|move|rename|comment|close|reopen|assign|publish|trigger|toggle|start|stop|cancel|approve|submit|edit|patch|put|insert|upsert|archive|restore|invite|reply|schedule|enable|disable|install|uninstall|deploy|alter|drop|truncate|ingest|store|save|register|subscribe|unsubscribe|purge|revoke|grant|attach|detach|transfer)(?=$|[_\-.A-Z0-9])/i;

/** Words that name a thing as well as an act (an archive, a post, a comment): a verb only where the name's verb stands. */
const NOUN_OR_VERB =
  /^(archive|post|comment|schedule|reply|merge|push|fork|deploy|set|upload|edit|invite|draft|move|release)$/i;

/**
 * What a tool's name says it does, read at its verb: the first word, or the second or third after a
 * vendor or server prefix (`zh_edu_list_x`). A word that is a noun as well as a write verb is the noun when it
 * ends the name after a prefix (`blog_post`, `fedlex_archive`) or a read verb follows it (`archive_search`,
 * `comment_list`): ADJUDICATION rule 1 makes a tool a mutation only by annotations or "a verb that writes".
 */
export function nameIntent(name: string): { intent: "query" | "mutation"; verb: string } | undefined {
  // whole words, also of a camelCase name (`archiveSearch`): `posts_get` does not start with `post`, nor
  // `settings_show` with `set`
  const words = name.split(/[_\-.\s]|(?<=[a-z0-9])(?=[A-Z])/).filter(Boolean);
  const isRead = (w: string) => QUERY_VERB.test(w) && QUERY_VERB.exec(w)![0].length === w.length;
  const isWrite = (w: string) => MUTATION_VERB.test(w) && MUTATION_VERB.exec(w)![0].length === w.length;
  for (let i = 0; i < Math.min(words.length, 3); i++) {
    const verb = words[i]!;
    if (isRead(verb)) return { intent: "query", verb };
    if (!isWrite(verb)) continue;
    const noun =
      NOUN_OR_VERB.test(verb) && ((i > 0 && i === words.length - 1) || words.slice(i + 1, i + 3).some(isRead));
    if (!noun) return { intent: "mutation", verb };
  }
  // one run-together lowercase word (`getweather`, `searchpapers`): a read verb it starts with
  if (words.length === 1 && /^[a-z]+$/.test(name) && QUERY_VERB.test(name))
    return { intent: "query", verb: QUERY_VERB.exec(name)![0] };
  return undefined;
}

/** Tools that read data; a fixed `state` in a tool that creates or changes something is its payload. */
export const READ_TOOL = /(search|list|find|query|browse|lookup|get|fetch|count|recent|latest|read|show)/i;

// Tool arguments

/** Absence means "no text filter": not a narrowing. */
export const FREE_TEXT =
  /^(q|query|search|search_?term|search_?query|term|terms|keyword|keywords|text|phrase|prompt|question|fulltext|full_?text)$/i;

export const FREE_TEXT_DESCRIPTION = /\b(free[- ]?text|full[- ]?text|search text|query string|text to search)\b/i;

/** Position and presentation: absence means "first page" / "default order", not a smaller set. */
export const POSITION =
  /^(offset|page|page_?number|cursor|start|skip|after|before|sort|sort_?by|order|order_?by|direction|format|output_?format|pretty|verbose|lang_?ui)$/i;

/** Restricting request keys, by what they restrict. */
export const STATUS_KEY = /^(status|state|states|statuses|lifecycle_?state|visibility)$/i;

export const PAGE_KEY =
  /^(rows|size|limit|per_?page|page_?size|pagesize|max_?results|maxresults|max_?hits|top|first|count|hits_?per_?page)$/i;

/** A tool argument that already lets the caller choose the same thing. */
export const DATE_WORD =
  /^(date|dates|from|to|since|until|after|before|year|years|period|window|days|range|start|end)$/i;

// Upstream answers

/** Keys that name the collection or payload of an answer, also when copied into an object literal. */
export const ENVELOPE_KEYS =
  /^(items|results?|entries|data|records|hits|docs|documents|rows|features|values?|list|elements|content|objects|resources|response|payload|body|collection|matches|_embedded|edges|nodes)$/i;

/** Keys whose value is a list of records (`results`, `items`): stringified whole, an empty one reads "[]". */
export const LIST_KEY =
  /^(items|results|entries|records|hits|docs|documents|rows|matches|edges|nodes|elements|objects|resources)$/i;

export const BODY_SIGNAL =
  /^(has_?more|more_?results|is_?truncated|truncated|incomplete_?results|next|next_?page|next_?page_?token|next_?cursor|next_?link|next_?url|next_?offset|continuation(_?token)?|cursor|_?scroll_?id|@?odata\.next_?link|total|total_?count|total_?results|total_?hits|total_?pages|total_?records|total_?size|page_?count|num_?found|last_?page|count_?total)$/i;

/** Logging calls: what goes there never reaches the model. */
export const LOG_CALL = /^(console|logger|log|this\.logger|this\.log)\.(log|info|warn|error|debug|trace)$|^debug$/;

// Counts

/** Names that hold how many items there are or were returned (a count of 0 says "empty"). */
export const COUNT_KEY =
  /^(length|size|count|total|total_?count|totalCount|totalHits|total_?hits|totalResults|total_?results|numFound|num_?found|returned|hits)$/;

/**
 * Keys in which an answer reports its own size and position (`Count`, `RetMax`, `total`, `offset`):
 * paging metadata the upstream sends as whole numbers, not cells of data that may hold "1 bis 5".
 */
export const ANSWER_COUNT_KEY =
  /^(count|total|total_?count|total_?results|total_?hits|num_?found|ret_?max|ret_?start|offset|start|page|pages|page_?count|page_?size|per_?page|limit|size)$/i;

/** Arguments by which the caller chooses which fields or field groups come back (`fields`, `include`, `select`). */
export const FIELD_SELECTION =
  /^(fields|field_?groups|field_?list|groups|include|includes|include_?fields|select|selected_?fields|properties|columns|attributes|expand|projection|sections)$/i;

/**
 * Names of code that withholds values on purpose: a redaction, a mask. Not `sanitize`: cleaning a value
 * for output (escaping it, `sanitizedJson = JSON.stringify(…)`) withholds nothing.
 */
export const REDACTION = /redact|masked|mask[A-Z_]|^mask$|withh[oe]ld|censor|scrub/i;

/**
 * Method names of a client that sends a request the caller spells out (`exa.request`, `client.GET`,
 * `http.post`): the answer is the upstream's raw body, not an object an SDK method builds and types.
 */
export const GENERIC_REQUEST_METHOD =
  /^(request|raw_?request|make_?request|_request|fetch|call|invoke|get|post|put|patch|delete|head|options|GET|POST|PUT|PATCH|DELETE|HEAD)$/;

/** Response headers that carry how many items (or pages) the whole answer has (`X-Total`, `X-Total-Count`), lower case. */
export const COUNT_HEADER = /^x-(total(-count|-pages|-results|-hits)?|result-count|count)$/;

/**
 * Arguments whose omission typically hands the choice to an upstream default that is a subset:
 * scopes and their id lists, status, language, date windows and page sizes. Compared after
 * lower-casing and removing `_`/`-`, so `classification_ids`, `classificationIds` and
 * `ClassificationIds` are one name. Anything else is "other" and not flagged unless configured:
 * a filter such as `labels`, `assignee` or `branch` usually means "no filter" when left out.
 */
export const NARROWING = new RegExp(
  "^(" +
    [
      "scopes?",
      "categor(y|ies)",
      "classifications?",
      "collections?",
      "domains?",
      "ind(ex|exes|ices)",
      "datasets?",
      "sources?",
      "corpus",
      "sections?",
      "rubrics?",
      "kinds?",
      "types?",
      "topics?",
      "databases?",
      "catalogs?",
      "catalogues?",
      "registers?",
      "\\w+ids",
      "ids",
      "state",
      "states",
      "status",
      "statuses",
      "visibility",
      "lifecyclestate",
      "lang",
      "language",
      "languages",
      "locale",
      "market",
      "from",
      "to",
      "since",
      "until",
      "datefrom",
      "dateto",
      "startdate",
      "enddate",
      "fromdate",
      "todate",
      "after",
      "before",
      "timerange",
      "daterange",
      "window",
      "period",
      "year",
      "years",
      "days",
      "limit",
      "rows",
      "size",
      "perpage",
      "pagesize",
      "maxresults",
      "maxhits",
      "maxrecords",
      "maxitems",
      "count",
      "top",
      "first",
      "num",
      "numresults",
      "k",
      "hitsperpage",
      "resultsperpage",
      // a switch that lets a class of items in (`includeArchived`, `show_closed`): left out, that class is left out
      "(include|show|with)(archived|deleted|closed|inactive|hidden|drafts?|disabled|resolved|completed|expired|trashed|removed|cancell?ed)",
    ].join("|") +
    ")$",
  "i",
);

/** An argument named as a filter on something: `statusFilter`, `status_filter`, `filterByType`, `filter_status`. */
const FILTER_AFFIX = /^(?:filter_?by_?|filter_?)([a-z].*)$|^(.+?)_?filters?$/i;

/** What an argument named as a filter filters on (`statusFilter` → `status`); undefined for other names. */
export function filterSubject(name: string): string | undefined {
  const m = FILTER_AFFIX.exec(name);
  return m ? (m[1] ?? m[2]) : undefined;
}

export type ParamClass = "narrowing" | "free-text" | "position" | "other";

/**
 * An argument's own name: a field of a model argument is named `params.query` in the model, and its
 * role is the field's (`query`), not the container's.
 */
export function leafName(p: ToolParameter): string {
  return p.name.split(".").pop()!;
}

/**
 * A description that presents the argument as a place: "Two-letter state code, e.g. 'CA'", "US state abbreviation",
 * "State name or postal code"; or an enum of two-letter US state codes.
 */
const PLACE_DESCRIPTION =
  /\b(?:two|2)[- ](?:letter|character|char)\b[^.]{0,30}\b(?:state|country|province|region)\b|\b(?:US|U\.S\.|American|Australian|German|Indian|Mexican|Brazilian)\s+states?\b|\bstates?\s+(?:code|abbreviation|postal code|fips|name or (?:code|abbreviation))s?\b|\bpostal (?:code|abbreviation)s?\b[^.]{0,20}\bstate\b|\bstates?\b[^.]{0,40}\b(?:e\.g\.?|for example|such as|like)[,:]?\s*['"`]?(?:CA|TX|NY|WA|FL|IL|MA)\b|\bstates?\b[^.]{0,40}['"`(](?:CA|TX|NY|WA|FL|IL|MA)['"`),]/i;

function isPlace(p: ToolParameter): boolean {
  const values = p.enumValues ?? [];
  // a value that means every place ("2-digit state FIPS or 'all'"): its presence says omission is not it
  if (values.some((v) => ALL_VALUE.test(v)) || /["'`](?:all|any|\*)["'`]/i.test(p.description ?? "")) return false;
  if (p.description && PLACE_DESCRIPTION.test(p.description)) return true;
  return values.length >= 5 && ["CA", "TX", "NY"].every((v) => values.includes(v));
}

/**
 * A count of random picks ("Count of random APODs to retrieve", "a random sample of N"): its role is how many items
 * to draw, not the size of a page of a listing; left out, the documented single item comes back.
 */
const SAMPLE_DESCRIPTION = /\brandom(ly)?\b|\b(a|random) sample\b|\bsample size\b/i;

/** Enum values that name a form of the answer, not a subset of the items. */
const ANSWER_FORM_VALUE =
  /^(counts?|totals?|sums?|summary|summaries|aggregated?|detail(ed|s)?|full|brief|compact|concise|verbose|raw|json|csv|tsv|xml|text|markdown|md|html|table|flat|nested|tree)$/i;

export function classifyParam(p: ToolParameter, narrowing: string[], freeText: string[]): ParamClass {
  if (narrowing.includes(p.name)) return "narrowing";
  if (freeText.includes(p.name)) return "free-text";
  // a field of a model argument (`params.canton`) is classified by its own name
  const name = leafName(p);
  if (FREE_TEXT.test(name)) return "free-text";
  if (p.description && FREE_TEXT_DESCRIPTION.test(p.description)) return "free-text";
  if (POSITION.test(name)) return "position";
  // `state` as a place (a US state code): a filter on where the items are, not their lifecycle state; left out, no
  // place is filtered, like `labels` or `assignee`
  if (STATUS_KEY.test(name) && isPlace(p)) return "other";
  // ADJUDICATION rule 1, "The argument's role decides, not its name": a count of random picks is no page size
  if (PAGE_KEY.test(name) && p.description && SAMPLE_DESCRIPTION.test(p.description)) return "other";
  // ADJUDICATION rule 1, "The argument's role decides, not its name": a `type` whose every allowed value names a form
  // of the answer (counts or totals, summary or detail, a format) picks how the data is shaped, not a subset of it
  if (p.enumValues?.length && p.enumValues.every((v) => ANSWER_FORM_VALUE.test(v))) return "other";
  if (NARROWING.test(name.replace(/[_-]/g, ""))) return "narrowing";
  // `statusFilter`, `filter_status`, `filterByType`: a filter on what the rest of the name says
  const subject = filterSubject(name);
  if (subject && NARROWING.test(subject.replace(/[_-]/g, ""))) return "narrowing";
  return "other";
}

/** Result keys that offer the caller other terms to try (rule 10). */
export const SUGGEST_KEY =
  /^(suggestions?|suggested_?terms|did_?you_?mean|related_?terms|similar_?terms|close_?matches|spelling_?suggestions)$/i;

/**
 * A description that presents an argument as an optional filter on the items (rule 1): left out,
 * nothing is filtered. "Filter results to devices with a specific status", "Optionally filter events
 * by account name", "Limit results to specific devices", "Return only runs with the provided status",
 * "If given, only items in this state are returned". Not "State of the pull requests to return".
 */
export const FILTER_DESCRIPTION = new RegExp(
  [
    String.raw`^\s*(optional(ly)?[,:]?\s+)?(an? )?(optional )?(filters?|restricts?|limits?|narrows?)\b[^.]{0,80}?\b(by|to|for|on)\b`,
    String.raw`\b(return|returns|list|lists|show|shows|include|includes|fetch|fetches|get|gets)\s+only\b`,
    String.raw`\bonly\s+(return|list|show|include|fetch|get)s?\b[^.]{0,60}\b(with|matching|that|whose|having)\b`,
    String.raw`\bif (provided|given|set|specified)\b[^.]{0,40}\bonly\b`,
  ].join("|"),
  "i",
);

/** An enum member that means "everything" (`all`, `any`, `*`): its presence says omission is not it. */
export const ALL_VALUE = /^(all|any|\*|everything)$/i;

/** A paging key always sent as the first page (`offset: 0`, `"start": "0"`, `page: 1`): nothing is paged. */
export function firstPage(key: string, value: string): boolean {
  const v = value.trim().replace(/^(["'])(.*)\1$/, "$2");
  return v === "0" || (v === "1" && /page/i.test(key));
}
