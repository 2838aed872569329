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

import type { ts } from "ts-morph";
import { httpLibrary } from "../../../model/client-libraries.js";
import { parseGraphqlSelection, type Selection } from "../../../model/graphql.js";
import { cmp } from "../../../model/location.js";
import type { FlowStep } from "../../../model/types.js";
import type { TsFrontendData } from "../index.js";
import {
  type AwaitExpression,
  type BinaryExpression,
  type CallExpression,
  type NewExpression,
  Node,
  type PropertyAccessExpression,
  type SourceFile,
  SyntaxKind,
  type VariableDeclaration,
} from "../morph.js";
import { constString } from "../syntax/const-eval.js";
import { locOf, sortedByDocumentOrder } from "../syntax/location.js";
import { compilerDescendantsOfKind, descendantsOfKind, wrap } from "../syntax/node-index.js";
import {
  assignmentsTo,
  declarationsOf,
  functionOf,
  functionsOf,
  initializerOf,
  isFunctionLike,
  returnedExpressions,
  unwrap,
} from "../syntax/resolve.js";

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
  graphql?: { selection: Selection; at: Node } | { param: { fn: Node; index: number } };
  steps: FlowStep[];
  /** The value was given a default by the server on the way (`{ results: data.results || [] }`): where. */
  defaulted?: Node;
}

const MAX_ORIGINS = 8;
const MAX_STEPS = 24;

/** Methods whose callback's first parameter is one element of the receiver. */
const ELEMENT_CALLBACK = new Set([
  "map",
  "flatMap",
  "forEach",
  "filter",
  "find",
  "findLast",
  "findIndex",
  "some",
  "every",
  "sort",
  "toSorted",
]);
/** Methods that return a collection of the receiver's elements (same level as the receiver). */
const SAME_COLLECTION = new Set([
  "filter",
  "slice",
  "sort",
  "toSorted",
  "reverse",
  "toReversed",
  "concat",
  "flat",
  "splice",
  "values",
  "map",
  "flatMap",
]);
/** Methods that return one element of the receiver. */
const ONE_ELEMENT = new Set(["find", "findLast", "at", "pop", "shift"]);
/** String methods that keep the value what it was (a trimmed cell is still the cell). */
const STRING_SAME = new Set([
  "trim",
  "trimStart",
  "trimEnd",
  "toLowerCase",
  "toUpperCase",
  "toLocaleLowerCase",
  "toLocaleUpperCase",
  "replace",
  "replaceAll",
  "normalize",
  "toString",
  "valueOf",
  "padStart",
  "padEnd",
  "substring",
  "substr",
  "slice",
]);
/** Builtins whose result is their argument, converted. */
const CONVERT = new Set([
  "Number",
  "parseInt",
  "parseFloat",
  "String",
  "decodeURIComponent",
  "structuredClone",
  "Number.parseInt",
  "Number.parseFloat",
]);

/**
 * Where a name stands for a value that may be a function handed on: `map(f)`, `{ plain: f }`, `[f]`, `= f`,
 * `return f`. Read on compiler nodes (`d` is a child of `p`): the reach walks every identifier of every
 * reached function.
 */
function valuePosition(p: ts.Node, d: ts.Node): boolean {
  switch (p.kind) {
    case SyntaxKind.CallExpression:
    case SyntaxKind.NewExpression:
      return (p as ts.CallExpression | ts.NewExpression).expression !== d;
    case SyntaxKind.PropertyAssignment:
      return (p as ts.PropertyAssignment).initializer === d;
    case SyntaxKind.VariableDeclaration:
      return (p as ts.VariableDeclaration).initializer === d;
    case SyntaxKind.ShorthandPropertyAssignment:
    case SyntaxKind.ArrayLiteralExpression:
    case SyntaxKind.ReturnStatement:
    case SyntaxKind.ConditionalExpression:
    case SyntaxKind.ArrowFunction:
      return true;
    case SyntaxKind.BinaryExpression:
      return (p as ts.BinaryExpression).right === d;
    default:
      return false;
  }
}

const CSV_MODULES =
  /^(csv-parse(\/sync|\/browser\/esm(\/sync)?)?|papaparse|d3-dsv|d3|xlsx|csv-parser|neat-csv|csvtojson|fast-csv|@fast-csv\/parse)$/;
const XML_MODULES = /^(fast-xml-parser|xml2js|xml-js|@xmldom\/xmldom|txml)$/;

interface ImportInfo {
  module: string;
  imported: string;
}

export class ResponseFlow {
  private memo = new Map<Node, Origin[]>();
  private pushMemo = new Map<Node, Origin[]>();
  private inProgress = new Set<Node>();
  private siteByCall = new Map<Node, { id: string; client: string }>();
  private callsByName?: Map<string, CallExpression[]>;
  private imports = new Map<SourceFile, Map<string, ImportInfo>>();
  private readonly projectFiles: Set<SourceFile>;
  private toolsByFunction?: Map<Node, Set<string>>;
  /** Bounds this analysis hit, each a reason a finding may be missing. */
  readonly limits = new Set<string>();
  /** Limits already shown in the coverage summary. */
  readonly limitsShown = new Set<string>();

  constructor(
    private readonly ts: TsFrontendData,
    private readonly toolNames: Map<string, string>,
  ) {
    for (const [id, s] of ts.upstreamSites) this.siteByCall.set(s.call, { id, client: s.client });
    this.projectFiles = new Set(ts.loaded.sourceFiles);
  }

  // ---------------------------------------------------------------- reach

  /**
   * Functions each tool reaches: the handler's call graph (front end), widened by functions its
   * code names without calling them (`entries.map(mapEntry)`, `.then(parse)`, `{ plain: find }[mode]`),
   * which the call graph does not follow.
   */
  private reach(): Map<Node, Set<string>> {
    if (this.toolsByFunction) return this.toolsByFunction;
    const out = new Map<Node, Set<string>>();
    for (const [tool, fns] of this.ts.reachedFunctions) {
      const seen = new Set<Node>(fns);
      const queue = [...fns];
      while (queue.length) {
        if (seen.size >= 600) {
          this.limits.add(
            `response flow: more than 600 functions reached from tool ${this.toolNames.get(tool) ?? tool}; the rest not followed`,
          );
          break;
        }
        const fn = queue.shift()!;
        for (const f of this.namedFunctions(fn)) {
          if (!seen.has(f)) {
            seen.add(f);
            queue.push(f);
          }
        }
      }
      for (const fn of seen) {
        if (!out.has(fn)) out.set(fn, new Set());
        out.get(fn)!.add(tool);
      }
    }
    this.toolsByFunction = out;
    return out;
  }

  private readonly named = new Map<Node, Node[]>();

  /**
   * The project functions a function names in value positions, in document order: read once per
   * function, whichever tools reach it (a dispatch of N tools in one handler reaches it N times).
   */
  private namedFunctions(fn: Node): Node[] {
    let out = this.named.get(fn);
    if (out) return out;
    out = [];
    const sf = fn.getSourceFile();
    for (const c of compilerDescendantsOfKind(fn, SyntaxKind.Identifier)) {
      // only names in value positions: callees are in the call graph already, and keys,
      // declarations and receivers never hand a function on
      if (!c.parent || !valuePosition(c.parent, c)) continue;
      const f = functionOf(wrap(sf, c));
      if (f && this.projectFiles.has(f.getSourceFile())) out.push(f);
    }
    this.named.set(fn, out);
    return out;
  }

  /** Tool ids whose handler reaches the code around `node`, sorted by tool name. */
  private readonly branchSets = new Map<string, Set<Node>>();

  private otherBranchesOf(tool: string): Set<Node> {
    let set = this.branchSets.get(tool);
    if (!set) {
      set = new Set(this.ts.entries.get(tool)?.otherBranches ?? []);
      this.branchSets.set(tool, set);
    }
    return set;
  }

