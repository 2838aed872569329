/**
 * What a request says about the upstream it goes to (`ParamFlow.request`): the texts where it is built
 * and the modelled APIs (`model/upstream-defaults.ts`) the modules around it name. Read by rule 1 to
 * know an API's documented default for a key left out of the request.
 */
import type { ParamFlow, SourceLocation } from "../../model/types.js";
import { apisNamedIn } from "../../model/upstream-defaults.js";
import { escapeRegExp } from "../../model/wording.js";
import { type CallExpression, Node, type SourceFile, SyntaxKind } from "./morph.js";
import { constString } from "./syntax/const-eval.js";
import { locOf } from "./syntax/location.js";
import { descendantAtPos, descendantsOfKinds } from "./syntax/node-index.js";
import { isFunctionLike, symbolOf } from "./syntax/resolve.js";
import type { UpstreamSite } from "./upstream.js";

export class RequestReader {
  private readonly literals = new WeakMap<Node, string[]>();
  private readonly fileApis = new WeakMap<SourceFile, string[]>();
  /** Nodes by location, files by their path in the model, and the request scope of each node's function. */
  private readonly nodes = new Map<string, Node | undefined>();
  private byPath?: Map<string, SourceFile | undefined>;
  private readonly scopes = new WeakMap<Node, Node | undefined>();
  private onlyApi?: string[];
  private readonly filled = new WeakMap<Node, string[]>();
  private readonly fills = new WeakMap<Node, Fill[]>();

  constructor(
    private readonly sites: Map<string, UpstreamSite>,
    private readonly files: readonly SourceFile[],
  ) {}

  /** The request facts of one flow; undefined when none of its places could be read. */
  read(flow: ParamFlow): ParamFlow["request"] | undefined {
    const site = this.sites.get(flow.upstreamCall)?.call;
    const nodes: Node[] = site ? [site] : [];
    const guardStep = flow.guard ? flow.steps.findIndex((s) => same(s.location, flow.guard!.location)) : -1;
    const after = guardStep >= 0 ? flow.steps.slice(guardStep + 1).map((s) => s.location) : [];
    for (const at of [flow.keyAt, flow.sentUnder?.location, flow.guard?.location, ...after]) {
      const n = at && this.nodeAt(at);
      if (n) nodes.push(n);
    }
    if (!nodes.length) return undefined;
    const texts = new Set<string>();
    const files = new Set<SourceFile>();
    const filled = new Set<string>();
    const fills = new Map<string, Fill>();
    for (const n of nodes) {
      const scope = this.scopeOf(n);
      if (scope) for (const t of this.literalTexts(scope)) texts.add(t);
      if (scope) for (const k of this.filledOf(scope)) filled.add(k);
      if (scope) for (const f of this.fillsOf(scope)) fills.set(`${f.key}|${f.location.line}`, f);
      files.add(n.getSourceFile());
    }
    // `this.request('/search', { params })` on the way to a shared request helper: the path the caller hands it
    // names the endpoint, though the helper builds the URL from a variable
    for (const st of flow.steps) {
      if (!st.message.startsWith("passed to ")) continue;
      for (const t of this.pathArguments(st.location)) texts.add(t);
    }
    // `exa.request(API_CONFIG.ENDPOINTS.SEARCH, "POST", body)`: a path the upstream call is handed as a constant
    if (site && Node.isCallExpression(site)) for (const t of pathTexts(site)) texts.add(t);
    const apis = new Set<string>();
    for (const f of files) for (const a of this.apisOf(f)) apis.add(a);
    // no module around the request names an API: a server whose modules name exactly one modelled API (its base URL
    // in a config module) talks to that one
    if (!apis.size) for (const a of this.projectApis()) apis.add(a);
    const name = flow.param.split(".").pop()!;
    const namedAt = flow.guard ? this.namedAfter(after, name) : undefined;
    return {
      texts: [...texts].sort(),
      apis: [...apis].sort(),
      ...(namedAt ? { namedAt } : {}),
      ...(filled.size ? { filled: [...filled].sort() } : {}),
      ...(fills.size ? { fills: [...fills.values()] } : {}),
    };
  }

  private fillsOf(scope: Node): Fill[] {
    let out = this.fills.get(scope);
    if (!out) {
      out = fallbackFills(scope);
      this.fills.set(scope, out);
    }
    return out;
  }

  /** The string arguments of the call a step passes the value to (`this.request('/search', { params })` → `'/search'`). */
  private pathArguments(at: SourceLocation): string[] {
    const call = this.nodeAt(at)?.getFirstAncestor((a) => Node.isCallExpression(a) || Node.isStatement(a));
    if (!call || !Node.isCallExpression(call)) return [];
    return pathTexts(call);
  }

