/**
 * The language-neutral model of an MCP server.
 *
 * A front end (today: TypeScript/JavaScript via ts-morph, later: Python) reads source code and
 * fills these structures; analyzers read only these structures plus the front end's
 * `SourceAccess` for the few checks that need syntax. Nothing in here refers to ts-morph.
 */

/** A place in the audited source. Paths are relative to the audit root, with forward slashes. */
export interface SourceLocation {
  file: string;
  /** 1-based. */
  line: number;
  /** 1-based, in UTF-16 code units like SARIF's default column kind. */
  column: number;
  endLine: number;
  endColumn: number;
  /** The source text of the region (trimmed to one line for long regions). */
  snippet?: string;
}

/** How a tool was registered. Names a registration family, not an exact API. */
export type RegistrationStyle =
  | "mcp-server-tool" // server.tool(name, [description], [schema], handler)
  | "mcp-server-register-tool" // server.registerTool(name, { description, inputSchema }, handler)
  | "add-tool" // FastMCP-style server.addTool({ name, description, parameters, execute })
  | "list-tools-handler" // server.setRequestHandler(ListToolsRequestSchema, ...) + CallTool dispatch
  | "definition-loop" // definitions in an array/map/object, looped into tool()/registerTool()
  | "wrapper-helper" // a project helper (defineTool, createTool, registerXTool) that registers
  | "class-based" // classes carrying name/schema/execute
  | "framework-builder" // a framework's builder, tool("name", { input, handler }), handed to the framework's app
  | "spec-generated"; // one tool per operation of a bundled API description (OpenAPI), generated at start-up

export const REGISTRATION_STYLES: readonly RegistrationStyle[] = [
  "mcp-server-tool",
  "mcp-server-register-tool",
  "add-tool",
  "list-tools-handler",
  "definition-loop",
  "wrapper-helper",
  "class-based",
  "framework-builder",
  "spec-generated",
];

export type ParamType = "string" | "number" | "integer" | "boolean" | "array" | "object" | "enum" | "unknown";

export interface ToolParameter {
  name: string;
  type: ParamType;
  /** True when the caller may omit it (zod optional/nullish/default, or absent from JSON-schema `required`). */
  optional: boolean;
  /** A default applied by the schema, as source text, when there is one. */
  default?: string;
  description?: string;
  /** Enum members when the schema names them. */
  enumValues?: string[];
  location: SourceLocation;
  /** Where the description text stands, when it is a literal somewhere. */
  descriptionLocation?: SourceLocation;
  descriptionSegments?: { offset: number; location: SourceLocation }[];
}

export interface ToolModel {
  /** Stable id within a run: `<name>@<file>:<line>`. */
  id: string;
  name: string;
  description?: string;
  descriptionLocation?: SourceLocation;
  /** For descriptions concatenated from several literals (see ModelText.segments). */
  descriptionSegments?: { offset: number; location: SourceLocation }[];
  registration: RegistrationStyle;
  /** Where the registration happens (the call, the list entry, the class). */
  location: SourceLocation;
  parameters: ToolParameter[];
  /** False when the input schema could not be resolved statically. */
  schemaResolved: boolean;
  /** Where the handler body starts; absent when it could not be resolved. */
  handlerLocation?: SourceLocation;
  /**
   * The registered callback that hands the arguments on whole to the handler (`async (args) =>
   * tool.handler(args)` shared by a registration loop), when the handler is the function it calls.
   */
  forwardedBy?: SourceLocation;
  /** Front-end handle for the handler (opaque to analyzers that only read the model). */
  handlerRef?: unknown;
  /** Why the handler or schema could not be resolved, when that happened. */
  unresolved?: string[];
  /**
   * Whether the tool reads data (query) or changes it (mutation), from its MCP annotations
   * (readOnlyHint / destructiveHint) or, without them, the verb its name starts with. Absent when
   * neither says.
   */
  intent?: "query" | "mutation";
  /** How `intent` was decided, for reports. */
  intentSource?: string;
  /**
   * The arguments the handler's code reads anywhere (a condition, a call, a returned value, a
   * request), sorted. Absent when the handler was not followed completely (limit hit, not resolved).
   */
  readParams?: string[];
  /** Every way the handler can return, classified (see ReturnPath); absent when the handler was not resolved. */
  returnPaths?: ReturnPath[];
  /**
   * Returns inside a failure handler of an upstream request (a catch around it, a `.catch()` on it,
   * a branch on its status), in any function the handler reaches, classified like return paths.
   */
  failureReturns?: ReturnPath[];
  /**
   * False for a definition the server never lists itself: a tool of an example or demo server in the
   * tree, or a catalogue entry reached only through a meta tool. Still audited; not counted as listed.
   */
  listed?: boolean;
  /** Why `listed` is false. */
  listedReason?: string;
  /** The bundled API description (OpenAPI document) the tool was generated from, relative to the root. */
  generatedFrom?: string;
  /** Ids of the upstream calls the handler reaches (the inverse of `UpstreamCall.reachedFrom`). */
  upstreamCalls?: string[];
  /** The id of the server scope (`ServerModel.scopes`) the tool belongs to; absent when the tree holds one server. */
  scope?: string;
  /**
   * Records that get stand-in values when the read failed: a failure branch (a catch around the
   * read) builds the same record as the success branch, with `0`, `new Date(0)`, `""` or `null`
   * where the success branch reads the value. In functions the handler reaches; absent when not read.
   */
  standIns?: StandInRecord[];
}

/** One record built with stand-ins in a failure branch (rule 12). */
export interface StandInRecord {
  /** The first field given a stand-in, and the stand-in as written (`size`, `0`). */
  field: string;
  value: string;
  location: SourceLocation;
  /** Where the success branch reads the real value for that field. */
  readAt: SourceLocation;
  /** The failure branch (the catch clause). */
  failure: SourceLocation;
  /** The other fields of the same record given stand-ins, sorted. */
  others: string[];
}

/** What a condition on the way to a return tests. */
export type ConditionKind =
  | "dispatch" // one case of a dispatch on the tool name or an action argument
  | "emptiness" // a list or count is empty or zero (`!x.length`, `total === 0`, `not rows`)
  | "failure" // a failure branch: a caught error, a failed status, a body-level failure flag
  | "not-found" // the source answered that the thing is not there (404/410, a not-found error kept by a catch): its "nothing there"
  | "guard" // a presence test on a value (`if (x)`, `if (!x)`, `x != null`)
  | "other";

/** One condition on the way to a return. */
export interface ReturnCondition {
  kind: ConditionKind;
  /**
   * What is tested, in the source's words: the dispatch value (unquoted), the list or count, the
   * response or error, the guarded value. Absent when there is no single subject.
   */
  subject?: string;
  /** The path runs when the test is false (the else branch, `!x`). */
  negated: boolean;
  /** A readable rendering for messages (the condition as written); never parsed by analyzers. */
  text: string;
  /** On a failure condition: the server's own client or configuration is missing (`!app`, `!this.client`, `!API_KEY`), not an answer. */
  setUp?: true;
}