  toolsAt(node: Node): string[] {
    const reach = this.reach();
    const tools = new Set<string>();
    const ancestors = node.getAncestors();
    for (const a of ancestors) for (const t of reach.get(a) ?? []) tools.add(t);
    // inside a dispatcher, a branch serves its own tool (`case "get_ci_catalog_resource": …`): a tool for
    // which an enclosing node is another tool's branch does not run this code
    for (const t of [...tools]) {
      const others = this.otherBranchesOf(t);
      if (others.size && ancestors.some((a) => others.has(a))) tools.delete(t);
    }
    return [...tools].sort((a, b) => cmp(this.toolNames.get(a) ?? a, this.toolNames.get(b) ?? b) || cmp(a, b));
  }

  private readonly reachedByKind = new Map<SyntaxKind, readonly Node[]>();

  /**
   * Every node of one syntax kind in code some tool reaches, in file order, once each. Computed once
   * per kind (the reach is fixed once built; a dozen readers ask for calls alone); the array is shared.
   */
  reachedNodes<K extends SyntaxKind>(kind: K): readonly Node[] {
    let list = this.reachedByKind.get(kind);
    if (!list) {
      const seen = new Set<Node>();
      for (const fn of this.reach().keys()) for (const d of descendantsOfKind(fn, kind)) seen.add(d);
      list = sortedByDocumentOrder(seen);
      this.reachedByKind.set(kind, list);
    }
    return list;
  }

  toolName(id: string): string {
    return this.toolNames.get(id) ?? id;
  }

  // ---------------------------------------------------------------- origins

  /** Where the value of `expr` came from, when it came from an upstream answer. */
  origins(expr: Node): Origin[] {
    const n = unwrap(expr);
    const memo = this.memo.get(n);
    if (memo) return memo;
    if (this.inProgress.has(n)) return [];
    if (this.inProgress.size > 200) {
      this.limits.add(
        `response flow: resolution deeper than 200 steps (at ${locOf(n).file}:${locOf(n).line}); origins beyond it not followed`,
      );
      return [];
    }
    this.inProgress.add(n);
    let r: Origin[];
    try {
      r = dedupe(this.compute(n));
      if (r.length === MAX_ORIGINS)
        this.limits.add(
          `response flow: ${MAX_ORIGINS} or more origins for one value (at ${locOf(n).file}:${locOf(n).line}); only ${MAX_ORIGINS} kept`,
        );
    } finally {
      this.inProgress.delete(n);
    }
    this.memo.set(n, r);
    return r;
  }

  private compute(n: Node): Origin[] {
    const site = this.siteByCall.get(n);
    if (site) return [this.fromSite(n, site)];
    if (Node.isIdentifier(n)) return this.ofIdentifier(n);
    if (Node.isPropertyAccessExpression(n)) return this.keyOf(n.getExpression(), n.getName(), n);
    if (Node.isElementAccessExpression(n)) {
      const key = constString(n.getArgumentExpression());
      if (key) return this.keyOf(n.getExpression(), key.value, n);
      const base = this.origins(n.getExpression());
      // `data[1]` of a positional answer (`[query, [suggestions]]`), read before any iteration: a part of the envelope
      const index = unwrap(n.getArgumentExpression() ?? n);
      if (Node.isNumericLiteral(index)) {
        const whole = base.filter((o) => o.level === "envelope" && !o.path.length && !o.tabular);
        const rest = base.filter((o) => !whole.includes(o));
        return [
          ...whole.map((o) => step({ ...o, path: [index.getText()] }, n, `element ${index.getText()} of the answer`)),
          ...this.element(rest, n, "an element of"),
        ];
      }
      return this.element(base, n, "an element of");
    }
    if (Node.isCallExpression(n)) return this.ofCall(n);
    if (Node.isBinaryExpression(n)) {
      const op = n.getOperatorToken().getKind();
      if (
        op === SyntaxKind.QuestionQuestionToken ||
        op === SyntaxKind.BarBarToken ||
        op === SyntaxKind.AmpersandAmpersandToken
      )
        return [...this.origins(n.getLeft()), ...this.origins(n.getRight())];
      if (op === SyntaxKind.EqualsToken) return this.origins(n.getRight());
      return [];
    }
    if (Node.isConditionalExpression(n)) return [...this.origins(n.getWhenTrue()), ...this.origins(n.getWhenFalse())];
    if (Node.isArrayLiteralExpression(n))
      return n.getElements().flatMap((e) => (Node.isSpreadElement(e) ? this.origins(e.getExpression()) : []));
    if (Node.isPrefixUnaryExpression(n) && n.getOperatorToken() === SyntaxKind.PlusToken)
      return this.origins(n.getOperand());
    // `new Map(entries.map((e) => [e.id, e]))`: an index of the answer's entries, a collection of them
    if (Node.isNewExpression(n) && n.getExpression().getText() === "Map" && n.getArguments()[0])
      return this.origins(n.getArguments()[0]!)
        .filter((o) => o.level === "envelope")
        .map((o) => step(o, n, "entries kept in a `Map`"));
    return [];
  }

  private fromSite(call: Node, site: { id: string; client: string }): Origin {
    const start: FlowStep = {
      location: locOf(call),
      message: `upstream request \`${short(unwrap((call as CallExpression).getExpression()).getText())}(…)\``,
    };
    const graphql = Node.isCallExpression(call) ? graphqlSent(call) : undefined;
    if (site.client === "sdk" || site.client === "configured")
      return {
        source: { node: call, kind: "sdk", upstreamCall: site.id },
        level: "envelope",
        path: [],
        tabular: false,
        ...(graphql ? { graphql } : {}),
        steps: [{ ...start, message: `${start.message} returns the upstream answer` }],
      };
    return {
      source: { node: call, kind: "json", upstreamCall: site.id },
      level: "http",
      path: [],
      tabular: false,
      ...(graphql ? { graphql } : {}),
      steps: [start],
    };
  }

  /** A new parse of an upstream answer (or of a table/XML text of unknown provenance). */
  private parsed(node: Node, kind: ParseKind, from: Origin[], tabular: boolean, what: string): Origin[] {
    const step: FlowStep = { location: locOf(node), message: what };
    if (!from.length) return [{ source: { node, kind }, level: "envelope", path: [], tabular, steps: [step] }];
    return from.map((o) => ({
      source: { node, kind, ...(o.source.upstreamCall ? { upstreamCall: o.source.upstreamCall } : {}) },
      level: "envelope" as Level,
      path: [],
      tabular,
      ...(o.graphql ? { graphql: o.graphql } : {}),
      steps: addStep(o.steps, step),
    }));
  }

  /**
   * The value under `key` of `expr`. Where `expr` is (or a helper returns) an object literal the
   * server built — `return { items: body.items, total }` — the key's own initialiser is followed.
   */
  private keyOf(expr: Node, key: string, at: Node, depth = 0): Origin[] {
    const u = unwrap(expr);
    if (depth < 4) {
      const literal = this.literalFor(u, depth);
      if (literal.length) {
        const fromLiterals = literal.flatMap((lit) => {
          const p = lit
            .getProperties()
            .find(
              (x) => (Node.isPropertyAssignment(x) || Node.isShorthandPropertyAssignment(x)) && x.getName() === key,
            );
          if (!p) return [];
          const v = Node.isPropertyAssignment(p)
            ? p.getInitializer()
            : Node.isShorthandPropertyAssignment(p)
              ? p.getNameNode()
              : undefined;
          // `results: data.results || []`: the server already defaulted the value it builds the object with
          const defaulted = v && defaultedHere(v) ? v : undefined;
          return v
            ? this.origins(v).map((o) => ({
                ...step(o, at, `\`${key}\` of the object built at ${locOf(lit).file}:${locOf(lit).line}`),
                ...(defaulted && !o.defaulted ? { defaulted } : {}),
              }))
            : [];
        });
        // a helper that returns a literal on one path (`return { results: [], error }`) and the parsed
        // answer on another (`return await res.json()`): the key is read from that answer too
        return [...fromLiterals, ...this.readKey(this.origins(u), key, at)];
      }
    }
    return this.readKey(this.origins(u), key, at);
  }