  private filledOf(scope: Node): string[] {
    let keys = this.filled.get(scope);
    if (!keys) {
      keys = filledKeys(scope);
      this.filled.set(scope, keys);
    }
    return keys;
  }

  /** The modelled APIs the whole server names, when it names exactly one; else none. */
  private projectApis(): string[] {
    if (!this.onlyApi) {
      const all = new Set<string>();
      for (const f of this.files) for (const a of this.apisOf(f)) all.add(a);
      this.onlyApi = all.size === 1 ? [...all] : [];
    }
    return this.onlyApi;
  }

  /** The innermost node at a location of the model. */
  private nodeAt(at: SourceLocation): Node | undefined {
    const key = `${at.file}:${at.line}:${at.column}`;
    if (this.nodes.has(key)) return this.nodes.get(key);
    this.byPath ??= new Map();
    if (!this.byPath.has(at.file))
      this.byPath.set(
        at.file,
        this.files.find((f) => f.getFilePath().endsWith(`/${at.file}`)),
      );
    const sf = this.byPath.get(at.file);
    const node = sf
      ? descendantAtPos(sf, sf.compilerNode.getPositionOfLineAndCharacter(at.line - 1, at.column - 1))
      : undefined;
    this.nodes.set(key, node);
    return node;
  }

  /** `requestScope`, kept per function (its count of dispatch cases is read once). */
  private scopeOf(n: Node): Node | undefined {
    const fn = n.getFirstAncestor((a) => isFunctionLike(a) || Node.isCaseClause(a));
    if (!fn || Node.isCaseClause(fn)) return requestScope(n);
    if (!this.scopes.has(fn)) this.scopes.set(fn, requestScope(n));
    return this.scopes.get(fn);
  }

  /** Where the argument is put under its own name in an object literal handed to a call on the way (`query({ status: a.status })`). */
  private namedAfter(places: SourceLocation[], name: string): SourceLocation | undefined {
    for (const at of places) {
      const call = this.nodeAt(at)?.getFirstAncestor((a) => Node.isCallExpression(a) || Node.isStatement(a));
      if (!call || !Node.isCallExpression(call)) continue;
      for (const arg of call.getArguments()) {
        if (!Node.isObjectLiteralExpression(arg)) continue;
        const prop = arg.getProperty(name);
        if (prop) return locOf(prop);
      }
    }
    return undefined;
  }