/** A part of a text the model reads: a literal, or a value the code puts in (a placeholder). */
export type TextSegment = { literal: string } | { value: string };

/** What a return path hands the caller. */
export type ReturnKind = "data" | "empty" | "input-required" | "error";

/**
 * One way a tool handler (or a failure handler it reaches) returns: what comes back, under which
 * conditions, and which facts about the returned object matter for the result-shape rules.
 */
export interface ReturnPath {
  kind: ReturnKind;
  /** How the value is built: an MCP result with text content or structured content, a plain object/array/text, a throw, nothing, or an opaque value. */
  shape: "content" | "structured" | "object" | "array" | "text" | "throw" | "null" | "opaque";
  /** Where the returned value is decided (the return or throw; for result builders, the call that fills them). */
  location: SourceLocation;
  /** Conditions on the way to it, outermost first (a dispatch case, an emptiness test, a failure branch, a guard). */
  conditions: ReturnCondition[];
  /** Keys of the returned payload (the object, its structuredContent, or a JSON object put into its text), sorted. */
  fields: string[];
  /** The result text when its literal parts are known: literals, and values the code puts in between. */
  text?: TextSegment[];
  /** Whether the result gives the caller a next step: a hint/suggestions field or an instruction in its text. "unknown" when the text could not be read. */
  nextStep: "yes" | "no" | "unknown";
  /**
   * A next-step field (`hint`, `suggestions`, …) whose value is one string constant, with no value from the request in
   * it; `list` when it is a constant list of fixed strings (`suggestions=_SEARCH_SUGGESTIONS`).
   */
  constantHint?: { field: string; location: SourceLocation; list?: true };
  /** Names of the values the payload mentions (identifiers and property names read in values and text placeholders), sorted. */
  mentions: string[];
  /** A field that echoes the request (`request`, `query`, `searched`, `params`…), when there is one. */
  echoField?: string;
  /** Credentials the payload carries (an API key, token, `Authorization`, headers), each with where it stands. */
  credentials?: { name: string; location: SourceLocation }[];
  /**
   * For returns in a failure handler of an upstream request. `skip`: a loop that builds the result
   * drops an item whose request failed, with no count of it; `signal`: a helper's truncation or abort
   * signal the caller drops, so a cut-short result reads as complete.
   */
  failure?: {
    kind: "catch" | "status" | "skip" | "signal";
    location: SourceLocation;
    upstreamCalls: string[];
    /** A failure value returned by a helper and shown in the result here: where the helper returns it. */
    returnedAt?: SourceLocation;
    /** For `signal`: the signal's name. */
    signal?: string;
    /** For `status`: the test is on the answer's shape (`!Array.isArray(data)`), not on a status or flag. */
    shape?: true;
    /**
     * For `catch`: the requests under the `try` all go through a helper whose own except catches every failure
     * and returns a value, so no request failure reaches this handler; the path is recorded (its text is no
     * answer to a failed request) and reported by no rule.
     */
    absorbed?: true;
    /**
     * For `catch`: an except that catches every failure hands back a record of its own in place of the upstream
     * answer the function otherwise returns, with no field that says it failed: the failure dressed as data.
     */
    standIn?: true;
    /** For `catch`: only the reading of an answer that did come back failed (a JSON parse). */
    unreadable?: boolean;
    /**
     * For `catch`: the catch neither returns nor throws, and the code goes on with a default in place of
     * the answer (`catch { items = [] }`, or `let data = []` left as declared): the variable and its value,
     * and whether the catch writes it (`assigned`) or leaves the declared one.
     */
    defaulted?: { name: string; value: string; assigned: boolean };
    /** For a helper's failure `null`: a caller's return that answers it as a result that is no error ("Nothing found."). */
    shownAt?: SourceLocation;
    /**
     * For a helper's `(data, error)` pair (`return [], str(e)`): the caller's unpacking that never reads the
     * error half (`articles, _err = fetch_articles(q)`), so the empty data half goes on as the answer.
     */
    droppedAt?: SourceLocation;
    /**
     * With `returnedAt`: the helper marks that result as an error (`isError: true`), and this return copies its
     * content (`r.content[0].text`) into a new result without the flag.
     */
    flagDropped?: true;
    /**
     * For `catch`: the function is a best-effort enrichment — every call of it on the tool's way puts its value into
     * a next-step field of the result (`suggestions = await _suggest_tags(q)`, `hint=suggest(q)`), so its failure
     * only drops the suggestions; the main answer is the request's own. The (first) caller's call.
     */
    bestEffort?: SourceLocation;
  };
  /**
   * A failure return whose value is a record shaped like the result's data that carries the failure in its
   * values ("Error fetching headlines", the caught exception's text) with no field that marks it as a
   * failure: a failure dressed as data. Where the failure text stands.
   */
  dressedFailure?: SourceLocation;
  /** Upstream calls that run before this return on its path (ids), sorted. */
  upstreamBefore: string[];
  /** Calls into helpers followed to get here, outermost first. */
  via?: SourceLocation[];
  /**
   * Set on a synthetic empty path the front end derived: a list formatted straight into the result
   * with no emptiness test, read as it comes out when the list is empty ("", a bare header, "[]").
   */
  derived?: { list: string; location: SourceLocation };
  /** Tool arguments the handler applies locally before answering (a filter on a minimum score, a slice to a limit), sorted. */
  localFilters?: string[];
  /**
   * Query arguments rewritten before the request (`const cleaned = await rewrite(query)`, `` `${q} company` ``):
   * the value sent is `as`, not the caller's `param`; echoing `param` is no echo of what was sent.
   */
  rewritten?: { param: string; as: string; location: SourceLocation }[];
  /**
   * What earlier exits and enclosing tests on the way settle here. `absent`: values known absent on this
   * path (`if (opts.id) { …; return }` before it), as written. `emptyExcludedAt`: the test that already
   * ruled out the emptiness this path needs (`if (!res.results.length) return …` in the handler before
   * the formatter whose "No content" branch this is): the path runs only when the server's own
   * processing emptied a list the upstream filled. `differsIn`: this path needs one answer empty where a
   * sibling answer of the same call, asked with some values changed, is known to hold data (two periods
   * fetched together): the names read in the values the two requests differ in, sorted. `passed`: the path
   * is in a helper that makes the request itself and that the handler hands only these names
   * (`this.listWorkspaces(projectId, limit)`), so no other argument goes out on it; sorted.
   */
  settled?: { absent?: string[]; emptyExcludedAt?: SourceLocation; differsIn?: string[]; passed?: string[] };
  /**
   * With `echoField`: the values that echo states, when the code spells them out (the keys of an echo object
   * written in place, `request: { query, limit }`; the properties an echo helper reads of the request it is
   * handed and prints), sorted. Absent when the echo is opaque (a value passed whole): it is taken to hold all.
   */
  echoNames?: string[];
  /**
   * Keys of the object literals the payload holds under its own keys (`offset`, `limit` of `pagination: {
   * offset: from, limit: size }`, `status` of `filters: { status }`), sorted: a sub-object's field can state
   * a value of the request as well as a top-level one can. Absent when there are none.
   */
  subFields?: string[];
  /**
   * For a path located at the call of a helper that builds the result in one return (`return toolError(e)`):
   * where that helper's return builds it, the line that decides what the result carries (no `isError`).
   */
  builtAt?: SourceLocation;
}