  /** Object literals an expression evaluates to: itself, a `const` initialiser, or what a project helper returns. */
  private literalFor(u: Node, depth: number): import("ts-morph").ObjectLiteralExpression[] {
    if (Node.isObjectLiteralExpression(u)) return [u];
    if (depth > 3) return [];
    if (Node.isIdentifier(u)) {
      const d = declarationsOf(u).find(
        (x) => Node.isVariableDeclaration(x) && this.projectFiles.has(x.getSourceFile()),
      );
      const init = d && Node.isVariableDeclaration(d) ? d.getInitializer() : undefined;
      // `let info = null; … info = JSON.parse(r.content[0].text)`: the values it is set to as well
      const writes = (assignmentsTo(u)?.writes ?? []).filter((w) => w.getOperatorToken().getText() === "=");
      return [
        ...(init ? this.literalFor(unwrap(init), depth + 1) : []),
        ...writes.flatMap((w) => this.literalFor(unwrap(w.getRight()), depth + 1)),
      ];
    }
    // `JSON.parse(info.content[0].text)`: the object literal the tool function stringified into that text
    if (Node.isCallExpression(u) && u.getExpression().getText() === "JSON.parse" && u.getArguments()[0]) {
      const back = stringifiedValue(u.getArguments()[0]!, (h) => this.literalFor(h, depth + 1));
      return back ? this.literalFor(unwrap(back), depth + 1) : [];
    }
    if (Node.isCallExpression(u) && !this.siteByCall.has(u)) {
      const fn = functionOf(u.getExpression()) ?? methodTarget(u.getExpression());
      if (fn && this.projectFiles.has(fn.getSourceFile()))
        return returnedExpressions(fn).flatMap((e) => this.literalFor(unwrap(e), depth + 1));
    }
    return [];
  }

  private readKey(base: Origin[], key: string, at: Node): Origin[] {
    const out: Origin[] = [];
    for (const o of base) {
      if (key === "length") continue;
      if (o.level === "http") {
        if (key === "data")
          out.push({
            ...o,
            source: { ...o.source, node: at },
            level: "envelope",
            path: [],
            steps: addStep(o.steps, { location: locOf(at), message: "the parsed body (`.data`)" }),
          });
        else if (key === "body") out.push(this.bodyOf(o, at));
        else if (key === "headers") out.push({ ...o, level: "headers", path: [] });
        continue;
      }
      if (o.level === "headers") {
        out.push({ ...o, level: "field", path: [`header:${key.toLowerCase()}`] });
        continue;
      }
      // the body text a stream-reading helper hands back in an object (`{ text, bytesRead }`)
      if (o.level === "text") {
        if (TEXT_HOLDER.test(key)) out.push(step(o, at, `the body text (\`.${key}\`)`));
        continue;
      }
      const level: Level = o.level === "envelope" ? "envelope" : "field";
      out.push({ ...o, level, path: [...o.path, key] });
    }
    return out;
  }

  /** `.body` of a response: superagent parses it; got/undici keep it raw (parsed later by `.json()` or JSON.parse). */
  private bodyOf(o: Origin, at: Node): Origin {
    const site = o.source.upstreamCall ? this.ts.upstreamSites.get(o.source.upstreamCall) : undefined;
    if (httpLibrary(site?.client)?.answer === "body")
      return {
        ...o,
        level: "envelope",
        path: [],
        steps: addStep(o.steps, { location: locOf(at), message: "the parsed body (`.body`)" }),
      };
    return o;
  }

  /** One element of a collection. */
  private element(base: Origin[], at: Node, how: string): Origin[] {
    const out: Origin[] = [];
    for (const o of base) {
      if (o.level === "http" || o.level === "headers" || o.level === "text") continue;
      const level: Level = o.level === "envelope" ? "entry" : "field";
      const step: FlowStep = { location: locOf(at), message: `${how} \`${short(pathText(o))}\`` };
      out.push({ ...o, level, path: level === "entry" ? [] : o.path, steps: addStep(o.steps, step) });
    }
    return out;
  }

  private ofIdentifier(id: Node): Origin[] {
    if (id.getText() === "undefined") return [];
    const out: Origin[] = [];
    // `{ tickets }` names the property; its value is the variable
    const p = id.getParent();
    const shorthand =
      p && Node.isShorthandPropertyAssignment(p) && p.getNameNode() === id
        ? p.getValueSymbol()?.getDeclarations()
        : undefined;
    for (const d of shorthand?.length ? shorthand : declarationsOf(id)) {
      if (!this.projectFiles.has(d.getSourceFile())) continue;
      if (Node.isVariableDeclaration(d)) {
        const p = d.getParent()?.getParent();
        if (p && (Node.isForOfStatement(p) || Node.isForInStatement(p)) && Node.isIdentifier(d.getNameNode())) {
          if (Node.isForOfStatement(p))
            out.push(...this.element(this.origins(p.getExpression()), d, "each element of"));
          continue;
        }
        const init = d.getInitializer();
        if (init && Node.isIdentifier(d.getNameNode()))
          out.push(...this.origins(init).map((o) => step(o, d, `assigned to \`${d.getName()}\``)));
        out.push(...this.assignments(d));
        out.push(...this.pushes(d));
      } else if (Node.isBindingElement(d)) out.push(...this.ofBinding(d));
      else if (Node.isParameterDeclaration(d)) out.push(...this.ofParameter(d));
    }
    return out;
  }

  /** Later assignments `x = …` to a `let` in the function that declares it. */
  private assignments(decl: Node): Origin[] {
    const scope = decl.getFirstAncestor((a) => isFunctionLike(a)) ?? decl.getSourceFile();
    const name = (decl as unknown as { getName(): string }).getName();
    const out: Origin[] = [];
    for (const b of this.writesIn(scope).assigned.get(name) ?? []) {
      if (!declarationsOf(b.getLeft()).includes(decl)) continue;
      out.push(...this.origins(b.getRight()).map((o) => step(o, b, `assigned to \`${name}\``)));
    }
    return out;
  }

  private writes = new Map<
    Node,
    { assigned: Map<string, BinaryExpression[]>; pushed: Map<string, CallExpression[]> }
  >();

  /**
   * The plain assignments `x = …` and the calls `x.push(…)` / `x.unshift(…)` in a scope, by the name
   * written to, in document order: read once per scope (a file's top level is a scope too), not once
   * per variable asked about. Compiler nodes are tested first; only the matches are wrapped.
   */
  private writesIn(scope: Node): {
    assigned: Map<string, BinaryExpression[]>;
    pushed: Map<string, CallExpression[]>;
  } {
    let w = this.writes.get(scope);
    if (w) return w;
    w = { assigned: new Map(), pushed: new Map() };
    const sf = scope.getSourceFile();
    const add = <T>(m: Map<string, T[]>, key: string, v: T) => {
      const list = m.get(key);
      if (list) list.push(v);
      else m.set(key, [v]);
    };
    for (const c of compilerDescendantsOfKind(scope, SyntaxKind.BinaryExpression)) {
      const b = c as ts.BinaryExpression;
      if (b.operatorToken.kind !== SyntaxKind.EqualsToken || b.left.kind !== SyntaxKind.Identifier) continue;
      const node = wrap(sf, b) as BinaryExpression;
      add(w.assigned, node.getLeft().getText(), node);
    }
    for (const c of compilerDescendantsOfKind(scope, SyntaxKind.CallExpression)) {
      const callee = (c as ts.CallExpression).expression;
      if (callee.kind !== SyntaxKind.PropertyAccessExpression) continue;
      const pa = callee as ts.PropertyAccessExpression;
      // a cheap test on the compiler node first (the name's value), the exact one (its text) on the wrapper
      if ((pa.name.text !== "push" && pa.name.text !== "unshift") || pa.expression.kind !== SyntaxKind.Identifier)
        continue;
      const node = wrap(sf, c) as CallExpression;
      const wrapped = node.getExpression();
      if (!Node.isPropertyAccessExpression(wrapped) || !/^(push|unshift)$/.test(wrapped.getName())) continue;
      add(w.pushed, wrapped.getExpression().getText(), node);
    }
    this.writes.set(scope, w);
    return w;
  }

