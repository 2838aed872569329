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
  | "class-based"; // classes carrying name/schema/execute

export const REGISTRATION_STYLES: readonly RegistrationStyle[] = [
  "mcp-server-tool",
  "mcp-server-register-tool",
  "add-tool",
  "list-tools-handler",
  "definition-loop",
  "wrapper-helper",
  "class-based",
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
}

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
  /** Conditions on the way to it, outermost first (`entries.length === 0`, `!(res.ok)`, `catch (err)`, `case "search"`). */
  conditions: string[];
  /** Keys of the returned payload (the object, its structuredContent, or a JSON object put into its text), sorted. */
  fields: string[];
  /** The result text when it is built from constants (placeholders as `${…}`). */
  text?: string;
  /** Whether the result gives the caller a next step: a hint/suggestions field or an instruction in its text. "unknown" when the text could not be read. */
  nextStep: "yes" | "no" | "unknown";
  /** A next-step field (`hint`, `suggestions`, …) whose value is one string constant, with no value from the request in it. */
  constantHint?: { field: string; location: SourceLocation };
  /** Names of the values the payload mentions (identifiers and property names read in values and text placeholders), sorted. */
  mentions: string[];
  /** A field that echoes the request (`request`, `query`, `searched`, `params`…), when there is one. */
  echoField?: string;
  /** Credentials the payload carries (an API key, token, `Authorization`, headers), each with where it stands. */
  credentials?: { name: string; location: SourceLocation }[];
  /** For returns in a failure handler of an upstream request. */
  failure?: { kind: "catch" | "status"; location: SourceLocation; upstreamCalls: string[] };
  /** Upstream calls that run before this return on its path (ids), sorted. */
  upstreamBefore: string[];
  /** Calls into helpers followed to get here, outermost first. */
  via?: SourceLocation[];
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
  | "urllib";

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
  /** Rules whose analyzer threw: the run fails (exit 3) and keeps the message and stack. */
  rulesFailed: { ruleId: string; message: string; stack?: string }[];
  /** Free-form facts analyzers add (spec revision, test inventory…), rendered in order. */
  facts: { label: string; value: string }[];
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
  /** For guarded writes: where the write stands and the condition that guards it. */
  guard?: { location: SourceLocation; condition: string };
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
  emptyPath?: { location: SourceLocation; condition: string };
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
}

/** Text the model reads: tool and parameter descriptions, and strings a handler can return. */
export interface ModelText {
  tool: string;
  kind: "tool-description" | "parameter-description" | "result-text";
  /** For parameter descriptions. */
  param?: string;
  text: string;
  location: SourceLocation;
  /** For text concatenated from several literals: where each literal's part starts in `text`. */
  segments?: { offset: number; location: SourceLocation }[];
}

export interface ServerModel {
  root: string;
  tools: ToolModel[];
  upstreamCalls: UpstreamCall[];
  flows: ParamFlow[];
  texts: ModelText[];
  /** Restricting literals sent on every call (rule 1's unconditional narrowing), sorted. */
  fixedValues?: FixedRequestValue[];
}