/** The HTTP or SDK library behind an upstream call. */
export type UpstreamClient =
  | "fetch"
  | "axios"
  | "got"
  | "undici"
  | "ky"
  | "node-fetch"
  | "node-http"
  | "superagent"
  | "openapi-fetch"
  | "sdk"
  | "configured"
  // Python clients (the Python front end)
  | "httpx"
  | "requests"
  | "aiohttp"
  | "urllib"
  // the local file system, counted only when the config says it is the upstream (`localFiles: true`)
  | "fs";

/** One place in the server that sends a request to the upstream source. */
export interface UpstreamCall {
  id: string;
  client: UpstreamClient;
  /** What was called, as written (`fetch`, `this.http.get`, `client.search.query`). */
  callee: string;
  method?: string;
  location: SourceLocation;
  /** Tools whose handler reaches this call (tool ids), sorted. */
  reachedFrom: string[];
}

/** One step on a dataflow path, for SARIF codeFlows. */
export interface FlowStep {
  location: SourceLocation;
  message: string;
}

export interface SkippedItem {
  /** A path relative to the audit root, or a descriptive subject (a tsconfig, a tool). */
  subject: string;
  reason: string;
  kind: "file" | "tsconfig" | "tool" | "analysis" | "rule";
}

export interface RuleApplicability {
  ruleId: string;
  applied: boolean;
  /** Why the rule applied or did not apply, in words for a reader. */
  reason: string;
}

/** What one audit saw: the auditor's own fidelity statement. */
export interface Coverage {
  root: string;
  /** The front ends that read the project ("typescript", "python"), in merge order. */
  languages: string[];
  /** Project configuration files read (tsconfig.json, jsconfig.json, pyproject.toml), relative to the root. */
  projectConfigs: string[];
  filesAnalysed: number;
  filesSkipped: SkippedItem[];
  /** Count of tools per registration style, all styles listed (zero included), in fixed order. */
  toolsByStyle: Record<RegistrationStyle, number>;
  toolsFound: number;
  toolsUnresolved: { tool: string; location: SourceLocation; reasons: string[] }[];
  upstreamCalls: number;
  upstreamByClient: Record<string, number>;
  rules: RuleApplicability[];
  /** Limits the analysis hit (dataflow depth, file count), each a reason results may be incomplete. */
  limitsHit: string[];
  /** Why the run cannot stand behind a verdict; empty when it can. */
  notMeasured: string[];
  /**
   * Parts of the target that were not read (a file-count cap hit, a folder that could not be read):
   * the rules ran on the rest and their findings stand, but silence means nothing (exit 3).
   */
  partial: string[];
  /** Rules whose analyzer threw: the run fails (exit 3) and keeps the message and stack. */
  rulesFailed: { ruleId: string; message: string; stack?: string }[];
  /** Free-form facts analyzers add (spec revision, test inventory…), rendered in order. */
  facts: { label: string; value: string }[];
  /** Tools whose handler could not be resolved: found, but nothing about them was audited. */
  toolsNotAudited?: { tool: string; location: SourceLocation; reason: string }[];
  /** Tools whose intent is "query" whose handler reaches no upstream call, with why. */
  queryToolsWithoutUpstream?: { tool: string; location: SourceLocation; reason: string }[];
  /**
   * The server scopes of a tree that holds several, with their tools and findings counted apart (an
   * example's are not the shipped server's), and the rules that do not apply to a scope with why.
   */
  scopes?: ScopeSummary[];
}

export interface ScopeSummary extends ServerScope {
  tools: number;
  findings: number;
  /** Rules not applied to this scope ("not applicable: local-files server"). */
  rulesNotApplicable: { ruleId: string; reason: string }[];
}

/**
 * A tool argument reaching an upstream request. `value` flows carry the argument's data;
 * `guarded-write` flows are writes into the request that happen only when the argument is set.
 */
export interface ParamFlow {
  tool: string;
  param: string;
  upstreamCall: string;
  kind: "value" | "guarded-write" | "keyed-write";
  /**
   * For guarded writes: where the write stands and the condition that guards it. `statement`: the guarded
   * code adds a condition to a query statement the server writes itself (`where.append("year = ?")`,
   * `conditions.push(\`status = '${s}'\`)`, ODSQL `jahr="…"`): left out, that statement has no such
   * condition, so no upstream default applies (rule 1).
   */
  guard?: { location: SourceLocation; condition: string; statement?: true };
  /** Source (parameter) → … → sink (upstream call). */
  steps: FlowStep[];
  /** Which part of the request the value reaches, when the engine could tell. */
  part?: RequestPart;
  /**
   * For `keyed-write` flows: a request key computed from the argument (`params[\`Field.${f}\`] = "true"`
   * inside a loop over the caller's list), with the key's pattern and where it is written.
   */
  keyed?: { pattern: string; location: SourceLocation };
  /** The argument's value was cut or split on the way (`slice`, `substring`, `split`): not the caller's value. */
  derived?: { how: string; location: SourceLocation; inLoop?: boolean };
  /** The upstream call runs only when an earlier result was empty (`if (!hits.length) …`). */
  emptyPath?: {
    location: SourceLocation;
    condition: string;
    /** The calls whose answer the condition tests (the first query), where the front end could tell. */
    answeredAt?: SourceLocation[];
    /**
     * The request on the empty path as written (whitespace collapsed, capped), and those of `answeredAt`
     * in the same order, where the front end could read them: a retry that widens the comparison of the
     * term (`Username = '${u}'` → `LIKE '%${u}%'`) shows in the difference.
     */
    sent?: string;
    answeredSent?: string[];
  };
  /** Where the argument was first put under a request key by name (`{ state: options.state }`), when the engine saw it. */
  keyAt?: SourceLocation;
  /** The argument reached the call as a field of an object passed whole (`sdk.items.list(args)`): left out when absent. */
  asField?: boolean;
  /**
   * What the request says about the upstream it goes to, for knowing that API's documented defaults
   * (`model/upstream-defaults.ts`, rule 1); absent when the front end cannot read it. `texts`: string
   * literals and templates where the request is built (the function or dispatch case of the write, the
   * guard, the steps after the guard and the upstream call: `https://api.github.com/repos/${o}/${r}/pulls`,
   * a GraphQL query); `apis`: names of modelled APIs that the modules around it name (a base URL constant);
   * `namedAt`: where the argument is put under its own name after the guard (`query({ status: a.status })`);
   * `filled`: request keys the code that builds the request writes when they are still missing
   * (`if (!url.searchParams.has("per_page")) url.searchParams.append("per_page", …)`, `q.limit ??= 50`).
   */
  request?: {
    texts: string[];
    apis: string[];
    namedAt?: SourceLocation;
    filled?: string[];
    /**
     * A later fallback in the code that builds the request writes the key with a literal when the caller's
     * value is absent (`if (!days) apiParams.days = 60`, `if not days: params["days"] = 60`): the key is always
     * sent, with a default of the server's own; the literal as written and where it is written.
     */
    fills?: { key: string; value: string; location: SourceLocation }[];
  };
  /**
   * The last request key the argument was put under on its way, when it was renamed after `keyAt` (`{ end: end_date }`
   * in the tool, then `{ observation_end: opts.end }` in the project's SDK): the key the upstream reads it under.
   */
  sentUnder?: { key: string; location: SourceLocation };
}