  /**
   * What a local list collects: `all.push(...page.rows)` adds the rows of a page (same level),
   * `all.push(row)` one entry (the list is then a collection of entries).
   */
  private pushes(decl: Node): Origin[] {
    if (!Node.isVariableDeclaration(decl) || !Node.isIdentifier(decl.getNameNode())) return [];
    const memo = this.pushMemo.get(decl);
    if (memo) return memo;
    this.pushMemo.set(decl, []);
    const scope = decl.getFirstAncestor((a) => isFunctionLike(a)) ?? decl.getSourceFile();
    const name = decl.getName();
    const out: Origin[] = [];
    for (const c of this.writesIn(scope).pushed.get(name) ?? []) {
      const recv = (c.getExpression() as PropertyAccessExpression).getExpression();
      if (!declarationsOf(recv).includes(decl)) continue;
      for (const a of c.getArguments()) {
        const spread = Node.isSpreadElement(a);
        const os = this.origins(spread ? a.getExpression() : a);
        for (const o of os) {
          if (o.level !== "envelope" && o.level !== "entry" && o.level !== "field") continue;
          const lifted: Origin = spread ? o : o.level === "entry" ? { ...o, level: "envelope", path: [] } : o;
          out.push(step({ ...lifted, accumulated: c }, c, `collected into \`${name}\``));
        }
      }
    }
    out.push(...this.stored(decl, scope, name));
    this.pushMemo.set(decl, out);
    return out;
  }

  /**
   * What a `Map` filled key by key holds: `index.set(t.id, t)` keeps an entry; `index.set(t._id, { code: t.code })`
   * or `index.set(row.name, row.unique === 1)` keeps a value built from one (the index is then a collection of
   * entries, so `index.get(k)` reads one of them and a fallback on it decides for an entry that was not found).
   */
  private stored(decl: Node, scope: Node, name: string): Origin[] {
    const init = (decl as VariableDeclaration).getInitializer();
    if (
      !init ||
      !Node.isNewExpression(unwrap(init)) ||
      (unwrap(init) as NewExpression).getExpression().getText() !== "Map"
    )
      return [];
    const out: Origin[] = [];
    for (const c of descendantsOfKind(scope, SyntaxKind.CallExpression)) {
      const callee = c.getExpression();
      if (!Node.isPropertyAccessExpression(callee) || callee.getName() !== "set" || c.getArguments().length !== 2)
        continue;
      const recv = unwrap(callee.getExpression());
      if (!Node.isIdentifier(recv) || recv.getText() !== name || !declarationsOf(recv).includes(decl)) continue;
      const value = c.getArguments()[1]!;
      let os = this.origins(value).filter((o) => o.level === "entry" || o.level === "field");
      // a value the code builds from one entry: the entry it reads
      if (!os.length)
        os = [value, ...value.getDescendantsOfKind(SyntaxKind.Identifier)]
          .filter((n) => Node.isIdentifier(n))
          .flatMap((n) => this.origins(n))
          .filter((o) => o.level === "entry");
      const seen = new Set<string>();
      for (const o of os) {
        const k = `${o.source.upstreamCall ?? ""}|${o.path.join(".")}`;
        if (seen.has(k)) continue;
        seen.add(k);
        out.push(step({ ...o, level: "envelope", path: [], accumulated: c }, c, `kept in \`${name}\` by key`));
      }
    }
    return out;
  }

  /** Origins of the value a destructuring pattern takes apart. */
  private ofPattern(pattern: Node): Origin[] {
    const p = pattern.getParent();
    if (!p) return [];
    if (Node.isVariableDeclaration(p)) {
      const st = p.getParent()?.getParent();
      if (st && Node.isForOfStatement(st)) return this.element(this.origins(st.getExpression()), p, "each element of");
      const init = p.getInitializer();
      return init ? this.origins(init) : [];
    }
    if (Node.isParameterDeclaration(p)) return this.ofParameter(p);
    if (Node.isBindingElement(p)) return this.ofBinding(p);
    return [];
  }

  /** The value an object destructuring pattern takes apart (`data` in `const { items } = data`). */
  patternValue(be: Node): Origin[] {
    const pattern = be.getParent();
    return pattern && Node.isObjectBindingPattern(pattern) ? this.ofPattern(pattern) : [];
  }