  /** String literals and templates of a node that can name a host, a path or a query field. */
  private literalTexts(n: Node): string[] {
    let texts = this.literals.get(n);
    if (!texts) {
      const kinds = [SyntaxKind.StringLiteral, SyntaxKind.NoSubstitutionTemplateLiteral, SyntaxKind.TemplateExpression];
      const found = descendantsOfKinds(n, kinds).filter((d) => !Node.isTemplateSpan(d.getParent()));
      // `${GITLAB}/projects/…`: the base a template starts from, when it is a module constant
      // (`const GITLAB = process.env.GITLAB_URL ?? "https://gitlab.com/api/v4"`), names the host too
      for (const t of found) {
        if (!Node.isTemplateExpression(t)) continue;
        const head = t.getTemplateSpans()[0]?.getExpression();
        if (!head || !Node.isIdentifier(head) || t.getHead().getLiteralText() !== "") continue;
        for (const d of symbolOf(head)?.getDeclarations() ?? []) {
          const init = Node.isVariableDeclaration(d) ? d.getInitializer() : undefined;
          if (init) found.push(...descendantsOfKinds(init, kinds), ...(kinds.includes(init.getKind()) ? [init] : []));
        }
      }
      texts = found.map((d) => d.getText()).filter((t) => /[/.(]/.test(t));
      this.literals.set(n, texts);
    }
    return texts;
  }

  private apisOf(f: SourceFile): string[] {
    let apis = this.fileApis.get(f);
    if (!apis) {
      apis = apisNamedIn(this.literalTexts(f));
      this.fileApis.set(f, apis);
    }
    return apis;
  }
}

/**
 * Request keys a scope writes when they are still missing: `if (!url.searchParams.has("per_page")) …append("per_page", …)`,
 * `if (q.limit === undefined) q.limit = 50`, `q.limit ??= 50`, `if (!status) q.status = "all"`. Left out by the caller,
 * such a key is still sent.
 */
function filledKeys(scope: Node): string[] {
  const keys: string[] = [];
  for (const st of descendantsOfKinds(scope, [SyntaxKind.IfStatement])) {
    if (!Node.isIfStatement(st)) continue;
    const cond = st.getExpression().getText();
    const then = st.getThenStatement().getText();
    const has = /^!\s*[\w$.]+\.has\(\s*(["'`])([^"'`]+)\1\s*\)$/.exec(cond);
    if (has && new RegExp(`\\.(?:append|set)\\(\\s*["'\`]${escapeRegExp(has[2]!)}["'\`]`).test(then))
      keys.push(has[2]!);
    const undef = /^(?:!\s*)?([\w$]+(?:\.[\w$]+)*)\.([\w$]+)\s*(?:={2,3}\s*(?:undefined|null))?$/.exec(cond);
    if (
      undef &&
      new RegExp(`\\b${escapeRegExp(undef[1]!)}\\.${escapeRegExp(undef[2]!)}\\s*=(?!=)`).test(then) &&
      (cond.startsWith("!") || /=/.test(cond))
    )
      keys.push(undef[2]!);
    // `if (!status) params.status = "all"` beside `if (status) params.status = status`: the caller's value tested
    // absent, and the request key of its name written with the value that means every item (a window filled in,
    // `if (!days) params.days = 60`, is a default of the server's own and stays a finding)
    const absent = /^(?:!\s*([\w$]+)|([\w$]+)\s*={2,3}\s*(?:undefined|null))$/.exec(cond);
    const name = absent && (absent[1] ?? absent[2]);
    if (
      name &&
      new RegExp(
        `^\\{?\\s*[\\w$]+(?:\\.${escapeRegExp(name)}|\\[\\s*["'\`]${escapeRegExp(name)}["'\`]\\s*\\])\\s*=\\s*["'\`](?:all|any|\\*|everything)["'\`]`,
        "i",
      ).test(then)
    )
      keys.push(name);
  }
  for (const b of descendantsOfKinds(scope, [SyntaxKind.BinaryExpression])) {
    if (!Node.isBinaryExpression(b) || b.getOperatorToken().getKind() !== SyntaxKind.QuestionQuestionEqualsToken)
      continue;
    const left = b.getLeft();
    if (Node.isPropertyAccessExpression(left)) keys.push(left.getName());
  }
  return keys;
}

type Fill = { key: string; value: string; location: SourceLocation };

/**
 * A fallback that writes a request key with a literal when the caller's value of the same name is absent:
 * `if (!days) apiParams.days = 60`, `if (days === undefined) q["days"] = 60`. The key is then always sent.
 */
function fallbackFills(scope: Node): Fill[] {
  const out: Fill[] = [];
  for (const st of descendantsOfKinds(scope, [SyntaxKind.IfStatement])) {
    if (!Node.isIfStatement(st) || st.getElseStatement()) continue;
    const cond = st.getExpression().getText();
    const absent = /^(?:!\s*([\w$]+)|([\w$]+)\s*={2,3}\s*(?:undefined|null))$/.exec(cond);
    const name = absent && (absent[1] ?? absent[2]);
    if (!name) continue;
    const then = st
      .getThenStatement()
      .getText()
      .replace(/^\{\s*|\s*;?\s*\}$/g, "");
    const m = new RegExp(
      `^[\\w$]+(?:\\.${escapeRegExp(name)}|\\[\\s*["'\`]${escapeRegExp(name)}["'\`]\\s*\\])\\s*=\\s*(\\d+|["'\`][^"'\`]*["'\`])\\s*;?$`,
    ).exec(then);
    if (m) out.push({ key: name, value: m[1]!.replace(/^["'`]|["'`]$/g, ""), location: locOf(st) });
  }
  return out;
}

/**
 * The string arguments of a call that can name a path (`'/search'`), as written; an argument that is a
 * constant of the project (`API_CONFIG.ENDPOINTS.SEARCH` holding "/search") as its quoted value.
 */
function pathTexts(call: CallExpression): string[] {
  return call
    .getArguments()
    .map((a) =>
      Node.isStringLiteral(a) || Node.isNoSubstitutionTemplateLiteral(a) || Node.isTemplateExpression(a)
        ? a.getText()
        : Node.isPropertyAccessExpression(a) || Node.isIdentifier(a)
          ? quoted(constString(a)?.value)
          : undefined,
    )
    .filter((t): t is string => t !== undefined && /[/.(]/.test(t));
}

function quoted(v: string | undefined): string | undefined {
  return v === undefined || /["\n]/.test(v) ? undefined : `"${v}"`;
}

function same(a: SourceLocation, b: SourceLocation): boolean {
  return a.file === b.file && a.line === b.line && a.column === b.column;
}

/**
 * The part of the code that builds one request: the enclosing dispatch case, else the enclosing function.
 * None outside a function, or in a function that dispatches over several cases (it builds many requests).
 */
function requestScope(n: Node): Node | undefined {
  for (let cur: Node | undefined = n; cur; cur = cur.getParent()) {
    if (Node.isCaseClause(cur)) return cur;
    if (isFunctionLike(cur)) return descendantsOfKinds(cur, [SyntaxKind.CaseClause]).length > 1 ? undefined : cur;
  }
  return undefined;
}
