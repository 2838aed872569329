/**
 * The TypeScript/JavaScript front end: fills the language-neutral server model from a loaded
 * ts-morph project (tools, upstream calls, argument flows, model-visible text).
 */

import { atOwnCatch } from "../../model/failure-sites.js";
import { cmp, locKey, relativePath } from "../../model/location.js";
import type {
  FixedRequestValue,
  ModelText,
  ParamFlow,
  ServerModel,
  SourceLocation,
  ToolModel,
  UpstreamCall,
} from "../../model/types.js";
import { LOG_CALL } from "../../model/vocabulary.js";
import { readSuppressions } from "../../suppress.js";
import { Timings } from "../../timing.js";
import { descriptionTexts } from "../texts.js";
import type { Frontend, FrontendBuild } from "../types.js";
import { buildCacheSettings } from "./cache-facts.js";
import { type SinkInfo, TaintEngine } from "./dataflow/engine.js";
import { detectTypeScript, type LoadedProject, loadProject } from "./load.js";
import { Node, type NoSubstitutionTemplateLiteral, type SourceFile, type StringLiteral, SyntaxKind } from "./morph.js";
import { buildOrderSources } from "./order-facts.js";
import { RequestReader } from "./request-texts.js";
import { buildResponseReads } from "./response-facts.js";
import { ReturnReader } from "./returns.js";
import { detectSpecRevision } from "./spec-revision.js";
import { buildSuggestionSources } from "./suggestion-facts.js";
import { cmpNodes, locOf } from "./syntax/location.js";
import { descendantsOfKind, descendantsOfKinds, descendantsOutside } from "./syntax/node-index.js";
import { calledParameter, inOtherToolBranch, passedFunctions, type ToolNames } from "./syntax/passed-functions.js";
import { implementationsOf, isFunctionLike, symbolOf } from "./syntax/resolve.js";
import { buildTestSuite } from "./test-facts.js";
import { discoverTools, type HandlerEntry } from "./tools/index.js";
import { discoverResources } from "./tools/resources.js";
import { assignTsScopes } from "./tools/scope.js";
import { discoverUpstream, type UpstreamSite } from "./upstream.js";
import { buildUpstreamOrders } from "./upstream-orders.js";

export interface FrontendOptions {
  /** Extra callee names to treat as upstream calls (`callApi`, `client.query`). */
  upstreamFunctions?: string[];
  /** `node:fs` reads count as upstream calls. */
  localFiles?: boolean;
  /** Where the sub-phases' times go (`model › …`). */
  timings?: Timings;
  /** The bound on tools followed per dispatch handler (default MAX_TOOLS_PER_DISPATCH; tests set a small one). */
  maxToolsPerDispatch?: number;
}

/**
 * Tools followed through one dispatch handler (`switch (name) { case "a": … }`). Each tool's walk
 * reads the whole handler, so N tools in one handler cost N² (a generated server of 3,000 cases
 * took 95 s and 3.5 GB). Past this bound the other tools are listed but not followed, and the run
 * says so (partial). The largest server of the development set has about 230 tools.
 */
export const MAX_TOOLS_PER_DISPATCH = 500;

/** What the TypeScript front end hands to analyzers that need syntax beyond the model. */
export interface TsFrontendData {
  loaded: LoadedProject;
  entries: Map<string, HandlerEntry>;
  upstreamSites: Map<string, UpstreamSite>;
  /** Functions each tool's handler reaches (tool id → function nodes). */
  reachedFunctions: Map<string, Node[]>;
  /** Functions each resource handler reaches (`ServerModel.resources` id → function nodes); rule 7 reads them. */
  resourceFunctions?: Map<string, Node[]>;
  /**
   * How many calls from each tool's handler a reached function is (tool id → function → calls; the handler 0):
   * where several tools reach one function, the nearest handler is the tool it works for.
   */
  reachDepths?: Map<string, Map<Node, number>>;
}

