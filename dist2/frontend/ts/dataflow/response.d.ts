/**
 * Response-side dataflow: where a value the server holds came from an upstream answer.
 *
 * The request side (src/dataflow/engine.ts) walks forward from tool arguments. Rules about what
 * the server *reads back* ask the opposite question about one expression at a time — "is this
 * `x` in `x ?? []` the envelope of a parsed upstream answer?" — so this module resolves
 * expressions backwards, on demand: through variables, destructuring, `for … of`, array
 * callbacks, helpers that return the parsed value and helpers that receive it as a parameter
 * (across files), to a parse of an upstream answer: `res.json()`, `JSON.parse(text)`, axios
 * `response.data`, got/ky `.json()`, superagent `.body`, CSV parses (csv-parse, papaparse, d3-dsv,
 * SheetJS, a hand split of lines), XML parses (fast-xml-parser, xml2js) and SDK client results.
 *
 * Every origin carries a *level*: `http` (the response object), `headers`, `text` (the raw body),
 * `envelope` (the parsed answer and anything read from it by key, before iteration), `entry` (an
 * element of a collection in it) and `field` (a value read from an entry). Rules tell the envelope
 * of an answer from an optional field of one entry by this level.
 */
import { type Selection } from "../../../model/graphql.js";
import type { FlowStep } from "../../../model/types.js";
import type { TsFrontendData } from "../index.js";
import { type CallExpression, Node, SyntaxKind } from "../morph.js";
export type Level = "http" | "headers" | "text" | "envelope" | "entry" | "field";
export type ParseKind = "json" | "csv" | "xml" | "sdk" | "lines";
export interface ParseSource {
    /** The expression that parses (or, for SDK clients and axios, the upstream call itself). */
    node: Node;
    kind: ParseKind;
    /** The upstream call the answer came from, when it could be traced. */
    upstreamCall?: string;
}
export interface Origin {
    source: ParseSource;
    level: Level;
    /** Keys read since the parse (the envelope path for `envelope`, the field path for `field`). */
    path: string[];
    /** Rows of a table (CSV parse, hand-split lines): column names are labels, not API identifiers. */
    tabular: boolean;
    /** Set when the row's keys were normalised to one case. */
    normalised?: "lower" | "upper";
    /** The schema parse (`Schema.parse(body)`) the value passed on the way: its shape was checked there. */
    schemaChecked?: Node;
    /** The push into a local list (`all.push(...page.rows)`) the value was collected by on the way. */
    accumulated?: Node;
    /**
     * The request sent a GraphQL document: its selection (where the document stands), or, inside a
     * helper that sends the document it receives, which parameter holds it (resolved at the helper's call).
     */
    graphql?: {
        selection: Selection;
        at: Node;
    } | {
        param: {
            fn: Node;
            index: number;
        };
    };
    steps: FlowStep[];
    /** The value was given a default by the server on the way (`{ results: data.results || [] }`): where. */
    defaulted?: Node;
}
export declare class ResponseFlow {
    private readonly ts;
    private readonly toolNames;
    private memo;
    private pushMemo;
    private inProgress;
    private siteByCall;
    private callsByName?;
    private imports;
    private readonly projectFiles;
    private toolsByFunction?;
    /** Bounds this analysis hit, each a reason a finding may be missing. */
    readonly limits: Set<string>;
    /** Limits already shown in the coverage summary. */
    readonly limitsShown: Set<string>;
    constructor(ts: TsFrontendData, toolNames: Map<string, string>);
    /**
     * Functions each tool reaches: the handler's call graph (front end), widened by functions its
     * code names without calling them (`entries.map(mapEntry)`, `.then(parse)`, `{ plain: find }[mode]`),
     * which the call graph does not follow.
     */
    private reach;
    private readonly named;
    /**
     * The project functions a function names in value positions, in document order: read once per
     * function, whichever tools reach it (a dispatch of N tools in one handler reaches it N times).
     */
    private namedFunctions;
    /** Tool ids whose handler reaches the code around `node`, sorted by tool name. */
    private readonly branchSets;
    private otherBranchesOf;
    toolsAt(node: Node): string[];
    /** Every node of one syntax kind in code some tool reaches, in file order, once each. */
    reachedNodes<K extends SyntaxKind>(kind: K): Node[];
    toolName(id: string): string;
    /** Where the value of `expr` came from, when it came from an upstream answer. */
    origins(expr: Node): Origin[];
    private compute;
    private fromSite;
    /** A new parse of an upstream answer (or of a table/XML text of unknown provenance). */
    private parsed;
    /**
     * The value under `key` of `expr`. Where `expr` is (or a helper returns) an object literal the
     * server built — `return { items: body.items, total }` — the key's own initialiser is followed.
     */
    private keyOf;
    /** Object literals an expression evaluates to: itself, a `const` initialiser, or what a project helper returns. */
    private literalFor;
    private readKey;
    /** `.body` of a response: superagent parses it; got/undici keep it raw (parsed later by `.json()` or JSON.parse). */
    private bodyOf;
    /** One element of a collection. */
    private element;
    private ofIdentifier;
    /** Later assignments `x = …` to a `let` in the function that declares it. */
    private assignments;
    private writes;
    /**
     * The plain assignments `x = …` and the calls `x.push(…)` / `x.unshift(…)` in a scope, by the name
     * written to, in document order: read once per scope (a file's top level is a scope too), not once
     * per variable asked about. Compiler nodes are tested first; only the matches are wrapped.
     */
    private writesIn;
    /**
     * What a local list collects: `all.push(...page.rows)` adds the rows of a page (same level),
     * `all.push(row)` one entry (the list is then a collection of entries).
     */
    private pushes;
    /** Origins of the value a destructuring pattern takes apart. */
    private ofPattern;
    /** The value an object destructuring pattern takes apart (`data` in `const { items } = data`). */
    patternValue(be: Node): Origin[];
    /** A destructured name: the key it reads from the value its pattern takes apart. */
    ofBinding(be: Node): Origin[];
    private ofParameter;
    private callbackParam;
    /** The calls of a project function by name (not the places it is passed as a callback). */
    callersOf(fn: Node): CallExpression[];
    private callSitesOf;
    private ofCall;
    private method;
    private callbackReturns;
    private thenResult;
    /** csv-parse, papaparse, d3-dsv, SheetJS, fast-xml-parser, xml2js: a parse of table or XML text. */
    private libraryParse;
    private importsOf;
    /** A row rebuilt with every key lower- (or upper-) cased: `Object.fromEntries(… k.toLowerCase() …)`. */
    private normalisedBy;
}
export interface KeyNormalisation {
    case: "lower" | "upper";
    /** The `toLowerCase()` call applied to the key. */
    at: Node;
}
/**
 * Whether an expression rebuilds keys in one case: the first element of the pairs handed to
 * `Object.fromEntries` (or the computed key of a reducer) is `k.toLowerCase()` / `k.toUpperCase()`.
 */
export declare function keyNormalisation(expr: Node): KeyNormalisation | undefined;
/**
 * A CSV parser option that rewrites header names: papaparse `transformHeader: (h) => h.toLowerCase()`,
 * csv-parse `columns: (header) => header.map((h) => h.toLowerCase())`.
 */
export declare function headerNormalisation(options: Node | undefined): (KeyNormalisation & {
    fn: Node;
}) | undefined;
/** One `ResponseFlow` per audit, shared by the rules that read it. */
export declare function responseFlow(ts: TsFrontendData, tools: {
    id: string;
    name: string;
}[]): ResponseFlow;