export type RequestPart = "url" | "query" | "body" | "header";

/** A literal the server always puts into an upstream request under a restricting key (`status: "active"`, `rows: 10`). */
export interface FixedRequestValue {
  tool: string;
  upstreamCall: string;
  key: string;
  /** The literal as written in the source. */
  value: string;
  location: SourceLocation;
  steps: FlowStep[];
  /** The argument this literal replaces when the caller leaves it out (`status || "active"`); absent when always sent. */
  param?: string;
  /**
   * The literal is a helper's fallback for an option of its own that the tool leaves out (`options.kinds || "all"`),
   * under any key name: it goes out on the tool's every call, but the key is not known to narrow (rule 11 reads it).
   */
  option?: true;
}

/** Text the model reads: tool and parameter descriptions, and strings a handler can return. */
export interface ModelText {
  tool: string;
  kind: "tool-description" | "parameter-description" | "result-text";
  /** For parameter descriptions. */
  param?: string;
  /** The words as the model reads them; a value the code puts into the text reads as "…". */
  text: string;
  location: SourceLocation;
  /** For text concatenated from several literals: where each literal's part starts in `text`. */
  segments?: { offset: number; location: SourceLocation }[];
  /** Result text that is the message of a thrown (raised) error: the caller gets an error, not a result. */
  thrown?: true;
  /**
   * For result text: the innermost conditional arm around the literal within its function (an `if`/`elif`/
   * `else` arm, a `case` clause, a conditional expression's arm, a `catch`/`except` block). Absent when
   * the literal is on every path through its function, or the front end does not record it.
   */
  branch?: SourceLocation;
}

export interface ServerModel {
  root: string;
  tools: ToolModel[];
  upstreamCalls: UpstreamCall[];
  flows: ParamFlow[];
  texts: ModelText[];
  /** Restricting literals sent on every call (rule 1's unconditional narrowing), sorted. */
  fixedValues?: FixedRequestValue[];
  /**
   * What the server does with values of upstream answers, in code tools reach (rules 6, 12, 13, 14,
   * dropped-continuation), grouped by kind of use, each group in source order. Absent when the
   * front end does not trace answers.
   */
  responseReads?: ResponseRead[];
  /** What the server's own tests assert and load (rule 5, tests half); absent when the front end read no tests. */
  tests?: TestSuite;
  /**
   * In-process sorts in code tools reach whose output leaves the tool (rule 7), in source order.
   * Absent when the front end does not record them (the TypeScript front end's rule reads its syntax).
   */
  sortSites?: SortSite[];
  /**
   * The servers in the tree, when it holds more than one (a nested second server package, a monorepo,
   * an example or demo server, a companion dev tool): each is its own scope, and tools, dispatch
   * branches and handlers are matched only within one. Absent when the tree holds one server.
   */
  scopes?: ServerScope[];
  /**
   * Cache lifetimes and scopes the server sets (rule 8): on tool results, in cache hints for protocol
   * methods, and on in-process caches of data in code tools reach. Absent when the front end does not read them.
   */
  cacheSettings?: CacheSetting[];
  /**
   * Result keys that offer the caller other terms to try (`suggestions`, `did_you_mean`), with the
   * upstream calls their value came from (rule 10). Absent when the front end does not trace them.
   */
  suggestionSources?: SuggestionSource[];
  /**
   * Lists whose order has no definition but is published as it comes (rule 7, registry half): the tool
   * list, and result lists assembled in completion order. Absent when the front end does not read them.
   */
  orderSources?: OrderSource[];
  /**
   * Orders the server asks the upstream for (rule 7, upstream half): a sort key sent in request
   * parameters or a body (`"sort": "-date"`, Elasticsearch `sort: [{date: "desc"}]`, OData `$orderby`,
   * a sort argument handed to a request helper), or an `ORDER BY`/`SORT` clause of a query text, where
   * the same request pages or cuts the answer. Absent when the front end does not record them (the
   * TypeScript front end's rule reads its syntax).
   */
  upstreamOrders?: UpstreamOrder[];
  /**
   * The server's resource handlers (`resources/list`, `resources/read`, a registered resource): not
   * tools, never counted as tools, but their results are query results too. Orders and sorts in code
   * they reach are recorded under their ids (`resource:<name>@<file>:<line>`) in `upstreamOrders` and
   * judged by rule 7 ("every query result"). Absent when the front end does not read them.
   */
  resources?: ResourceEntry[];
}

/** A resource handler of the server (see `ServerModel.resources`). */
export interface ResourceEntry {
  id: string;
  /** The method it answers (`resources/list`) or the resource's registered name. */
  name: string;
  location: SourceLocation;
}

/** What a server scope is, which decides how it is reported and which rules judge it. */
export type ScopeKind =
  | "server" // a server the repository ships
  | "example" // an example or demo server beside the shipped one: reported apart, not counted with it
  | "local-files"; // a companion dev-tool server that works on local files only: data-source rules do not apply

/** One server in a tree that holds several. */
export interface ServerScope {
  /** Stable id, used by `ToolModel.scope` and findings: the folder, with the server object when one folder holds two. */
  id: string;
  /** The server's folder, relative to the root ("." for the root). */
  folder: string;
  kind: ScopeKind;
  /** Why the kind was given, in words for reports ("under examples/ and not the package pyproject.toml publishes"). */
  reason: string;
  /** The server object or package that defines the scope (`mcp@src/pkg/server.py`, a package.json name). */
  definedBy?: string;
}

// ---------------------------------------------------------------------------------------------
// Response side: what the server reads back from upstream answers (rules 6, 12, 13, 14 and
// dropped-continuation). `ParamFlow` says where a tool argument goes; a `ResponseRead` says where a
// value the server uses came from. A front end recognises each concept below in its language's
// syntax (a default operator, a number conversion, a NaN test, a destructuring, a header lookup…)
// and records it with the origins it resolved backwards to; analyzers only decide and word findings.
// ---------------------------------------------------------------------------------------------