export interface FrontendResult {
  model: ServerModel;
  ts: TsFrontendData;
  limits: string[];
  /** Parts left unread (tools past MAX_TOOLS_PER_DISPATCH): the run is partial. */
  unread: string[];
  unresolvedSites: { location: import("../../model/types.js").SourceLocation; reason: string }[];
}

export function buildModel(loaded: LoadedProject, opts: FrontendOptions = {}): FrontendResult {
  const timings = opts.timings ?? new Timings();
  const files = loaded.sourceFiles;
  const discovery = timings.time("model › tools", () => discoverTools(files));
  const sites = timings.time("model › upstream calls", () =>
    discoverUpstream(files, opts.upstreamFunctions ?? [], {
      localFiles: opts.localFiles,
      bindings: loaded.platformBindings,
    }),
  );
  sites.sort((a, b) => cmpNodes(a.call, b.call));

  const sinks = new Map<Node, SinkInfo>();
  const upstreamSites = new Map<string, UpstreamSite>();
  const upstreamCalls: UpstreamCall[] = [];
  for (const s of sites) {
    const location = locOf(s.call);
    const id = `${s.callee}@${location.file}:${location.line}:${location.column}`;
    sinks.set(s.call, { id });
    upstreamSites.set(id, s);
    const u: UpstreamCall = { id, client: s.client, callee: s.callee, location, reachedFrom: [] };
    if (s.method) u.method = s.method;
    upstreamCalls.push(u);
  }

  const projectFiles = new Set<SourceFile>(files);
  const engine = new TaintEngine({ sinks, projectFiles });
  const flows: ParamFlow[] = [];
  const fixedValues: FixedRequestValue[] = [];
  const limits = [...discovery.limits];
  const reachedFunctions = new Map<string, Node[]>();
  const reachDepths = new Map<string, Map<Node, number>>();
  const byId = new Map(upstreamCalls.map((u) => [u.id, u]));
  const reachedCalls = new Map<string, string[]>();

  const unread = boundDispatch(discovery, opts.maxToolsPerDispatch ?? MAX_TOOLS_PER_DISPATCH);
  // a tool's name and the other tools' names: a dispatch reached through a passed callback runs only its own branch
  const allNames = new Set(discovery.tools.map((t) => t.name));
  const namesOf = (tool: ToolModel): ToolNames => ({
    own: tool.name,
    others: { has: (name: string) => name !== tool.name && allNames.has(name) },
  });
  for (const tool of discovery.tools) {
    const entry = discovery.entries.get(tool.id);
    if (!entry) continue;
    const result = timings.time("model › dataflow engine", () =>
      engine.analyzeTool(
        entry,
        tool.parameters.map((p) => ({ name: p.name, location: p.location, optional: p.optional })),
        namesOf(tool),
      ),
    );
    for (const l of result.limits) limits.push(`${tool.name}: ${l}`);
    // a tool found by the shape of its definition is followed like any other. A handler that reads none
    // of its declared arguments most likely gets them somewhere this audit did not look (`call.input`,
    // a third handler parameter): then nothing is claimed about what it reads
    const byShape =
      !!tool.unresolved?.length && tool.unresolved.every((r) => r.startsWith("found by the shape of its definition"));
    const read = tool.parameters.map((p) => p.name).filter((n) => result.touched.has(n) || readInHandler(entry).has(n));
    if (
      !result.limits.length &&
      (!tool.unresolved?.length || byShape) &&
      entry.fn &&
      (read.length || !tool.parameters.length)
    )
      tool.readParams = read.sort();
    for (const id of [...result.reached].sort()) byId.get(id)?.reachedFrom.push(tool.id);
    for (const hit of result.hits) {
      for (const label of hit.labels.values()) {
        if (label.kind === "fixed") {
          if (label.fixed)
            fixedValues.push({
              tool: tool.id,
              upstreamCall: hit.siteId,
              key: label.fixed.key,
              value: label.fixed.value,
              location: label.fixed.location,
              steps: label.steps,
              ...(label.fixed.param ? { param: label.fixed.param } : {}),
              ...(label.fixed.option ? { option: true as const } : {}),
            });
          continue;
        }
        const kind = label.kind === "guarded" ? "guarded-write" : label.kind === "keyed" ? "keyed-write" : "value";
        const flow: ParamFlow = {
          tool: tool.id,
          param: label.param,
          upstreamCall: hit.siteId,
          kind,
          steps: label.steps,
        };
        if (label.guard) flow.guard = label.guard;
        if (label.part) flow.part = label.part;
        if (label.keyed) flow.keyed = label.keyed;
        if (label.derived) flow.derived = label.derived;
        if (label.emptyPath) flow.emptyPath = label.emptyPath;
        if (label.keyAt) flow.keyAt = label.keyAt;
        // renamed after the first key (`{ end: end_date }`, then `{ observation_end: opts.end }`): the key it is sent under
        if (
          label.sentUnder &&
          label.keyAt &&
          (label.sentUnder.location.file !== label.keyAt.file || label.sentUnder.location.line !== label.keyAt.line)
        )
          flow.sentUnder = label.sentUnder;
        if (label.asField) flow.asField = true;
        flows.push(flow);
      }
    }
    // the call graph, plus what the engine entered through dispatch it resolved per tool (`tool.execute(…)`)
    const depths = new Map<Node, number>();
    const graph = timings.time("model › call graph", () =>
      reachableFunctions(entry, projectFiles, 400, namesOf(tool), depths),
    );
    reachDepths.set(tool.id, depths);
    const inGraph = new Set(graph);
    const extra = [...result.entered]
      .filter((f) => !inGraph.has(f) && projectFiles.has(f.getSourceFile()))
      .sort((a, b) => cmpNodes(a, b));
    reachedFunctions.set(tool.id, [...graph, ...extra]);
  }
  for (const u of upstreamCalls)
    for (const t of u.reachedFrom) (reachedCalls.get(t) ?? reachedCalls.set(t, []).get(t)!).push(u.id);
  for (const tool of discovery.tools) {
    if (entriesOf(discovery, tool)) tool.upstreamCalls = [...new Set(reachedCalls.get(tool.id) ?? [])].sort();
  }
  // several servers in the tree (workspace packages, an example server): each its own scope
  const scopes = assignTsScopes(loaded.root, files, discovery.tools, upstreamCalls);
  const returns = new ReturnReader(upstreamSites, projectFiles);
  timings.time("model › return paths", () => {
    for (const tool of discovery.tools) {
      const entry = discovery.entries.get(tool.id);
      if (!entry) continue;
      tool.returnPaths = returns.toolPaths(
        entry,
        tool.parameters.map((p) => p.name),
      );
      tool.failureReturns = atOwnCatch(
        returns.failurePaths(reachedFunctions.get(tool.id) ?? [], entry.branch ?? entry.fn, entry.otherBranches),
      );
      const standIns = returns.standIns(reachedFunctions.get(tool.id) ?? []);
      if (standIns.length) tool.standIns = standIns;
    }
  });
  // what each request says about its upstream, for the documented defaults of rule 1 (timed within "model")
  const requests = new RequestReader(upstreamSites, files);
  for (const f of flows) {
    if (f.kind === "keyed-write" || (f.kind === "value" && !f.keyAt && !f.asField)) continue;
    const request = requests.read(f);
    if (request) f.request = request;
  }
  flows.sort(
    (a, b) =>
      cmp(a.tool, b.tool) ||
      cmp(a.param, b.param) ||
      cmp(a.upstreamCall, b.upstreamCall) ||
      cmp(a.kind, b.kind) ||
      cmp(flowKey(a), flowKey(b)),
  );
  fixedValues.sort(
    (a, b) => cmp(a.tool, b.tool) || cmp(a.upstreamCall, b.upstreamCall) || cmp(locKey(a.location), locKey(b.location)),
  );

  const texts = timings.time("model › texts", () => collectTexts(discovery.tools, reachedFunctions));
  // resource handlers: followed like a handler without arguments, kept apart from the tools
  const resources = timings.time("model › resources", () =>
    followResources(files, engine, projectFiles, upstreamCalls, allNames),
  );
  const ts: TsFrontendData = {
    loaded,
    entries: discovery.entries,
    upstreamSites,
    reachedFunctions,
    reachDepths,
    ...(resources.handlers.length ? { resourceFunctions: resources.reached } : {}),
  };
  const responseReads = timings.time("model › response reads", () => buildResponseReads(ts, discovery.tools, limits));
  const tests = timings.time("model › tests", () =>
    buildTestSuite(loaded, new Set([...upstreamSites.values()].map((s) => s.call.getSourceFile()))),
  );
  // rule 8, the tool registry half of rule 7 and rule 10 (timed within "model")
  const cacheSettings = buildCacheSettings(ts, discovery.tools);
  const orderSources = buildOrderSources(ts, discovery.tools);
  const suggestionSources = buildSuggestionSources(ts, discovery.tools);
  // the upstream half of rule 7: orders sent on requests that page or cut
  const upstreamOrders = buildUpstreamOrders(ts, discovery.tools, upstreamCalls, fixedValues);
  if (resources.handlers.length) {
    const known = new Set(upstreamOrders.map((o) => locKey(o.location)));
    upstreamOrders.push(
      ...buildUpstreamOrders(
        { ...ts, reachedFunctions: resources.reached },
        resources.handlers,
        resources.calls,
        resources.fixed,
      ).filter((o) => !known.has(locKey(o.location))),
    );
  }
  return {
    model: {
      root: loaded.root,
      tools: discovery.tools,
      upstreamCalls,
      flows,
      texts,
      fixedValues,
      responseReads,
      ...(tests ? { tests } : {}),
      ...(scopes ? { scopes } : {}),
      cacheSettings,
      orderSources,
      suggestionSources,
      upstreamOrders,
      ...(resources.handlers.length
        ? { resources: resources.handlers.map(({ id, name, location }) => ({ id, name, location })) }
        : {}),
    },
    ts,
    limits: [...new Set(limits)].sort(),
    unread,
    unresolvedSites: discovery.unresolvedSites,
  };
}