  /** A destructured name: the key it reads from the value its pattern takes apart. */
  ofBinding(be: Node): Origin[] {
    if (!Node.isBindingElement(be)) return [];
    const pattern = be.getParent()!;
    const key =
      be
        .getPropertyNameNode()
        ?.getText()
        .replace(/^["']|["']$/g, "") ?? be.getName();
    const decl = pattern.getParent();
    const init =
      decl && Node.isVariableDeclaration(decl) && Node.isObjectBindingPattern(pattern) && !be.getDotDotDotToken()
        ? decl.getInitializer()
        : undefined;
    if (init && this.literalFor(unwrap(init), 0).length)
      return this.keyOf(init, key, be).map((o) => step(o, be, `\`${key}\` destructured`));
    // const [state, labels] = await Promise.all([issue.state, issue.labels()]): the element at the same position
    if (Node.isArrayBindingPattern(pattern) && decl && Node.isVariableDeclaration(decl) && !be.getDotDotDotToken()) {
      const literal = positionalLiteral(decl.getInitializer());
      const el = literal?.getElements()[pattern.getElements().indexOf(be as never)];
      if (literal) return el && !Node.isSpreadElement(el) ? this.origins(el) : [];
    }
    const base = this.ofPattern(pattern);
    if (!base.length) return [];
    if (be.getDotDotDotToken()) return base;
    if (Node.isArrayBindingPattern(pattern)) return this.element(base, be, "an element of");
    return this.readKey(base, key, be).map((o) => step(o, be, `\`${key}\` destructured`));
  }

  private ofParameter(p: Node): Origin[] {
    if (!Node.isParameterDeclaration(p)) return [];
    const fn = p.getParent();
    if (!fn || !isFunctionLike(fn)) return [];
    const index = fn.getParameters().indexOf(p);
    const out: Origin[] = [];
    // inline callback: rows.map((r) => …), fetch(u).then((res) => …)
    const call = fn.getParent();
    if (call && Node.isCallExpression(call) && call.getArguments().includes(fn))
      out.push(...this.callbackParam(call, index, fn));
    // a named helper: every call site in the project, and every place it is passed as a callback
    for (const site of this.callSitesOf(fn)) {
      const c = site.call;
      if (site.asCallback) out.push(...this.callbackParam(c, index, fn));
      else {
        const arg = c.getArguments()[index];
        if (arg && !Node.isSpreadElement(arg))
          out.push(
            ...this.origins(arg).map((o) => step(o, arg, `passed to \`${short(c.getExpression().getText())}()\``)),
          );
      }
    }
    return out;
  }

  private callbackParam(call: CallExpression, index: number, fn: Node): Origin[] {
    const callee = call.getExpression();
    const helper = this.helperCalls(call, fn, index);
    if (helper) return helper;
    if (!Node.isPropertyAccessExpression(callee)) return [];
    const m = callee.getName();
    const recv = callee.getExpression();
    if (m === "then" && index === 0) return this.origins(recv);
    if ((m === "reduce" || m === "reduceRight") && index === 1)
      return this.element(this.origins(recv), fn, "each element of");
    if (ELEMENT_CALLBACK.has(m) && (index === 0 || ((m === "sort" || m === "toSorted") && index === 1)))
      return this.element(this.origins(recv), fn, "each element of");
    return [];
  }

  /**
   * `limiter.batch(result.nodes, 5, async (issue) => …)`, `withRetry(() => …, (row) => …)`: a callback handed to a
   * project helper receives what the helper calls its function parameter with (`fn(item)`, also inside
   * a nested callback `this.enqueue(() => fn(item))`), at the same position. Each such call's argument is
   * resolved in the helper (its own parameters back to every caller).
   */
  private helperCalls(call: CallExpression, cb: Node, index: number): Origin[] | undefined {
    const argIndex = call.getArguments().indexOf(cb as never);
    if (argIndex < 0) return undefined;
    const helper = functionOf(call.getExpression()) ?? methodTarget(call.getExpression());
    if (!helper || !this.projectFiles.has(helper.getSourceFile()) || !Node.isParametered(helper)) return undefined;
    const param = helper.getParameters()[argIndex];
    const nameNode = param?.getNameNode();
    if (!param || !nameNode || !Node.isIdentifier(nameNode)) return undefined;
    const name = nameNode.getText();
    const found: Origin[] = [];
    for (const inner of descendantsOfKind(helper, SyntaxKind.CallExpression)) {
      const c = unwrap(inner.getExpression());
      if (!Node.isIdentifier(c) || c.getText() !== name || declarationsOf(c)[0] !== param) continue;
      const a = inner.getArguments()[index];
      if (a && !Node.isSpreadElement(a)) found.push(...this.origins(a));
    }
    // the helper's parameters resolve back to every caller: keep what came in at this call where that is known
    const here = call
      .getArguments()
      .filter((a) => a !== cb)
      .map((a) => locOf(a));
    const mine = found.filter((o) =>
      o.steps.some((st) =>
        here.some((l) => l.file === st.location.file && l.line === st.location.line && l.column === st.location.column),
      ),
    );
    const what = `handed to the callback by \`${short(call.getExpression().getText())}()\``;
    return (mine.length ? mine : found).map((o) => step(o, cb, what));
  }

  /** The calls of a project function by name (not the places it is passed as a callback). */
  callersOf(fn: Node): CallExpression[] {
    return this.callSitesOf(fn)
      .filter((s) => !s.asCallback)
      .map((s) => s.call);
  }

  private readonly callSites = new Map<Node, { call: CallExpression; asCallback: boolean }[]>();

  /** The calls that run `fn`, directly or as a callback argument: asked once per function (every parameter origin asks). */
  private callSitesOf(fn: Node): { call: CallExpression; asCallback: boolean }[] {
    let sites = this.callSites.get(fn);
    if (!sites) {
      sites = this.findCallSites(fn);
      this.callSites.set(fn, sites);
    }
    return sites;
  }

  private findCallSites(fn: Node): { call: CallExpression; asCallback: boolean }[] {
    const name = functionName(fn);
    if (!name) return [];
    if (!this.callsByName) {
      this.callsByName = new Map();
      for (const sf of this.projectFiles)
        for (const c of descendantsOfKind(sf, SyntaxKind.CallExpression)) {
          const names = new Set<string>();
          const callee = unwrap(c.getExpression());
          names.add(Node.isPropertyAccessExpression(callee) ? callee.getName() : callee.getText());
          for (const a of c.getArguments()) {
            const u = unwrap(a);
            if (Node.isIdentifier(u)) names.add(u.getText());
            else if (Node.isPropertyAccessExpression(u)) names.add(u.getName());
          }
          for (const nm of names) {
            if (!this.callsByName.has(nm)) this.callsByName.set(nm, []);
            this.callsByName.get(nm)!.push(c);
          }
        }
    }
    const out: { call: CallExpression; asCallback: boolean }[] = [];
    for (const c of this.callsByName.get(name) ?? []) {
      if (functionOf(c.getExpression()) === fn || methodTarget(c.getExpression()) === fn)
        out.push({ call: c, asCallback: false });
      for (const a of c.getArguments())
        if ((Node.isIdentifier(unwrap(a)) || Node.isPropertyAccessExpression(unwrap(a))) && functionOf(a) === fn)
          out.push({ call: c, asCallback: true });
    }
    return out;
  }

  private ofCall(call: CallExpression): Origin[] {
    const callee = unwrap(call.getExpression());
    const args = call.getArguments();
    const calleeText = callee.getText();
    if (CONVERT.has(calleeText) && args[0]) return this.origins(args[0]);
    if (calleeText === "JSON.parse" && args[0]) {
      const from = this.origins(args[0]).filter((o) => o.level === "text" || o.level === "http");
      if (from.length) return this.parsed(call, "json", from, false, "answer parsed as JSON (`JSON.parse`)");
      // `JSON.parse(info.content[0].text)` of another tool function's result: the value it stringified there
      const back = stringifiedValue(args[0], (h) => this.literalFor(h, 1));
      return back
        ? this.origins(back).map((o) => step(o, call, "parsed back from the text it was stringified into"))
        : [];
    }
    if (calleeText === "Object.fromEntries" && args[0])
      return this.origins(args[0])
        .map((o) => (o.level === "envelope" ? { ...o, level: "entry" as Level, path: [] } : o))
        .map((o) => ({ ...o, ...this.normalisedBy(args[0]!, o) }));
    if (/^Object\.(entries|values|keys)$/.test(calleeText) && args[0])
      return calleeText === "Object.keys" ? [] : this.origins(args[0]);
    if (/^(Object\.assign|Array\.from)$/.test(calleeText)) return args.flatMap((a) => this.origins(a));
    if (/^Promise\.(all|allSettled|resolve)$/.test(calleeText) && args[0]) return this.origins(args[0]);

    const lib = this.libraryParse(call);
    if (lib) return lib;

    // Schema.parse(body), schema.parseAsync(body): the answer, its shape checked
    if (
      Node.isPropertyAccessExpression(callee) &&
      /^parse(Async)?$/.test(callee.getName()) &&
      args[0] &&
      !this.origins(callee.getExpression()).length
    ) {
      const checked = this.origins(args[0]).filter(
        (o) => o.level === "envelope" || o.level === "entry" || o.level === "field",
      );
      if (checked.length)
        return checked.map((o) =>
          step({ ...o, schemaChecked: call }, call, `checked by the schema (\`${short(callee.getText())}\`)`),
        );
    }

    if (Node.isPropertyAccessExpression(callee)) {
      const m = callee.getName();
      const recv = this.origins(callee.getExpression());
      // `index.get(id)` on a Map built from the answer's entries: one of those entries
      if (recv.length && m === "get" && call.getArguments().length === 1 && builtAsMap(callee.getExpression()))
        return this.element(recv, call, "one entry of");
      if (recv.length) {
        const r = this.method(call, m, recv);
        if (r) return r;
      }
    }
    // a project helper: what it returns (through an interface: what every implementation returns)
    const fns = functionsOf(callee);
    const fn = fns[0] ?? methodTarget(callee);
    if (fn && this.projectFiles.has(fn.getSourceFile())) {
      const name = short(calleeText);
      const returned = (fns.length > 1 ? fns : [fn])
        .filter((f) => this.projectFiles.has(f.getSourceFile()))
        .flatMap((f) =>
          returnedExpressions(f)
            .flatMap((e) => this.origins(e))
            .map((o) => step(documentAt(o, f, call), call, `returned from \`${name}()\``)),
        );
      if (returned.length) return returned;
      // a helper handed the HTTP response that reads its body as a stream (`response.body.getReader()`, possibly in
      // a helper of its own): what it returns holds the body text (`const { text } = await readBody(res, max)`)
      const streamed = args.flatMap((a) => this.origins(a).filter((o) => o.level === "http"));
      if (streamed.length && readsBodyStream(fn, this.projectFiles, 0))
        return streamed.map((o) =>
          step({ ...o, level: "text" as Level }, call, `body read as a stream by \`${name}()\``),
        );
      // a wrapper that runs the callback it is given (retry, timeout, cache): what the callback returns
      return args.flatMap((a) =>
        isFunctionLike(unwrap(a))
          ? this.callbackReturns(a).map((o) => step(o, call, `returned through \`${name}()\``))
          : [],
      );
    }
    return [];
  }

  private method(call: CallExpression, m: string, recv: Origin[]): Origin[] | undefined {
    const http = recv.filter((o) => o.level === "http");
    if (http.length) {
      if (m === "json") return this.parsed(call, "json", http, false, "answer parsed as JSON (`.json()`)");
      if (m === "text") return http.map((o) => step({ ...o, level: "text" }, call, "answer read as text (`.text()`)"));
      if (m === "then" || m === "catch" || m === "finally") return this.thenResult(call, recv);
    }
    if (m === "then") return this.thenResult(call, recv);
    const headers = recv.filter((o) => o.level === "headers");
    if (headers.length && m === "get") {
      const key = constString(call.getArguments()[0]);
      return headers.map((o) => ({
        ...o,
        level: "field" as Level,
        path: [`header:${(key?.value ?? "?").toLowerCase()}`],
      }));
    }
    const text = recv.filter((o) => o.level === "text");
    if (text.length && m === "split") return this.parsed(call, "lines", text, true, "answer split into lines");
    if (text.length && STRING_SAME.has(m)) return text;
    const data = recv.filter((o) => o.level === "envelope" || o.level === "entry" || o.level === "field");
    if (!data.length) return [];
    if (m === "split") return data; // a line split into cells keeps the line's level
    if (m === "map" || m === "flatMap") {
      // rows.map(normalise): the elements are what the callback returns, when that is traced
      const mapped = this.callbackReturns(call.getArguments()[0]).map((o) =>
        o.level === "entry"
          ? { ...o, level: "envelope" as Level, path: [] }
          : o.level === "field"
            ? { ...o, level: "entry" as Level }
            : o,
      );
      if (mapped.length) return mapped;
    }
    if (SAME_COLLECTION.has(m)) return data;
    if (ONE_ELEMENT.has(m)) return this.element(data, call, "one element of");
    if (STRING_SAME.has(m)) return data;
    return this.sdkMethod(call, m, data);
  }

  /**
   * A method of an object an SDK answered with. Awaited (or handed on as a promise), it is a lazy relation
   * fetched from the upstream (`await team.members()`, `() => issue.labels()`): a new answer, its envelope.
   * Not awaited, a record accessor (`doc.data()`, `row.toJSON()`) hands out the record it is called on.
   */
  private sdkMethod(call: CallExpression, m: string, data: Origin[]): Origin[] {
    const sdk = data.filter((o) => o.source.kind === "sdk");
    if (!sdk.length || NOT_RELATION.has(m)) return [];
    if (handedOnAsPromise(call))
      return sdk.map((o) =>
        step(
          { ...o, level: "envelope", path: [] },
          call,
          `a relation fetched from the upstream (\`${short(call.getExpression().getText())}()\`)`,
        ),
      );
    if (call.getArguments().length === 0 && RECORD_ACCESSOR.test(m)) return sdk;
    return [];
  }

  private callbackReturns(arg: Node | undefined): Origin[] {
    const cb = arg ? unwrap(arg) : undefined;
    const fn = cb ? (isFunctionLike(cb) ? cb : functionOf(cb)) : undefined;
    return fn ? returnedExpressions(fn).flatMap((e) => this.origins(e)) : [];
  }

  private thenResult(call: CallExpression, recv: Origin[]): Origin[] {
    const cb = call.getArguments()[0] ? unwrap(call.getArguments()[0]!) : undefined;
    const fn = cb ? (isFunctionLike(cb) ? cb : functionOf(cb)) : undefined;
    if (!fn) return recv;
    return returnedExpressions(fn).flatMap((e) => this.origins(e));
  }

  /** csv-parse, papaparse, d3-dsv, SheetJS, fast-xml-parser, xml2js: a parse of table or XML text. */
  private libraryParse(call: CallExpression): Origin[] | undefined {
    const callee = unwrap(call.getExpression());
    const imports = this.importsOf(call.getSourceFile());
    const rootName = callee.getText().split(/[.(]/)[0]!;
    let module = imports.get(rootName)?.module;
    // new XMLParser().parse(xml), parser.parse(xml) with parser = new XMLParser()
    if (!module && Node.isPropertyAccessExpression(callee)) {
      const recv = resolveNew(callee.getExpression());
      if (recv) module = imports.get(recv.split(".")[0]!)?.module;
    }
    if (!module) return undefined;
    const name = Node.isPropertyAccessExpression(callee)
      ? callee.getName()
      : imports.get(rootName)?.imported === "default"
        ? "default"
        : (imports.get(rootName)?.imported ?? rootName);
    const input = call.getArguments()[0];
    const from = input ? this.origins(input).filter((o) => o.level === "text" || o.level === "http") : [];
    if (
      CSV_MODULES.test(module) &&
      /^(parse|parseSync|default|csvParse|csvParseRows|tsvParse|dsvFormat|sheet_to_json)$/.test(name)
    ) {
      const hc = headerNormalisation(call.getArguments()[1]);
      return this.parsed(call, "csv", from, true, `answer parsed as a table (\`${short(callee.getText())}\`)`).map(
        (o) => (hc ? { ...o, normalised: hc.case } : o),
      );
    }
    if (XML_MODULES.test(module) && /^(parse|parseStringPromise|xml2js|xml2json|parseFromString)$/.test(name))
      return this.parsed(call, "xml", from, false, `answer parsed as XML (\`${short(callee.getText())}\`)`);
    return undefined;
  }

  private importsOf(sf: SourceFile): Map<string, ImportInfo> {
    let m = this.imports.get(sf);
    if (m) return m;
    m = new Map();
    for (const imp of sf.getImportDeclarations()) {
      const module = imp.getModuleSpecifierValue();
      const d = imp.getDefaultImport();
      if (d) m.set(d.getText(), { module, imported: "default" });
      const ns = imp.getNamespaceImport();
      if (ns) m.set(ns.getText(), { module, imported: "*" });
      for (const n of imp.getNamedImports())
        m.set((n.getAliasNode() ?? n.getNameNode()).getText(), { module, imported: n.getName() });
    }
    this.imports.set(sf, m);
    return m;
  }

  /** A row rebuilt with every key lower- (or upper-) cased: `Object.fromEntries(… k.toLowerCase() …)`. */
  private normalisedBy(arg: Node, o: Origin): { normalised?: "lower" | "upper" } {
    const n = keyNormalisation(arg);
    return n ? { normalised: n.case } : o.normalised ? { normalised: o.normalised } : {};
  }
}

/** Keys under which a helper that read a body hands back its text. */
const TEXT_HOLDER = /^(text|body|content|raw|data)$/;

/** A function that reads a response body as a stream (`.getReader()`), itself or in a project helper it calls (depth 2). */
function readsBodyStream(fn: Node, files: ReadonlySet<SourceFile>, depth: number): boolean {
  for (const c of descendantsOfKind(fn, SyntaxKind.CallExpression)) {
    const callee = unwrap(c.getExpression());
    if (Node.isPropertyAccessExpression(callee) && callee.getName() === "getReader") return true;
    if (depth >= 2) continue;
    const inner = functionOf(callee);
    if (inner && inner !== fn && files.has(inner.getSourceFile()) && readsBodyStream(inner, files, depth + 1))
      return true;
  }
  return false;
}

// ---------------------------------------------------------------- key normalisation

export interface KeyNormalisation {
  case: "lower" | "upper";
  /** The `toLowerCase()` call applied to the key. */
  at: Node;
}

/**
 * Whether an expression rebuilds keys in one case: the first element of the pairs handed to
 * `Object.fromEntries` (or the computed key of a reducer) is `k.toLowerCase()` / `k.toUpperCase()`.
 */
export function keyNormalisation(expr: Node): KeyNormalisation | undefined {
  for (const c of descendantsOfKind(expr, SyntaxKind.CallExpression)) {
    const callee = c.getExpression();
    if (!Node.isPropertyAccessExpression(callee)) continue;
    const m = callee.getName();
    if (!/^to(Locale)?(Lower|Upper)Case$/.test(m)) continue;
    // the call must stand in a key position: first element of a pair, or a computed property name
    let cur: Node = c;
    while (
      cur.getParent() &&
      (Node.isCallExpression(cur.getParent()!) || Node.isPropertyAccessExpression(cur.getParent()!))
    )
      cur = cur.getParent()!;
    const p = cur.getParent();
    const isKey =
      (p && Node.isArrayLiteralExpression(p) && p.getElements()[0] === cur) || (p && Node.isComputedPropertyName(p));
    if (isKey) return { case: /Lower/.test(m) ? "lower" : "upper", at: c };
  }
  return undefined;
}

/**
 * A CSV parser option that rewrites header names: papaparse `transformHeader: (h) => h.toLowerCase()`,
 * csv-parse `columns: (header) => header.map((h) => h.toLowerCase())`.
 */
export function headerNormalisation(options: Node | undefined): (KeyNormalisation & { fn: Node }) | undefined {
  const o = options ? unwrap(options) : undefined;
  if (!o || !Node.isObjectLiteralExpression(o)) return undefined;
  for (const p of o.getProperties()) {
    if (!Node.isPropertyAssignment(p) || !/^(transformHeader|columns)$/.test(p.getName())) continue;
    const fn = functionOf(p.getInitializerOrThrow());
    if (!fn) continue;
    const c = descendantsOfKind(fn, SyntaxKind.CallExpression).find((x) =>
      /\.to(Locale)?(Lower|Upper)Case$/.test(x.getExpression().getText()),
    );
    if (c) return { case: /Lower/.test(c.getExpression().getText()) ? "lower" : "upper", at: c, fn };
  }
  return undefined;
}

// ---------------------------------------------------------------- GraphQL documents sent

type GraphqlSent = NonNullable<Origin["graphql"]>;

/**
 * The GraphQL document a request sends: a document argument (`client.request(gql\`…\`)`,
 * `graphql(\`query …\`)`) or the `query` member of its options or JSON body
 * (`body: JSON.stringify({ query, variables })`). When that member is a parameter of the function
 * around the request, the document is the argument its callers pass (see `documentAt`).
 */
function graphqlSent(call: CallExpression): GraphqlSent | undefined {
  for (const a of call.getArguments()) {
    const direct = graphqlDocument(a);
    if (direct) return direct;
    for (const v of queryMembers(a, 0)) {
      const doc = graphqlDocument(v);
      if (doc) return doc;
      const param = parameterIndex(v, call);
      if (param) return { param };
    }
  }
  return undefined;
}

/** The values of `query` members in a request's options, through `JSON.stringify` and `const` names. */
function queryMembers(n: Node, depth: number): Node[] {
  const u = unwrap(n);
  if (depth > 3) return [];
  if (Node.isObjectLiteralExpression(u))
    return u.getProperties().flatMap((p) => {
      if (Node.isShorthandPropertyAssignment(p)) return p.getName() === "query" ? [p.getNameNode()] : [];
      if (!Node.isPropertyAssignment(p)) return [];
      const v = p.getInitializer();
      if (!v) return [];
      return p.getName() === "query" ? [v] : queryMembers(v, depth + 1);
    });
  if (Node.isCallExpression(u) && u.getExpression().getText() === "JSON.stringify" && u.getArguments()[0])
    return queryMembers(u.getArguments()[0]!, depth + 1);
  if (Node.isIdentifier(u)) {
    const d = declarationsOf(u).find((x) => Node.isVariableDeclaration(x));
    const init = d ? initializerOf(d) : undefined;
    return init ? queryMembers(init, depth + 1) : [];
  }
  return [];
}

/** A GraphQL executable document an expression evaluates to, with its selection. */
function graphqlDocument(n: Node, depth = 0): { selection: Selection; at: Node } | undefined {
  let u = unwrap(n);
  if (Node.isTaggedTemplateExpression(u)) u = u.getTemplate();
  if (Node.isIdentifier(u) && depth < 3) {
    const d = declarationsOf(u).find((x) => Node.isVariableDeclaration(x));
    const init = d ? initializerOf(d) : undefined;
    return init ? graphqlDocument(init, depth + 1) : undefined;
  }
  if (!Node.isStringLiteral(u) && !Node.isNoSubstitutionTemplateLiteral(u) && !Node.isTemplateExpression(u))
    return undefined;
  const text = constString(u)?.value;
  const selection = text ? parseGraphqlSelection(text) : undefined;
  return selection ? { selection, at: u } : undefined;
}

/** `query` in `{ query, variables }` names parameter `index` of the function around `at`. */
function parameterIndex(v: Node, at: Node): { fn: Node; index: number } | undefined {
  const u = unwrap(v);
  if (!Node.isIdentifier(u)) return undefined;
  const d = declarationsOf(u).find((x) => Node.isParameterDeclaration(x));
  const fn = d?.getParent();
  if (!d || !fn || !isFunctionLike(fn) || !at.getAncestors().includes(fn)) return undefined;
  const index = (fn as unknown as { getParameters(): Node[] }).getParameters().indexOf(d);
  return index >= 0 ? { fn, index } : undefined;
}

/**
 * An answer returned from helper `fn` at `call`: when the helper sends the document its parameter
 * receives, the document is this call's argument (or, again, a parameter of the caller).
 */
function documentAt(o: Origin, fn: Node, call: CallExpression): Origin {
  const g = o.graphql;
  if (!g || !("param" in g) || g.param.fn !== fn) return o;
  const arg = call.getArguments()[g.param.index];
  const doc = arg ? graphqlDocument(arg) : undefined;
  const param = arg && !doc ? parameterIndex(arg, call) : undefined;
  const { graphql: _, ...rest } = o;
  return doc ? { ...rest, graphql: doc } : param ? { ...rest, graphql: { param } } : rest;
}

// ---------------------------------------------------------------- helpers

function resolveNew(expr: Node, depth = 0): string | undefined {
  const u = unwrap(expr);
  if (Node.isNewExpression(u)) return u.getExpression().getText();
  if (depth >= 3) return undefined;
  if (Node.isIdentifier(u)) {
    for (const d of declarationsOf(u)) {
      if (Node.isVariableDeclaration(d) && d.getInitializer()) return resolveNew(d.getInitializer()!, depth + 1);
    }
  }
  // `const parser = ordered ? this.orderedParser : this.parser`: either branch's class
  if (Node.isConditionalExpression(u))
    return resolveNew(u.getWhenTrue(), depth + 1) ?? resolveNew(u.getWhenFalse(), depth + 1);
  // `this.xmlParser` with `private readonly xmlParser: XMLParser` (or `= new XMLParser(…)`): the field's class
  if (Node.isPropertyAccessExpression(u)) {
    for (const d of declarationsOf(u.getNameNode())) {
      if (!Node.isPropertyDeclaration(d)) continue;
      const init = d.getInitializer();
      const fromInit = init ? resolveNew(init, depth + 1) : undefined;
      if (fromInit) return fromInit;
      const type = d.getTypeNode();
      if (type && Node.isTypeReference(type)) return type.getTypeName().getText();
    }
  }
  return undefined;
}

/** `this.client.search(…)` / `api.get(…)`: the method declaration the checker finds. */
function methodTarget(callee: Node): Node | undefined {
  const u = unwrap(callee);
  if (!Node.isPropertyAccessExpression(u)) return undefined;
  const d = declarationsOf(u.getNameNode()).find(
    (x) =>
      isFunctionLike(x) ||
      (Node.isPropertyDeclaration(x) && x.getInitializer() && isFunctionLike(unwrap(x.getInitializer()!))),
  );
  if (!d) return undefined;
  return isFunctionLike(d)
    ? d
    : Node.isPropertyDeclaration(d) && d.getInitializer()
      ? unwrap(d.getInitializer()!)
      : undefined;
}

function functionName(fn: Node): string | undefined {
  if (Node.isFunctionDeclaration(fn) || Node.isMethodDeclaration(fn)) return fn.getName();
  const p = fn.getParent();
  if (p && (Node.isVariableDeclaration(p) || Node.isPropertyAssignment(p) || Node.isPropertyDeclaration(p)))
    return p.getName();
  return undefined;
}

/** Methods of any object that are neither a relation fetched from an upstream nor a record accessor. */
const NOT_RELATION = new Set([
  "then",
  "catch",
  "finally",
  "toString",
  "toLocaleString",
  "valueOf",
  "hasOwnProperty",
  "includes",
  "indexOf",
  "join",
  "keys",
  "entries",
  "forEach",
  "reduce",
  "push",
  "bind",
  "call",
  "apply",
]);
/** Zero-argument accessors SDK records hand their plain data out by (`doc.data()`, `row.toJSON()`, `model.get()`). */
const RECORD_ACCESSOR = /^(data|toJSON|toJson|toObject|toPlainObject|get|getData|raw|serialize)$/;

/** `await x.m()`, `return x.m()`, `() => x.m()`: a call whose promise is awaited or handed on, not used as a value. */
function handedOnAsPromise(call: Node): boolean {
  let p = call.getParent();
  while (p && (Node.isParenthesizedExpression(p) || Node.isAsExpression(p) || Node.isNonNullExpression(p)))
    p = p.getParent();
  return !!p && (Node.isAwaitExpression(p) || Node.isReturnStatement(p) || Node.isArrowFunction(p));
}

/** The array literal a positional destructuring takes apart: `[a, b]`, `await Promise.all([a, b])`. */
function positionalLiteral(init: Node | undefined): import("ts-morph").ArrayLiteralExpression | undefined {
  let u = init ? unwrap(init) : undefined;
  if (u && Node.isCallExpression(u) && /^Promise\.(all|allSettled)$/.test(unwrap(u.getExpression()).getText()))
    u = u.getArguments()[0] ? unwrap(u.getArguments()[0]!) : undefined;
  return u && Node.isArrayLiteralExpression(u) ? u : undefined;
}

/** `x || []`, `x ?? {}`, `x ? x : []`: a value that can no longer be missing (its fallback is a literal). */
function defaultedHere(v: Node): boolean {
  const u = unwrap(v);
  const literal = (n: Node) => {
    const w = unwrap(n);
    return (
      Node.isArrayLiteralExpression(w) ||
      Node.isObjectLiteralExpression(w) ||
      Node.isStringLiteral(w) ||
      Node.isNoSubstitutionTemplateLiteral(w) ||
      Node.isNumericLiteral(w)
    );
  };
  if (Node.isBinaryExpression(u)) {
    const op = u.getOperatorToken().getKind();
    return (op === SyntaxKind.BarBarToken || op === SyntaxKind.QuestionQuestionToken) && literal(u.getRight());
  }
  return Node.isConditionalExpression(u) && literal(u.getWhenFalse());
}

function addStep(steps: FlowStep[], s: FlowStep): FlowStep[] {
  return steps.length >= MAX_STEPS ? steps : [...steps, s];
}

function step(o: Origin, at: Node, message: string): Origin {
  return { ...o, steps: addStep(o.steps, { location: locOf(at), message }) };
}

function dedupe(os: Origin[]): Origin[] {
  const seen = new Map<string, Origin>();
  for (const o of os) {
    const g = o.graphql ? ("at" in o.graphql ? o.graphql.at.getStart() : `p${o.graphql.param.index}`) : "";
    const k = `${o.source.node.getSourceFile().getFilePath()}:${o.source.node.getStart()}|${o.level}|${o.path.join(".")}|${o.tabular}|${o.normalised ?? ""}|${o.schemaChecked ? "s" : ""}${o.accumulated ? "a" : ""}|${g}`;
    if (!seen.has(k)) seen.set(k, o);
  }
  return [...seen.values()].slice(0, MAX_ORIGINS);
}

function short(s: string): string {
  const t = s.replace(/\s+/g, " ");
  return t.length > 50 ? `${t.slice(0, 47)}…` : t;
}

function pathText(o: Origin): string {
  return o.path.length ? o.path.join(".") : "the answer";
}

const cache = new WeakMap<TsFrontendData, ResponseFlow>();

/** One `ResponseFlow` per audit, shared by the rules that read it. */
export function responseFlow(ts: TsFrontendData, tools: { id: string; name: string }[]): ResponseFlow {
  let f = cache.get(ts);
  if (!f) {
    f = new ResponseFlow(ts, new Map(tools.map((t) => [t.id, t.name])));
    cache.set(ts, f);
  }
  return f;
}

/** The value is a local declared as `new Map(…)`. */
function builtAsMap(expr: Node, depth = 0): boolean {
  const u = unwrap(expr);
  if (!Node.isIdentifier(u)) return false;
  return declarationsOf(u).some((d) => {
    const init = Node.isVariableDeclaration(d) ? d.getInitializer() : undefined;
    if (!init) return false;
    const v = unwrap(Node.isAwaitExpression(unwrap(init)) ? (unwrap(init) as AwaitExpression).getExpression() : init);
    if (Node.isNewExpression(v)) return v.getExpression().getText() === "Map";
    // `const byId = await teamsById(year)`, where the helper returns a Map it built
    if (depth < 2 && Node.isCallExpression(v)) {
      const fn = functionsOf(v.getExpression())[0];
      return !!fn && returnedExpressions(fn).some((e) => builtAsMap(e, depth + 1));
    }
    return false;
  });
}

/**
 * `info.content[0].text` where `info` is a tool result a project function built as
 * `{ content: [{ type: "text", text: JSON.stringify(v) }] }`: `v`, the value that text was stringified from
 * (parsing it back gives the same value). Undefined for any other text.
 */
function stringifiedValue(
  expr: Node,
  literalsOf: (holder: Node) => import("ts-morph").ObjectLiteralExpression[],
): Node | undefined {
  const text = unwrap(expr);
  if (!Node.isPropertyAccessExpression(text) || text.getName() !== "text") return undefined;
  const item = unwrap(text.getExpression());
  if (!Node.isElementAccessExpression(item)) return undefined;
  const index = unwrap(item.getArgumentExpression() ?? item);
  const content = unwrap(item.getExpression());
  if (!Node.isNumericLiteral(index) || !Node.isPropertyAccessExpression(content) || content.getName() !== "content")
    return undefined;
  for (const lit of literalsOf(unwrap(content.getExpression()))) {
    const c = lit.getProperty("content");
    const arr = c && Node.isPropertyAssignment(c) ? unwrap(c.getInitializer()!) : undefined;
    const el =
      arr && Node.isArrayLiteralExpression(arr) ? arr.getElements()[Number(index.getLiteralValue())] : undefined;
    const obj = el ? unwrap(el) : undefined;
    const t = obj && Node.isObjectLiteralExpression(obj) ? obj.getProperty("text") : undefined;
    const v = t && Node.isPropertyAssignment(t) ? unwrap(t.getInitializer()!) : undefined;
    if (v && Node.isCallExpression(v) && v.getExpression().getText() === "JSON.stringify" && v.getArguments()[0])
      return v.getArguments()[0];
  }
  return undefined;
}