/**
 * How far into an upstream answer a value is:
 * - `response`: the response object of an HTTP request, before its body is read;
 * - `text`: the raw body text, before it is parsed;
 * - `header`: the response headers (`path` is `[]`) or one header's value (`path` is `[name]`, lower case);
 * - `envelope`: the parsed answer, or a key path read from it before any iteration (`data.items`);
 * - `entry`: one element of a collection in the answer (a row, a hit);
 * - `field`: a value read from an entry (`row.Anzahl`, `hit.title`).
 * Rules tell the envelope of an answer from an optional field of one entry by this level.
 */
export type ResponseLevel = "response" | "text" | "header" | "envelope" | "entry" | "field";

/** How the answer was parsed: JSON, a table (CSV/TSV/spreadsheet), XML, a typed SDK result, or text split into lines. */
export type ResponseParseKind = "json" | "csv" | "xml" | "sdk" | "lines";

/** One place an upstream value came from, with the path from the answer to the read. */
export interface ResponseOrigin {
  level: ResponseLevel;
  /**
   * Keys read since the parse: the envelope path for `envelope` (`["data", "items"]`), the field path
   * for `field`, `[]` for the answer itself and for an entry; a header's lower-case name for `header`.
   */
  path: string[];
  parse: ResponseParseKind;
  /** Where the answer was parsed (for SDK results: the upstream call itself). */
  parseLocation: SourceLocation;
  /** The upstream call (UpstreamCall.id) the answer came from, when it could be traced. */
  upstreamCall?: string;
  /** Rows of a table (CSV parse, split lines): their keys are column labels, not API identifiers. */
  tabular: boolean;
  /** The rows' keys were rewritten to one case on the way. */
  normalised?: "lower" | "upper";
  /**
   * The answer passed a schema parse on the way (`Schema.parse(body)`, a validator that throws): its
   * shape was checked where this location says. The link to the upstream answer is kept.
   */
  schemaChecked?: SourceLocation;
  /** The value was collected into a local list on the way (`all.push(...page.rows)` while paging): where. */
  accumulated?: SourceLocation;
  /** Upstream request → parse → … → the value read (for SARIF codeFlows; the read itself is not in it). */
  steps: FlowStep[];
  /**
   * The request sent a GraphQL document whose selection set names every key of `path` (where the
   * document stands): the upstream answers with those fields, or with an error, so the keys are the
   * request's own contract.
   */
  selectedBy?: SourceLocation;
  /**
   * The server gave the value a default on the way (`return { results: data.results || [] }` in a
   * helper): a later default on it cannot apply; the finding belongs to the first one. Where.
   */
  defaulted?: SourceLocation;
}

/** What a fallback puts in place of a missing value, by shape; `code` is the fallback as written. */
export interface ResponseFallback {
  /** `undefined` is the no-value that leaves a key out; `other` is any other expression (`items.length`). */
  shape: "empty-list" | "empty-object" | "null" | "undefined" | "text" | "number" | "boolean" | "date" | "other";
  /** For `text`, `number`, `boolean` and `date`: the literal value (`""`, `"n/a"`, `"0"`, `0`, the epoch as `0`). */
  value?: string;
  code: string;
}

/** The type the project (or a library) declares for the value a key is read from. */
export interface DeclaredKeys {
  /** The type as written, shortened (`SearchPage`, `{ items: Item[]; next?: string }`). */
  type: string;
  /** Where the type is declared: in the audited project, or in an installed library (a typed SDK contract). */
  declaredIn: "project" | "library";
  /** Every key the type declares, sorted. */
  keys: string[];
  /** The keys it declares optional (`next?: string`, `| undefined`, `Optional[...]`), sorted. */
  optionalKeys: string[];
}

/** A record field the value is written to, and the function that builds the record. */
export interface ResponseRecordField {
  /** The field's name (`definition` in `{ definition: e.definition ?? null }` or `out.definition = …`). */
  field: string;
  /** A property in an object being built, or an assignment to a property of an existing object. */
  form: "property" | "assignment";
  /** The function that builds the record (or the file, at top level): one record builder. */
  builder: SourceLocation;
  /** Every property name that function writes, sorted (a state or reason field among them records why values are absent). */
  builderKeys: string[];
  /**
   * Projection or withholding decisions the builder makes on the values it copies: fields the caller
   * chose (`if (fields.includes("x"))`), a redaction, a limit. Empty when it copies what it gets.
   */
  decisions: { kind: "caller-fields" | "redaction" | "limit"; location: SourceLocation }[];
  /**
   * For each property the builder writes, the names its value mentions: the keys of an object it holds,
   * the texts in it, the keys it reads (`field_states: { note: … }` → `note`, `has_x: e.x !== undefined` → `x`).
   * Lets a state field be matched to the fields it describes. Absent when the front end does not tell.
   */
  keyMentions?: Record<string, string[]>;
  /**
   * For a property of an object literal (or a dict display, a constructor's keywords): the keys that one
   * object writes, in source order (`{ text: res.text ?? [] }` → `["text"]`); a spread counts as `...`.
   * Unlike `builderKeys`, keys of other objects in the function (request options) are not in it.
   * Absent for assignments and when the front end does not tell.
   */
  literalKeys?: string[];
  /**
   * For a record a function returns (a helper's `return { changes, lastID }`): the tools (ids) whose results
   * get this field, found by following the function's callers — a caller that drops the value, reads only other
   * keys of it, or uses the field only in a check that ends in an error puts it in no result. Absent when the
   * front end did not follow the record (built where it is returned to the tool, or a caller it cannot follow).
   */
  shownIn?: string[];
  /**
   * The tools (ids) whose handler itself builds the record, when other tools reach the builder too (a tool
   * function another tool calls): their results show the field as built; through the others it may only be
   * used on the way (matched, checked). Absent when every tool reaching it builds it, or the front end does not tell.
   */
  returnedBy?: string[];
}

/**
 * A value of an answer read with a fallback for when it is missing:
 * - `default`: a default operator (`x ?? []`, `x || null`, `x or []`, `d.get("k", [])`);
 * - `type-test`: a shape or presence test that picks the fallback (`Array.isArray(x) ? x : []`,
 *   `total ? Number(total) : items.length`);
 * - `destructuring`: a default in a destructuring pattern (`const { items = [] } = data`);
 * - `absence-test`: one branch for "missing" and "empty" alike, returning `fallback`
 *   (`if (!body?.results || body.results.length === 0) return "No results"`).
 * The read's origins are those of the value that may be missing.
 */