/**
 * The resource handlers of the server, each followed as a handler without arguments: the functions it
 * reaches, the request values the engine saw it send (fixed values, for orders written into requests)
 * and the upstream calls it reaches (copies of the model's calls, reached from resource ids only, so
 * that no tool-side fact changes).
 */
function followResources(
  files: SourceFile[],
  engine: TaintEngine,
  projectFiles: Set<SourceFile>,
  upstreamCalls: UpstreamCall[],
  toolNames: Set<string>,
) {
  const handlers = discoverResources(files);
  const reached = new Map<string, Node[]>();
  const fixed: FixedRequestValue[] = [];
  const calls = upstreamCalls.map((u) => ({ ...u, reachedFrom: [] as string[] }));
  const byId = new Map(calls.map((u) => [u.id, u]));
  const names: ToolNames = { own: "", others: { has: (n: string) => toolNames.has(n) } };
  for (const h of handlers) {
    const result = engine.analyzeTool(h.entry, [], names);
    for (const id of [...result.reached].sort()) byId.get(id)?.reachedFrom.push(h.id);
    for (const hit of result.hits)
      for (const label of hit.labels.values())
        if (label.kind === "fixed" && label.fixed)
          fixed.push({
            tool: h.id,
            upstreamCall: hit.siteId,
            key: label.fixed.key,
            value: label.fixed.value,
            location: label.fixed.location,
            steps: label.steps,
          });
    const graph = reachableFunctions(h.entry, projectFiles, 400);
    const inGraph = new Set(graph);
    const extra = [...result.entered]
      .filter((f) => !inGraph.has(f) && projectFiles.has(f.getSourceFile()))
      .sort((a, b) => cmpNodes(a, b));
    reached.set(h.id, [...graph, ...extra]);
  }
  return { handlers, reached, fixed, calls };
}

/**
 * Tools past `max` in one dispatch handler lose their handler entry (not followed, so they cost
 * nothing) and say why; one line per such handler for the coverage's partial list.
 */
function boundDispatch(discovery: ReturnType<typeof discoverTools>, max: number): string[] {
  const byDispatcher = new Map<Node, ToolModel[]>();
  for (const tool of discovery.tools) {
    const d = discovery.entries.get(tool.id)?.dispatcher;
    if (d) (byDispatcher.get(d) ?? byDispatcher.set(d, []).get(d)!).push(tool);
  }
  const out: string[] = [];
  for (const [dispatcher, tools] of byDispatcher) {
    if (tools.length <= max) continue;
    const n = (x: number) => x.toLocaleString("en-US");
    const reason = `past the limit of ${n(max)} tools followed per dispatch handler: not followed`;
    for (const tool of tools.slice(max)) {
      discovery.entries.delete(tool.id);
      tool.unresolved = [...(tool.unresolved ?? []), reason];
    }
    const at = locOf(dispatcher);
    out.push(
      `${n(tools.length)} tools dispatched by one handler (${at.file}:${at.line}): only the first ${n(max)} were followed (the limit), the other ${n(tools.length - max)} are listed but not audited`,
    );
  }
  return out;
}

function entriesOf(discovery: { entries: Map<string, HandlerEntry> }, tool: ToolModel): HandlerEntry | undefined {
  return discovery.entries.get(tool.id);
}