export interface FallbackUse {
  kind: "fallback";
  form: "default" | "type-test" | "destructuring" | "absence-test";
  fallback: ResponseFallback;
  /** The value that may be missing is a key read (`e.definition`, `e["x"]`), not a computation. */
  lookup: boolean;
  /** Set when the result is written to a record field. */
  record?: ResponseRecordField;
  /** The value is only logged (a log call, or a variable used only in log calls). */
  loggedOnly: boolean;
  /**
   * An earlier check in the same function fails loudly (throws, returns an error) on the same path,
   * or validates the answer it hangs off, so the fallback cannot apply; or, for a value read from a
   * parameter, every caller that passes an upstream answer in tested the same path before the call
   * and left. Absent when not determined (destructuring).
   */
  checkedEarlier?: boolean;
  /** The entries without the value were filtered out before this read (`rows.filter(r => r.x).map(r => r.x || "")`). */
  filteredEarlier: boolean;
  /** The declared type of the value the key is read from, when the front end knows it. */
  declared?: DeclaredKeys;
  /**
   * The value (and what the function computes from it) reaches no successful result: only conditions
   * of branches that end in an error result or fall through, the text of error results, and logs
   * (a best-effort pre-check before a mutation). Set only when true.
   */
  errorsOnly?: boolean;
  /**
   * What the tool decides with the defaulted value of an entry's field (rule 6: "a default on a field
   * the code filters, matches, counts or keys on"): `filter` — it is the predicate of a filter (`find`,
   * `some`…); `match` — it is compared or searched (`===`, `.includes(q)`, `.startsWith`); `sort` — a
   * comparator orders by it; `key` — entries are grouped or indexed by it (`map.set(k, …)`, `acc[k]`).
   * Absent when the value is only shown.
   */
  decides?: "filter" | "match" | "sort" | "key";
  /**
   * A `type-test` whose condition is a presence test of the kept value (`x !== undefined ? x : null`,
   * `x != null ? f(x) : "n/a"`, `typeof x !== "undefined" ? …`): the same meaning as `x ?? null`.
   * Absent for shape tests (`Array.isArray(x) ? x : []`) and for `x === null ? null : f(x)`. Set only when true.
   */
  presence?: true;
}

/**
 * A key read from a value of an answer (`r.Anzahl`, `r["Gemeinde-Nr."]`, `const { next } = body`,
 * `res.headers.get("Link")`). The read's origins are those of the value the key is read *from*.
 */
export interface KeyReadUse {
  kind: "key";
  /** The key as written (for headers: lower case). Numeric indexes appear as their digits. */
  key: string;
  form: "member" | "destructuring" | "header";
  /** The read is the target of an assignment (`row.x = …`). */
  write: boolean;
  /**
   * For keys read from an envelope or from headers: what happens to the value read — it reaches the
   * tool result (returned, put in an object), drives a loop (paging), or goes nowhere (ignored,
   * compared, logged).
   */
  fate?: "result" | "loop" | "dropped";
  /** For member reads of an envelope: the declared type of the value the key is read from, when known. */
  declared?: DeclaredKeys;
  /**
   * The server chose the key itself: `built-map` — the value read from is a map the code built with
   * values as keys (`Object.fromEntries(rows.map((r) => [r.name, r.value]))`, a dict comprehension);
   * `request` — the request the server sent names the key (its SQL select list or alias, a field list
   * it asks for, its GraphQL selection). `location` is where the map or the naming text stands.
   */
  ownKey?: { how: "built-map" | "request"; location: SourceLocation };
}

/**
 * One value read under several keys of one object, tried in source order: guessed spellings of one key
 * (`e.egrid ?? e.EGRID`), or a fallback from one key to another (`e.name ?? e.title`); the rule tells them apart.
 */
export interface KeyAlternativesUse {
  kind: "key-alternatives";
  keys: string[];
}

/** Keys of rows rewritten to one case (`Object.fromEntries(… k.toLowerCase() …)`, a header transform). */
export interface KeyNormalisationUse {
  kind: "key-normalisation";
  case: "lower" | "upper";
  /** The normalising code looks up the new key and fails when two keys collide. */
  collisionCheck: boolean;
}

/**
 * A conversion of a value of an answer to a number:
 * - `conversion`: `whole` when the whole text must be a number (`Number(x)`, `+x`, `float(x)`), and
 *   `leading-digits` when a number prefix is taken (`parseInt`, `parseFloat`: "1 bis 5" is 1);
 * - `zero`: where a missing or non-number value silently becomes 0 — `after` the conversion
 *   (`Number(x) || 0`), `inside` it (`Number(x || 0)`), or in a project `helper` that returns 0 for
 *   missing input (`num(x)` with `return Number.isFinite(n) ? n : 0`); absent when no zero fallback;
 * - `guarded`: a condition around it inspects the same text first (`/^\d+$/.test(s) ? Number(s) : …`).
 * The read's origins are those of the converted value.
 */
export interface NumberParseUse {
  kind: "number-parse";
  conversion: "whole" | "leading-digits";
  zero?: "after" | "inside" | "helper";
  guarded: boolean;
  /** For `zero: "helper"`: where the helper is declared. */
  helper?: SourceLocation;
  /** The parsed number is added into an aggregate (a sum, a count, an average) on the way to the result. */
  aggregated?: boolean;
  /** Set when the result is written to a record field (`totalTokens: num(x)`). */
  record?: ResponseRecordField;
  /**
   * The number is used only to test equality with another value (`Number(r.day) === day`,
   * `int(r.get("day", 0)) == day`): a filter against the caller's value, never summed, ranked or
   * shown. A cell that holds no number becomes a value that matches nothing. Set only when true.
   */
  comparedOnly?: boolean;
  /**
   * The conversion stands in a `try` whose handler for a failed conversion puts 0 in its place
   * (`except ValueError: n = 0`): text that holds no number becomes 0 too, it does not raise. Set only when true.
   */
  caughtAsZero?: true;
}

/**
 * A not-a-number test on a value of an answer and what it does with such a value: makes it 0
 * (`isNaN(n) ? 0 : n`) or drops it (a filter, `continue`, leaving a reduce's accumulator as it is).
 */
export interface NanTestUse {
  kind: "nan-test";
  outcome: "zero" | "drop";
  form: "conditional" | "branch" | "filter";
  /** The function (or the branch) counts what it left out, or returns such a count. */
  excludedCount: boolean;
  /**
   * The tested value is a conversion of text (`Number(r.x)`, or a variable holding one): a value
   * that may hold no number. Absent for values tested as the answer typed them.
   */
  converted?: boolean;
}

/** A schema validation of an answer whose failure returns an empty result instead of an error. */
export interface FailedValidationUse {
  kind: "failed-validation";
  /** The validating call as written (`Schema.safeParse`). */
  validator: string;
}

/** The whole answer reaches the tool result: as a property value, spread into it, or serialised (`JSON.stringify`). */
export interface WholeAnswerUse {
  kind: "whole-answer";
  how: "property" | "spread" | "serialised";
}