/**
 * Functions reachable from a handler through direct calls to project functions (bounded). A call to a
 * function the handler's code was handed (`callTool(tool.name, args)`, `callTool` a parameter) reaches the
 * functions passed for that parameter; from there on, dispatch branches on another tool's name (`names`)
 * are left out.
 */
export function reachableFunctions(
  entry: HandlerEntry,
  projectFiles: Set<SourceFile>,
  maxFunctions = 400,
  names?: ToolNames,
  /** Filled with each reached function's distance from the handler, in calls. */
  depths?: Map<Node, number>,
): Node[] {
  const start = entry.branch ?? entry.fn;
  if (!start) return [];
  const seen = new Set<Node>([start]);
  depths?.set(start, 0);
  const queue: Node[] = [start];
  /** Functions reached through a passed callback, where other tools' branches are not run. */
  const viaParam = new Set<Node>();
  /** The calls through which each function was reached. */
  const callers = new Map<Node, Node[]>();
  while (queue.length && seen.size < maxFunctions) {
    const cur = queue.shift()!;
    const skip = entry.branch === undefined ? entry.otherBranches.filter((b) => b !== cur) : [];
    for (const d of skip.length
      ? descendantsOutside(cur, [SyntaxKind.CallExpression, SyntaxKind.NewExpression], { skip, enterFunctions: true })
      : callsIn(cur)) {
      if (!Node.isCallExpression(d) && !Node.isNewExpression(d)) continue;
      if (names && viaParam.has(cur) && inOtherToolBranch(d, names)) continue;
      const callee = d.getExpression();
      // bound to the calls of the parameter's function met on the way, when there were any
      const param = names && Node.isCallExpression(d) ? calledParameter(d) : undefined;
      if (param)
        for (const f of passedFunctions(d, callers.get(param.owner)))
          if (projectFiles.has(f.getSourceFile()) && !seen.has(f) && names) {
            seen.add(f);
            depths?.set(f, (depths.get(cur) ?? 0) + 1);
            queue.push(f);
            viaParam.add(f);
          }
      for (const { f, direct } of calleeTargets(d, callee)) {
        if (direct && Node.isCallExpression(d)) (callers.get(f) ?? callers.set(f, []).get(f)!).push(d);
        if (projectFiles.has(f.getSourceFile()) && !seen.has(f)) {
          seen.add(f);
          depths?.set(f, (depths.get(cur) ?? 0) + 1);
          queue.push(f);
          if (viaParam.has(cur)) viaParam.add(f);
        }
      }
    }
  }
  return [...seen];
}

const callsInCache = new WeakMap<Node, Node[]>();

/** The calls and `new` expressions inside a function, nested functions included, in document order (once per function). */
function callsIn(fn: Node): Node[] {
  let calls = callsInCache.get(fn);
  if (!calls) {
    calls = descendantsOfKinds(fn, [SyntaxKind.CallExpression, SyntaxKind.NewExpression]);
    callsInCache.set(fn, calls);
  }
  return calls;
}

const targetCache = new WeakMap<Node, { f: Node; direct: boolean }[]>();

/**
 * The functions a call reaches, in order: each declaration of its callee that is a function (or a
 * `const` holding one, or a class's constructor: `direct`), else every implementation of an interface
 * member it names. Once per call: every tool whose handler reaches the call asks again.
 */
function calleeTargets(d: Node, callee: Node): { f: Node; direct: boolean }[] {
  let targets = targetCache.get(d);
  if (targets) return targets;
  targets = [];
  const target = Node.isPropertyAccessExpression(callee) ? callee.getNameNode() : callee;
  const sym = symbolOf(target);
  const decls = sym ? (sym.isAlias() ? (sym.getAliasedSymbol()?.getDeclarations() ?? []) : sym.getDeclarations()) : [];
  for (const decl of decls) {
    let fn: Node | undefined = isFunctionLike(decl) ? decl : undefined;
    if (!fn && Node.isVariableDeclaration(decl)) {
      const init = decl.getInitializer();
      if (init && isFunctionLike(init)) fn = init;
    }
    if (!fn && Node.isClassDeclaration(decl)) fn = decl.getConstructors()[0];
    // a call through an injected interface reaches every implementation in the project
    if (fn) targets.push({ f: fn, direct: true });
    else for (const f of implementationsOf(decl)) targets.push({ f, direct: false });
  }
  targetCache.set(d, targets);
  return targets;
}

/** Strings a handler can hand back to the model: every string literal in reached code, except logging and keys. */
function collectTexts(tools: ToolModel[], reached: Map<string, Node[]>): ModelText[] {
  const texts: ModelText[] = [];
  // tools share helpers: each literal is read once, whichever tools reach it
  const read = new Map<
    Node,
    { key: string; location: SourceLocation; text: string; thrown: boolean; branch?: SourceLocation } | null
  >();
  const readLiteral = (lit: Node) => {
    let r = read.get(lit);
    if (r !== undefined) return r;
    r = null;
    if (isModelVisibleString(lit)) {
      const location = locOf(lit);
      // a value put into a template reads as "…": the model sees its literal words, not the source's spelling
      const text = Node.isTemplateExpression(lit)
        ? lit.getHead().getText().slice(1, -2) +
          lit
            .getTemplateSpans()
            .map(
              (sp) =>
                `…${"\n".repeat(sp.getExpression().getText().split("\n").length - 1)}${sp
                  .getLiteral()
                  .getText()
                  .slice(1, Node.isTemplateTail(sp.getLiteral()) ? -1 : -2)}`,
            )
            .join("")
        : (lit as StringLiteral | NoSubstitutionTemplateLiteral).getLiteralValue();
      const branch = branchOf(lit);
      r = {
        key: `${location.file}:${location.line}:${location.column}`,
        location,
        text,
        thrown: inThrow(lit),
        ...(branch ? { branch: locOf(branch) } : {}),
      };
    }
    read.set(lit, r);
    return r;
  };
  for (const tool of tools) {
    texts.push(...descriptionTexts(tool));
    const seen = new Set<string>();
    for (const fn of reached.get(tool.id) ?? []) {
      for (const lit of [
        ...descendantsOfKind(fn, SyntaxKind.StringLiteral),
        ...descendantsOfKind(fn, SyntaxKind.NoSubstitutionTemplateLiteral),
        ...descendantsOfKind(fn, SyntaxKind.TemplateExpression),
      ]) {
        const r = readLiteral(lit);
        if (!r || seen.has(r.key)) continue;
        seen.add(r.key);
        texts.push({
          tool: tool.id,
          kind: "result-text",
          text: r.text,
          location: { ...r.location },
          ...(r.thrown ? { thrown: true } : {}),
          ...(r.branch ? { branch: { ...r.branch } } : {}),
        });
      }
    }
  }
  return texts;
}