export type ResponseUse =
  | FallbackUse
  | KeyReadUse
  | KeyAlternativesUse
  | KeyNormalisationUse
  | NumberParseUse
  | NanTestUse
  | FailedValidationUse
  | WholeAnswerUse;

/**
 * One use of a value of an upstream answer in code a tool reaches, with where the value came from.
 * Each origin carries the level (envelope, entry, field…), key path, parse kind, whether the rows are
 * a table and were normalised, the upstream call and the code flow; `use` says what the code does
 * with the value (a fallback and its shape, a key read, a number conversion…).
 */
export interface ResponseRead {
  /** Where the use stands (the default expression, the conversion, the key read…). */
  location: SourceLocation;
  /** The code of the use as written (for messages). */
  code: string;
  /** Tools whose handler reaches this code (tool ids), ordered by tool name then id. */
  tools: string[];
  /** Where the value came from, most direct first (at most 8). */
  origins: ResponseOrigin[];
  use: ResponseUse;
}

// ---------------------------------------------------------------------------------------------
// Tests: what the server's own test suite asserts, which answers its mocks give and which
// recordings it loads (rule 5, tests half). A front end recognises its test frameworks' spellings
// (`expect(x).toContain(…)`, `assert "x" in y`, `vi.fn().mockResolvedValue(…)`, respx routes) and
// records them here; the analyzer decides which of them cannot fail.
// ---------------------------------------------------------------------------------------------

/** How an assertion compares: part of a text, a prefix or suffix, a pattern, the whole value, or a stored snapshot. */
export type TestMatcherKind = "substring" | "prefix" | "suffix" | "pattern" | "exact" | "snapshot";

/** One check in a test that compares a value against an expectation. */
export interface TestAssertion {
  location: SourceLocation;
  /** The check as written, on one line, shortened (for messages). */
  code: string;
  /** The title of the test it stands in, when it stands in one. */
  test?: string;
  matcher: TestMatcherKind;
  /**
   * How it is written: a matcher chain (`expect(x).toContain(…)`, chai `to.include`), a text method
   * inside an assertion (`assert.ok(x.startsWith(…))`), an asymmetric matcher under a key
   * (`{ status: expect.stringContaining(…) }`), a membership test (`assert "x" in y`), or an
   * equality (`==`, `toBe`, `assert.equal`).
   */
  form: "matcher" | "text-method" | "asymmetric" | "membership" | "equality";
  /**
   * What is checked: a named field of a value (`result.status`, `r["match_type"]`, the key of an
   * asymmetric matcher), a field of a caught error (`err.message`, `(e as Error).message`), or a whole
   * value (`result`).
   */
  subject: { kind: "field" | "error-field" | "value"; field?: string; text: string };
  /** The expected text when it is a string literal (a regular expression is not one). */
  expected?: string;
  negated: boolean;
  /** The check is on a rejected promise's error (`await expect(p).rejects.toMatchObject(…)`). */
  onRejection: boolean;
  /**
   * For a substring check: the expected text is the value the test hands one argument of a call it
   * makes (`lookback="5m"`) and also stands inside the value it hands another argument of that call
   * (`query="rate(x[5m])"`), so the check passes whether or not the first argument reaches the result.
   * `location` is the other argument. Absent otherwise.
   */
  alsoIn?: { argument: string; other: string; location: SourceLocation };
}

/** An upstream mock's answer set up in a test (or once for a file): a network stub, a mocked client, a respx route. */
export interface TestMockAnswer {
  location: SourceLocation;
  /** The answer as written, whitespace removed (two mocks with equal text give one order). */
  text: string;
  /** The answer holds a list (one fixed order of entries). */
  list: boolean;
  /** The answer is table text (CSV/TSV rows), directly or through a fixture. */
  tabular: boolean;
  /** Set up outside any test, for every test in the file. */
  fileLevel: boolean;
}

/** One test (`it`/`test` block, a pytest `test_…` function). */
export interface TestCase {
  location: SourceLocation;
  title: string;
  /** Mock answers this test sees (its own and the file's), in source order. */
  mockAnswers: TestMockAnswer[];
  /** It asserts positions: a list compared whole (`toEqual([…])`, `== [...]`) or an element by index (`[0]`). */
  positional: boolean;
  /** It reorders an input itself (`reverse()`, a shuffle, `reversed(…)`). */
  reorders: boolean;
  /**
   * How the order of the data the test builds for its mock compares with the order it expects, when
   * the expected values can be found in that data: `same` (the mock already answers in the expected
   * order, so the test cannot fail on order) or `differs` (the order is the server's). Absent when the
   * expected values are not visible in the data (generated by a loop, built by a helper).
   */
  mockOrder?: "same" | "differs";
  /** It asserts that the request carried the sort (`toHaveBeenCalledWith(…, { sort: … })`): the hand-off is tested. */
  sortHandedOn?: true;
  /** How many checks it makes (`assert` statements, `expect(…)` chains, `assert.*` calls), recorded or not. */
  checks: number;
}

/**
 * Data a test uses as an upstream answer or might be one: a fixture file it loads, table or JSON
 * text written inline, or an object literal bound to a name.
 */
export interface TestFixture {
  location: SourceLocation;
  test?: string;
  /** The name it is bound to (a variable), or the file's path for an unnamed load. */
  name: string;
  kind: "file" | "csv-text" | "json-text" | "markup-text" | "literal";
  /** For files: the path relative to the root. */
  file?: string;
  /** For literals: how many key-value pairs it holds (a large one is likely pasted from an answer). */
  size?: number;
  /** A comment, the file's head, a sidecar or a provenance document says where and when it was recorded. */
  provenance: boolean;
  /** It holds values a person types into a hand-written mock (example hosts, foo/bar, counting ids). */
  placeholders: boolean;
  /** A comment beside it (or the file's head) says it is hand-built, not recorded ("synthetic", "hand-written", "erfunden"). */
  handBuilt?: boolean;
  /** A comment stands beside it, saying neither of those (what it contains, what the case is for). */
  commented?: true;
  /**
   * How the test uses it, when that was seen: as a mock's answer, as the expected value of an
   * assertion (`toEqual(X)`, `== X`), or neither.
   */
  use: "mock-answer" | "expected" | "other";
}

export interface TestSuite {
  /** Test files read, relative to the root, sorted. */
  files: string[];
  /** Test files that import server code which calls the upstream, sorted. */
  reachingUpstream: string[];
  /** Of those, the ones that mock no network, sorted. */
  unmocked: string[];
  cases: TestCase[];
  assertions: TestAssertion[];
  fixtures: TestFixture[];
}

/**
 * One in-process sort in code a tool reaches (`sorted(rows, key=lambda r: r["score"])`,
 * `hits.sort(key=…, reverse=True)`), with what the order depends on and where the output goes.
 */