/**
 * The innermost conditional arm around a literal within its own function: an `if`'s then or else
 * statement, a `case` clause, a conditional expression's arm, a `catch` block. Undefined when the literal
 * is reached on every path through its function.
 */
function branchOf(lit: Node): Node | undefined {
  let child: Node = lit;
  for (let n: Node | undefined = lit.getParent(); n; child = n, n = n.getParent()) {
    if (isFunctionLike(n)) return undefined;
    if (Node.isIfStatement(n) && child !== n.getExpression()) return child;
    if (Node.isCaseClause(n) || Node.isDefaultClause(n) || Node.isCatchClause(n)) return n;
    if (Node.isConditionalExpression(n) && child !== n.getCondition()) return child;
  }
  return undefined;
}

/** Whether a literal is (part of) the value a `throw` statement throws, within its own function. */
function inThrow(lit: Node): boolean {
  for (let n: Node | undefined = lit.getParent(); n; n = n.getParent()) {
    if (Node.isThrowStatement(n)) return true;
    if (isFunctionLike(n) || Node.isStatement(n)) return false;
  }
  return false;
}

function isModelVisibleString(lit: Node): boolean {
  const p = lit.getParent();
  if (!p) return false;
  if (Node.isImportDeclaration(p) || Node.isExportDeclaration(p) || Node.isExternalModuleReference(p)) return false;
  if (Node.isPropertyAssignment(p) && p.getNameNode() === lit) return false;
  if (Node.isElementAccessExpression(p)) return false;
  if (Node.isTemplateSpan(p) || (Node.isTemplateExpression(p) && lit !== p)) return false;
  if (Node.isCaseClause(p)) return false;
  if (Node.isBinaryExpression(p) && /^(===|!==|==|!=|in|instanceof)$/.test(p.getOperatorToken().getText()))
    return false;
  if (Node.isCallExpression(p) && LOG_CALL.test(p.getExpression().getText())) return false;
  if (Node.isCallExpression(p) && p.getExpression().getText() === "require") return false;
  return true;
}

/** Orders flows of the same tool, argument, call and kind: by where they were guarded, keyed, derived or cut off. */
function flowKey(f: ParamFlow): string {
  return `${[f.guard, f.keyed, f.derived, f.emptyPath].map((x) => (x ? locKey(x.location) : "")).join("|")}|${f.part ?? ""}`;
}

/** Tokens a `//` can stand inside without starting a comment. */
// built on first use: SyntaxKind is loaded lazily (see morph.ts)
let notComment: Set<SyntaxKind> | undefined;
const NOT_COMMENT = () =>
  (notComment ??= new Set<SyntaxKind>([
    SyntaxKind.StringLiteral,
    SyntaxKind.NoSubstitutionTemplateLiteral,
    SyntaxKind.TemplateHead,
    SyntaxKind.TemplateMiddle,
    SyntaxKind.TemplateTail,
    SyntaxKind.RegularExpressionLiteral,
    SyntaxKind.JsxText,
  ]));

function suppressionsIn(sf: SourceFile, root: string) {
  return readSuppressions(sf.getFullText(), relativePath(root, sf.getFilePath()), {
    marker: "//",
    insideLiteral: (offset) => {
      const at = sf.getDescendantAtPos(offset);
      return !!at && NOT_COMMENT().has(at.getKind()) && at.getStart() <= offset;
    },
  });
}

/** The TypeScript/JavaScript front end behind the seam (`frontend/types.ts`). */
export const typescriptFrontend: Frontend<LoadedProject> = {
  language: "typescript",
  label: "TypeScript or JavaScript",
  detect(root, config) {
    const n = detectTypeScript(root, config.ignore);
    return {
      found: n > 0,
      reason: n > 0 ? "TypeScript or JavaScript source files" : "no TypeScript or JavaScript source file",
    };
  },
  load(root, config, timings) {
    return timings.time("load", () => loadProject(root, { ignore: config.ignore }));
  },
  buildModel(loaded, { config, timings }): FrontendBuild {
    const front = timings.time("model", () =>
      buildModel(loaded, {
        upstreamFunctions: config.upstreamFunctions,
        localFiles: config.localFiles,
        timings,
        ...(config.maxToolsPerDispatch ? { maxToolsPerDispatch: config.maxToolsPerDispatch } : {}),
      }),
    );
    const spec = detectSpecRevision(loaded.root, loaded.sourceFiles, config.specRevision);
    const suppressions = timings.time("suppressions", () =>
      [...loaded.sourceFiles, ...loaded.testFiles].flatMap((sf) => suppressionsIn(sf, loaded.root)),
    );
    return {
      language: "typescript",
      model: front.model,
      project: {
        projectConfigs: loaded.tsconfigs,
        filesAnalysed: loaded.sourceFiles.length,
        testFiles: loaded.testFiles.length,
        parseFailures: loaded.skipped.filter(
          (s) =>
            s.kind === "file" && (s.reason.startsWith("syntax error") || s.reason.startsWith("could not be parsed")),
        ).length,
        skipped: loaded.skipped,
        notes: loaded.notes,
        ...(front.unread.length ? { unread: front.unread } : {}),
      },
      unresolvedSites: front.unresolvedSites,
      limits: front.limits,
      spec,
      suppressions,
      syntax: { typescript: front.ts },
    };
  },
};

const handlerReads = new WeakMap<HandlerEntry, Set<string>>();

/**
 * The argument names the handler's own code reads anywhere in its body, closures included: `params.paths`
 * inside a per-item callback handed to a bulk helper (`const process = async (op) => { … params.paths … }`)
 * is a read even where the dataflow does not follow the callback. Rule 2's "declared but never read" needs
 * a read nowhere, so any mention of the argument clears it.
 */
function readInHandler(entry: HandlerEntry): Set<string> {
  let names = handlerReads.get(entry);
  if (names) return names;
  names = new Set<string>();
  handlerReads.set(entry, names);
  const fn = entry.fn;
  if (!fn || !Node.isFunctionLikeDeclaration(fn)) return names;
  const param = fn.getParameters()[entry.argsIndex];
  const scope = entry.branch ?? (fn as unknown as { getBody(): Node | undefined }).getBody();
  if (!param || !scope) return names;
  const nameNode = param.getNameNode();
  if (Node.isIdentifier(nameNode)) {
    const holder = [nameNode.getText(), ...(entry.argsPath ?? [])].join(".");
    for (const pa of descendantsOfKind(scope, SyntaxKind.PropertyAccessExpression))
      if (Node.isPropertyAccessExpression(pa) && pa.getExpression().getText() === holder) names.add(pa.getName());
  } else if (Node.isObjectBindingPattern(nameNode) && !entry.argsPath) {
    // `{ paths: targetPaths }`: the local name is read, the argument is the property
    const bound = new Map(
      nameNode.getElements().map((e) => [e.getName(), e.getPropertyNameNode()?.getText() ?? e.getName()]),
    );
    for (const id of descendantsOfKind(scope, SyntaxKind.Identifier)) {
      const arg = bound.get(id.getText());
      if (arg !== undefined) names.add(arg);
    }
  }
  return names;
}