export interface SortSite {
  location: SourceLocation;
  /** The sort as written, on one line, shortened (for messages). */
  code: string;
  /** Tools whose handler reaches it (tool ids), in model order. */
  tools: string[];
  /**
   * The keys it orders by, most significant first, each as the key path read from one entry
   * (`score`, `stats.score`); one list per order the code can apply (a branch on the caller's choice).
   * Empty when a key is not a plain read of the entry (a computation, a call the front end could not follow).
   */
  orders: string[][];
  /**
   * What happens to the output: `paged` when a page is cut from it at an offset, `cut` when its first
   * entries are kept (a top-N slice `[:n]`), `returned` when it (or text built from it, `"\n".join(…)`)
   * leaves the function through a return whole.
   */
  output: "paged" | "cut" | "returned";
  /**
   * Where entries get the order they have before the sort, when the code does not fix it: a directory
   * listing (`os.listdir`, `glob`), or a merge of several answers (parallel requests, a fan-out, nested
   * loops filling one list). Absent otherwise.
   */
  inputOrder?: "listing" | "merged";
  /** Keys that look unique per entry (`id`, `url`, `name`…) the code around the sort reads from the entries, in preference order. */
  entryKeys: string[];
  /**
   * The function that sorts sends an upstream request itself or calls a function that does: its
   * entries (and a score among them) came from an answer, not from a computation of the code's own.
   */
  fromUpstream: boolean;
  /**
   * For output `returned`: where code of the same tool later cuts the returned list (a caller slices
   * what the sorting function returned, `ranked[:top]`), how, and the first tool (in model order) whose
   * code does. Absent when nothing cuts it.
   */
  laterCut?: { tool: string; output: "paged" | "cut"; location: SourceLocation };
}

// ---------------------------------------------------------------------------------------------
// Facts for rules 8, 10 and 7 (registry half) that used to read TypeScript syntax directly.
// ---------------------------------------------------------------------------------------------

/** How a cache lifetime is written: the number where it is used, a named constant, a fallback, a default, or a computation. */
export type LifetimeDerivation =
  | "literal" // the number stands where it is used (`ttl: 86_400_000`, `ttl_ms=300_000`)
  | "constant" // a named constant (`ttlMs: ONE_HOUR`)
  | "env-fallback" // a setting read from the environment with a constant fallback (`envInt("TTL", 86_400_000)`)
  | "constructor-default" // a field set in the constructor from a default (`this.ttl`, `self._ttl = ttl` with `ttl=3600`)
  | "computed"; // anything else: from response headers, a cadence, a cap — not a fixed number

/** A cache lifetime, or scope, the server sets. */
export interface CacheSetting {
  /** A tool result's own setting, a hint for a protocol method (`tools/list`), or an in-process cache of data. */
  on: "result" | "method" | "in-process";
  /** For `method`: the protocol method the hint is for, as written (`tools/list`, `resources/read`). */
  method?: string;
  /** For `in-process`: how entries expire — a cache constructor's option, a timer that deletes the entry, an age check. */
  expiry?: "option" | "timer" | "age-check";
  /** The construct, as a reader recognises it (`new LRUCache({ ttl })`, `TTLCache(ttl=…)`, `setTimeout`). */
  code: string;
  /** Tools whose handler reaches the setting (for in-process caches: a use of the cache), ids in model order. */
  tools: string[];
  lifetime?: {
    location: SourceLocation;
    derivation: LifetimeDerivation;
    /** In milliseconds, when it folds to a number (every derivation but `computed`). */
    ms?: number;
    /** The unit the source counts in. */
    unit: "ms" | "s";
    /** Where the number is written when it comes from a named constant. */
    constant?: SourceLocation;
    /** Comment text a reader sees beside the use and beside the number (a publication cadence may be named there). */
    comments: string;
  };
  /** The scope, when it is a string constant. */
  scope?: { value: string; location: SourceLocation };
  /** For each tool whose upstream request carries credentials of the caller (an argument, per-session config): where. */
  callerCredentials?: { tool: string; location: SourceLocation; what: string }[];
  /**
   * For `in-process`: upstream calls whose answers are stored in the cache (run by a function that
   * stores into it), sorted. A cache no tool is seen to reach still holds upstream data when set.
   */
  fedBy?: string[];
  /**
   * For `in-process`: what the cache holds — `entries` stored per key (answers to separate requests,
   * a page per URL), or one `snapshot` of a whole listing refreshed at once (a catalogue held in a
   * module or instance variable with its timestamp).
   */
  holds?: "entries" | "snapshot";
}

/** A result key offering other terms, whose value comes from the answer of an upstream call. */
export interface SuggestionSource {
  tool: string;
  /** The result key (`suggestions`, `did_you_mean`). */
  key: string;
  location: SourceLocation;
  /** The upstream call the offered value came from. */
  upstreamCall: string;
  /** Upstream call → … → the value offered (for codeFlows). */
  steps: FlowStep[];
}

/** Where a published list takes an order that nothing defines. */
export interface OrderSource {
  /**
   * The tool list (a ListTools result, a registration loop), the prompt list (prompts registered in a loop),
   * or a result list filled as parallel requests complete.
   */
  list: "tools" | "result" | "prompts";
  /** Where the order becomes the published one (the loop's collection, the `tools` value, the push). */
  location: SourceLocation;
  /** How the list is published, for messages ("tools are registered in the order of"). */
  how: string;
  /**
   * What the order comes from: a Set filled from several places, a set iterated in hash order (Python
   * strings), a directory listing, a map merged from several modules, completion order.
   */
  origin: "set" | "hashed-set" | "directory" | "merged-modules" | "completion";
  /** The origin as a reader recognises it (`a directory listing (readdirSync)`). */
  what: string;
  originLocation: SourceLocation;
  /** For `result`: the list's name and where it is handed on. */
  target?: string;
  handedOn?: SourceLocation;
  /** Tools whose handler reaches the place (ids), for `result`. */
  tools: string[];
}

/** An order sent upstream on a request that pages or cuts its answer. */
export interface UpstreamOrder {
  /** Where the order value is written: the request key's value, the helper's argument, the query clause. */
  location: SourceLocation;
  /** The order as written, on one line, shortened (for messages). */
  code: string;
  /** The keys it orders by, most significant first, as written (`date`, `file.mtime`); directions dropped. */
  keys: string[];
  /** How the request limits the answer: `paged` (an offset or page beside the order) or `cut` (only a size or limit). */
  paging: "paged" | "cut";
  /** Where the offset, page or limit is written. */
  pagingAt: SourceLocation;
  /** Tools whose handler reaches it (tool ids), in model order. */
  tools: string[];
  /** An upstream call the first tool reaches (UpstreamCall.id). */
  upstreamCall: string;
  /**
   * The order is the caller's choice among the values a tool argument allows (`sort: z.enum(["year",
   * "title"])` sent as the request's order): the argument, and the values whose last key is not unique.
   */
  chosenBy?: { param: string; values: string[] /** A free-text argument: any key the caller names. */; free?: boolean };
}
