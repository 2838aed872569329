/**
 * Finds the places where a server talks to its upstream source: HTTP clients (fetch, axios, got,
 * undici, ky, node-fetch, node:http, superagent), instances made from them, SDK clients constructed
 * from third-party packages, and functions the user names in the configuration.
 */

import type { ts } from "ts-morph";
import {
  CLIENT_LIBRARIES,
  isNotUpstream,
  isSdkFunction,
  PLATFORM_BINDINGS,
  type PlatformBinding,
  SDK_FACTORY,
} from "../../model/client-libraries.js";
import type { UpstreamClient } from "../../model/types.js";
import {
  type BinaryExpression,
  type CallExpression,
  Node,
  type PropertyAccessExpression,
  type SourceFile,
  SyntaxKind,
} from "./morph.js";
import { compilerNodesOfKind, compilerText, nodesOfKind, wrap } from "./syntax/node-index.js";
import { declarationsOf, functionOf, returnedExpressions, unwrap } from "./syntax/resolve.js";

export interface UpstreamSite {
  call: CallExpression;
  client: UpstreamClient;
  callee: string;
  method?: string;
}

/** The HTTP client packages, by name (src/model/client-libraries.ts). */
const HTTP_PACKAGES: Record<string, UpstreamClient> = Object.fromEntries(
  CLIENT_LIBRARIES.flatMap((lib) =>
    lib.kind === "http" && !lib.language ? lib.packages.map((p) => [p, lib.client]) : [],
  ),
);

const HTTP_METHODS = new Set([
  "get",
  "post",
  "put",
  "patch",
  "delete",
  "head",
  "options",
  "request",
  "fetch",
  "stream",
]);
/** Methods that hand out a connection of a pooled client (pg, mysql2, generic-pool). */
const CONNECTION = /^(connect|getConnection|acquire)$/;
/** Method names on client instances that manage the connection rather than ask for data. */
const LIFECYCLE = new Set([
  "connect",
  "close",
  "end",
  "on",
  "once",
  "off",
  "disconnect",
  "destroy",
  "release",
  "use",
  "listen",
  "emit",
  "removeListener",
  "addListener",
  "setMaxListeners",
  "extend",
  "create",
  "defaults",
  "interceptors",
  "bind",
  "toString",
]);

/** A format package's parse or serialise function: it converts the value it is given, it hands out no client. */
const CODEC =
  /^(parse|parseDocument|parseAllDocuments|stringify|load|loadAll|safeLoad|safeLoadAll|dump|safeDump|decode|encode|serialize|deserialize)$/;

interface ImportInfo {
  module: string;
  /** "default", "*", or the imported name. */
  imported: string;
  /**
   * The module is the project's own code: a relative path, or a name the project maps to its own
   * folders (a workspace package `@org/core` under packages/*, a tsconfig `paths` alias such as `@/*`).
   * Its values are followed like any project code, never taken as a third-party client.
   */
  project: boolean;
}

/** The names the project maps to its own folders: tsconfig `paths` keys, workspace package names among them (load.ts). */
const projectAliases = new WeakMap<object, (module: string) => boolean>();
function projectAliasOf(sf: SourceFile): (module: string) => boolean {
  const project = sf.getProject();
  const had = projectAliases.get(project);
  if (had) return had;
  const exact = new Set<string>();
  const prefixes: string[] = [];
  for (const key of Object.keys(project.getCompilerOptions().paths ?? {})) {
    const star = key.indexOf("*");
    if (star < 0) exact.add(key);
    // a catch-all `*` would make every package the project's: only a named prefix counts
    else if (star > 0) prefixes.push(key.slice(0, star));
  }
  const test = (module: string) => exact.has(module) || prefixes.some((p) => module.startsWith(p));
  projectAliases.set(project, test);
  return test;
}

function importsOf(sf: SourceFile): Map<string, ImportInfo> {
  const out = new Map<string, ImportInfo>();
  const alias = projectAliasOf(sf);
  const own = (module: string) => isRelative(module) || alias(module);
  for (const imp of sf.getImportDeclarations()) {
    const module = imp.getModuleSpecifierValue();
    const project = own(module);
    const d = imp.getDefaultImport();
    if (d) out.set(d.getText(), { module, imported: "default", project });
    const ns = imp.getNamespaceImport();
    if (ns) out.set(ns.getText(), { module, imported: "*", project });
    for (const n of imp.getNamedImports())
      out.set((n.getAliasNode() ?? n.getNameNode()).getText(), { module, imported: n.getName(), project });
  }
  // CommonJS: const axios = require("axios"); const { request } = require("undici")
  // on the compiler's nodes: only the `require` calls are wrapped
  for (const c of compilerNodesOfKind(sf, SyntaxKind.CallExpression)) {
    if (compilerText(sf, (c as ts.CallExpression).expression) !== "require") continue;
    const call = wrap(sf, c) as CallExpression;
    const arg = call.getArguments()[0];
    if (!arg || !Node.isStringLiteral(arg)) continue;
    const module = arg.getLiteralValue();
    let parent = call.getParent();
    if (parent && Node.isPropertyAccessExpression(parent)) parent = parent.getParent(); // require("x").default
    if (parent && Node.isVariableDeclaration(parent)) {
      const nameNode = parent.getNameNode();
      const project = own(module);
      if (Node.isIdentifier(nameNode)) out.set(nameNode.getText(), { module, imported: "default", project });
      else if (Node.isObjectBindingPattern(nameNode))
        for (const e of nameNode.getElements())
          out.set(e.getName(), { module, imported: e.getPropertyNameNode()?.getText() ?? e.getName(), project });
    }
  }
  return out;
}

/**
 * `const provider = await this.resolveConnection(id)` where the project's method is declared to return a
 * class of a third-party SDK package (`Promise<NodeDriverServiceProvider>`, imported from
 * `@mongosh/service-provider-node-driver`): the value is that SDK's client, however the method builds it.
 */
function sdkReturnedBy(
  init: Node,
  importsByFile: Map<SourceFile, Map<string, ImportInfo>>,
): UpstreamClient | undefined {
  let u = unwrap(init);
  if (Node.isAwaitExpression(u)) u = unwrap(u.getExpression());
  if (!Node.isCallExpression(u)) return undefined;
  const fn = functionOf(u.getExpression());
  const typed = fn as unknown as { getReturnTypeNode?(): Node | undefined } | undefined;
  const typeText = typed?.getReturnTypeNode?.()?.getText().replace(/\s+/g, "");
  if (!fn || !typeText) return undefined;
  const inner = /^Promise<(.*)>$/.exec(typeText)?.[1] ?? typeText;
  if (!/^[A-Z][\w$]*(\.[A-Z][\w$]*)?$/.test(inner)) return undefined;
  const imports = importsByFile.get(fn.getSourceFile()) ?? importsOf(fn.getSourceFile());
  const info = imports.get(inner.split(".")[0]!);
  return info && info.imported !== "*" && isSdkModule(info) ? "sdk" : undefined;
}

/** A third-party package that may be an upstream SDK: not the project's own module, not a known non-upstream utility. */
function isSdkModule(info: ImportInfo): boolean {
  return !info.project && !isNotUpstream(info.module);
}

function isRelative(module: string): boolean {
  return module.startsWith(".") || module.startsWith("/") || module.startsWith("~/") || module.startsWith("@/");
}

/** What a `new X(...)` / `axios.create()` / `got.extend()` expression produces, if it is an upstream client. */
function clientFromFactory(init: Node, imports: Map<string, ImportInfo>): UpstreamClient | undefined {
  const u = unwrap(init);
  if (Node.isCallExpression(u)) {
    const callee = u.getExpression();
    // createClient<paths>({ baseUrl }) from openapi-fetch: client.GET("/v1/projects/{ref}", …)
    if (Node.isIdentifier(callee) && imports.get(callee.getText())?.module === "openapi-fetch") return "openapi-fetch";
    // createClient() from redis, createApiClient() from @neondatabase/api-client: a client factory of a third-party SDK
    const factory = Node.isIdentifier(callee) ? imports.get(callee.getText()) : undefined;
    if (
      factory &&
      /^create\w*Client$/.test(factory.imported === "default" ? callee.getText() : factory.imported) &&
      isSdkModule(factory) &&
      !HTTP_PACKAGES[factory.module]
    )
      return "sdk";
    // getFirestore(app), initializeApp(cfg), getStorage(): a factory a third-party SDK package exports, called
    // for its client (not awaited: an awaited call of an imported function is a request of its own)
    if (
      factory &&
      !Node.isAwaitExpression(init) &&
      SDK_FACTORY.test(factory.imported === "default" ? callee.getText() : factory.imported) &&
      isSdkModule(factory) &&
      !HTTP_PACKAGES[factory.module]
    )
      return "sdk";
    // algoliasearch(appId, key) from "algoliasearch", twilio(sid, token) from "twilio": the function that bears
    // its package's name is that package's client factory (called for its client, not awaited)
    if (
      factory &&
      !Node.isAwaitExpression(init) &&
      bearsPackageName(factory.imported === "default" ? callee.getText() : factory.imported, factory.module) &&
      isSdkModule(factory) &&
      !HTTP_PACKAGES[factory.module]
    )
      return "sdk";
    // admin.firestore(), vendor.service({ version }), admin.firestore().collection(name): a value a
    // third-party package's namespace or default export hands out, directly or along a chain of calls
    const chainRoot = Node.isPropertyAccessExpression(callee) ? rootIdentifier(callee) : undefined;
    const rootInfo = chainRoot ? imports.get(chainRoot) : undefined;
    // …but not what a format package's parser or serialiser makes of the text it is given (`toml.parse(text)`,
    // `yaml.load(text)`, `JSON5.stringify(v)`): that is data, the server's own when the text is (a config file)
    if (
      rootInfo &&
      (rootInfo.imported === "*" || rootInfo.imported === "default") &&
      isSdkModule(rootInfo) &&
      !HTTP_PACKAGES[rootInfo.module] &&
      !LIFECYCLE.has((callee as PropertyAccessExpression).getName()) &&
      !(u.getArguments().length && CODEC.test((callee as PropertyAccessExpression).getName()))
    )
      return "sdk";
    if (Node.isPropertyAccessExpression(callee)) {
      const root = callee.getExpression().getText();
      const info = imports.get(root);
      const m = callee.getName();
      if (info && HTTP_PACKAGES[info.module] && (m === "create" || m === "extend")) return HTTP_PACKAGES[info.module];
      // mysql2.createPool(config), redis.createClient(): a database or SDK client from a third-party package
      if (info && /^create\w*(Client|Pool|Connection)$/.test(m) && isSdkModule(info) && !HTTP_PACKAGES[info.module])
        return "sdk";
    }
    return undefined;
  }
  if (Node.isNewExpression(u)) {
    const name = u.getExpression().getText().split(".")[0]!;
    const info = imports.get(name);
    if (!info) return extendsSdkClass(u.getExpression()) ? "sdk" : undefined;
    if (info.module === "undici") return "undici";
    if (info.project) return extendsSdkClass(u.getExpression()) ? "sdk" : undefined;
    if (!isSdkModule(info) || HTTP_PACKAGES[info.module]) return undefined;
    return "sdk";
  }
  return undefined;
}

/** `algoliasearch` for "algoliasearch", `Twilio` for "twilio", `mySdk` for "@acme/my-sdk": a name that is its package's, case and dashes aside. */
function bearsPackageName(name: string, module: string): boolean {
  const norm = (x: string) => x.toLowerCase().replace(/[^a-z0-9]/g, "");
  const last = module.split("/").at(-1) ?? module;
  return norm(name).length >= 3 && norm(name) === norm(last);
}

/**
 * A project class that extends a class of a third-party SDK package (`class ApifyClient extends
 * _ApifyClient` with `_ApifyClient` imported from "apify-client"), directly or through other project
 * classes: its instances are that SDK's client. A project class extending nothing, or a utility
 * (an event emitter, an HTTP package), is not.
 */
function extendsSdkClass(classRef: Node, depth = 0): boolean {
  if (depth > 3) return false;
  const cls = declarationsOf(unwrap(classRef)).find(
    (d) => Node.isClassDeclaration(d) && !d.getSourceFile().isInNodeModules() && !d.getSourceFile().isDeclarationFile(),
  );
  if (!cls || !Node.isClassDeclaration(cls)) return false;
  const base = cls.getExtends()?.getExpression();
  if (!base) return false;
  const info = importsOf(cls.getSourceFile()).get(base.getText().split(".")[0]!);
  if (info && !info.project) return isSdkModule(info) && !HTTP_PACKAGES[info.module];
  return extendsSdkClass(base, depth + 1);
}

/** A key for the storage a receiver expression reads: a declaration, or `Class.prop` for `this.prop`. */
function storageKey(expr: Node): string | undefined {
  const u = unwrap(expr);
  if (Node.isIdentifier(u)) {
    const d = declarationsOf(u)[0];
    return d ? `decl:${d.getSourceFile().getFilePath()}:${d.getStart()}` : undefined;
  }
  if (Node.isPropertyAccessExpression(u) && u.getExpression().getKind() === SyntaxKind.ThisKeyword) {
    // the member may be declared in a base class (constructor(protected http: AxiosInstance))
    const d = declarationsOf(u.getNameNode())[0];
    const declCls =
      d && (Node.isPropertyDeclaration(d) || Node.isParameterDeclaration(d))
        ? d.getFirstAncestor((a) => Node.isClassDeclaration(a) || Node.isClassExpression(a))
        : undefined;
    const cls = declCls ?? u.getFirstAncestor((a) => Node.isClassDeclaration(a) || Node.isClassExpression(a));
    return cls ? `this:${cls.getSourceFile().getFilePath()}:${cls.getStart()}:${u.getName()}` : undefined;
  }
  if (Node.isPropertyAccessExpression(u)) {
    // module-level client object: api.client, or an instance property read from outside
    const d = declarationsOf(u.getNameNode())[0];
    if (d && Node.isPropertySignature(d)) return `decl:${d.getSourceFile().getFilePath()}:${d.getStart()}`;
    if (d && (Node.isPropertyDeclaration(d) || Node.isPropertyAssignment(d))) {
      const cls = d.getFirstAncestor((a) => Node.isClassDeclaration(a) || Node.isClassExpression(a));
      if (cls) return `this:${cls.getSourceFile().getFilePath()}:${cls.getStart()}:${u.getName()}`;
      return `decl:${d.getSourceFile().getFilePath()}:${d.getStart()}`;
    }
  }
  return undefined;
}

/** Cloudflare Workers binding types (PLATFORM_BINDINGS): Workers AI, D1, KV, R2, service bindings, Vectorize, Hyperdrive, queues. */
const PLATFORM_BINDING = new RegExp(`^(${[...new Set(PLATFORM_BINDINGS.flatMap((b) => b.types))].join("|")})(<.*>)?$`);
/** The environment object a platform hands its bindings on: `env`, `this.env`, `c.env`, `workerEnv`. */
const ENV_RECEIVER = /env$/i;

/**
 * `env.AI.autorag(name).search(req)`, `this.env.DOCS_BUCKET.get(key)`, `c.env.DB.prepare(sql).bind(id).all()`:
 * a reading method of a binding the platform's configuration declares (wrangler.toml), reached on the
 * environment object directly or along a chain of calls. Undefined when the call is no binding's; false
 * when it is a binding's but does not read (`put`, `send`).
 */
function bindingRead(callee: PropertyAccessExpression, bindings: Map<string, PlatformBinding>): boolean | undefined {
  if (!bindings.size) return undefined;
  const method = callee.getName();
  for (let r: Node = unwrap(callee.getExpression()), hops = 0; hops < 8; hops++) {
    if (Node.isPropertyAccessExpression(r)) {
      const row = bindings.get(r.getName());
      if (row && ENV_RECEIVER.test(lastName(r.getExpression()))) return row.reads.includes(method);
      r = unwrap(r.getExpression());
    } else if (Node.isCallExpression(r) || Node.isElementAccessExpression(r)) r = unwrap(r.getExpression());
    else break;
  }
  return undefined;
}

const TYPE_HINTS: [RegExp, UpstreamClient][] = [
  [/\bAxiosInstance\b/, "axios"],
  [/\bGot\b/, "got"],
  [/\bKyInstance\b/, "ky"],
  [/\b(Dispatcher|Pool)\b/, "undici"],
];

const FS_MODULE = /^(?:node:)?fs(?:\/promises)?$/;
/** The `node:fs` functions that read what a filesystem or knowledge-file server answers from. */
const FS_READS = new Set([
  "readFile",
  "readFileSync",
  "readdir",
  "readdirSync",
  "stat",
  "statSync",
  "lstat",
  "lstatSync",
  "opendir",
  "opendirSync",
  "createReadStream",
]);

/** `readFile(p)` imported from node:fs, `fs.readdir(d)`, `fs.promises.stat(p)`, `fsp.readFile(p)`. */
function fsRead(call: CallExpression, imports: Map<string, ImportInfo>): UpstreamSite | undefined {
  const calleeNode = unwrap(call.getExpression());
  const callee = calleeNode.getText();
  if (Node.isIdentifier(calleeNode)) {
    const info = imports.get(callee);
    return info && FS_MODULE.test(info.module) && FS_READS.has(info.imported)
      ? { call, client: "fs", callee, method: callee }
      : undefined;
  }
  if (!Node.isPropertyAccessExpression(calleeNode) || !FS_READS.has(calleeNode.getName())) return undefined;
  const recv = calleeNode.getExpression().getText();
  const [root, ...rest] = recv.split(".");
  const info = imports.get(root!);
  if (!info || !FS_MODULE.test(info.module)) return undefined;
  // import { promises as fsp } from "node:fs": fsp.readFile
  if (info.imported === "promises")
    return rest.length === 0 ? { call, client: "fs", callee, method: calleeNode.getName() } : undefined;
  if (info.imported !== "default" && info.imported !== "*") return undefined;
  return rest.length === 0 || (rest.length === 1 && rest[0] === "promises")
    ? { call, client: "fs", callee, method: calleeNode.getName() }
    : undefined;
}

/**
 * Whether `call` hands back the function given as `arg`, as its types say: the variable it is stored in
 * is declared with `typeof <arg>`, or the called project function returns the type of that parameter
 * (`(f: typeof nodeFetch, …): typeof nodeFetch`). A call that builds something else from the function
 * (`createClient({ fetch })`, `pRetry(() => fetch(u))`) does not.
 */
function returnsTypeOfArgument(call: CallExpression, arg: Node, expr: Node): boolean {
  const argText = unwrap(arg).getText();
  const sameAsArg = (typeText: string | undefined) => !!typeText && typeText.replace(/\s+/g, "") === `typeof${argText}`;
  const parent = expr.getParent();
  let declared: Node | undefined;
  if (parent && Node.isVariableDeclaration(parent) && parent.getInitializer() === expr) declared = parent;
  else if (
    parent &&
    Node.isBinaryExpression(parent) &&
    parent.getRight() === expr &&
    parent.getOperatorToken().getKind() === SyntaxKind.EqualsToken
  ) {
    const left = unwrap(parent.getLeft());
    const d = Node.isIdentifier(left) ? declarationsOf(left)[0] : undefined;
    if (d && Node.isVariableDeclaration(d)) declared = d;
  }
  if (declared && Node.isVariableDeclaration(declared) && sameAsArg(declared.getTypeNode()?.getText())) return true;
  const fn = functionOf(call.getExpression());
  if (!fn || !(Node.isFunctionDeclaration(fn) || Node.isArrowFunction(fn) || Node.isFunctionExpression(fn)))
    return false;
  const index = call.getArguments().indexOf(arg as never);
  const param = fn.getParameters()[index];
  const paramType = param?.getTypeNode()?.getText().replace(/\s+/g, "");
  const returnType = fn.getReturnTypeNode()?.getText().replace(/\s+/g, "");
  return !!paramType && paramType === returnType;
}

export function discoverUpstream(
  files: SourceFile[],
  extraFunctions: string[] = [],
  opts: { localFiles?: boolean; bindings?: Map<string, PlatformBinding> } = {},
): UpstreamSite[] {
  const bindings = opts.bindings ?? new Map<string, PlatformBinding>();
  const importsByFile = new Map<SourceFile, Map<string, ImportInfo>>();
  for (const sf of files) importsByFile.set(sf, importsOf(sf));

  // Pass 0: project functions that return a client (getClient(session) → new FirecrawlApp(cfg)).
  const factories = clientFactories(files, importsByFile);
  // Names first, symbols second: resolving every call's callee through the checker is the expensive part.
  const factoryNames = new Set([...factories.keys()].map(functionName).filter((n): n is string => !!n));
  const fromFactory = (init: Node, imports: Map<string, ImportInfo>): UpstreamClient | undefined => {
    const c = clientFromFactory(init, imports);
    if (c) return c;
    const u = unwrap(init);
    if (Node.isCallExpression(u) && factoryNames.has(lastName(u.getExpression()))) {
      const fn = functionOf(u.getExpression());
      if (fn && factories.has(fn)) return factories.get(fn);
    }
    return undefined;
  };

  // Pass 1: client instances, by storage key.
  const instances = new Map<string, UpstreamClient>();
  /** Names of aliases and binding members, which the storage keys do not carry. */
  const aliasNames = new Set<string>();
  for (const sf of files) {
    const imports = importsByFile.get(sf)!;
    for (const vd of nodesOfKind(sf, SyntaxKind.VariableDeclaration)) {
      const init = vd.getInitializer();
      const c = init ? fromFactory(init, imports) : undefined;
      const typeText = vd.getTypeNode()?.getText() ?? "";
      // let db: sqlite3.Database: a variable typed with a class of a third-party SDK package
      const typeImport = typeText ? imports.get(typeText.split(/[<.|\s]/)[0]!) : undefined;
      const hinted =
        TYPE_HINTS.find(([re]) => re.test(typeText))?.[1] ??
        (typeImport &&
        typeImport.imported !== "*" &&
        isSdkModule(typeImport) &&
        /^([A-Z]|[A-Za-z_$][\w$]*\.[A-Z])/.test(typeText)
          ? "sdk"
          : undefined);
      const returned = !c && !hinted && init ? sdkReturnedBy(init, importsByFile) : undefined;
      if (c || hinted || returned)
        instances.set(`decl:${sf.getFilePath()}:${vd.getStart()}`, (c ?? hinted ?? returned)!);
    }
    for (const pd of nodesOfKind(sf, SyntaxKind.PropertyDeclaration)) {
      const init = pd.getInitializer();
      const c = init ? fromFactory(init, imports) : undefined;
      const typeText = pd.getTypeNode()?.getText() ?? "";
      const typeImport = typeText ? imports.get(typeText.split(/[<.]/)[0]!) : undefined;
      const hinted =
        TYPE_HINTS.find(([re]) => re.test(typeText))?.[1] ??
        (typeImport && isSdkModule(typeImport) ? "sdk" : undefined);
      const cls = pd.getFirstAncestor((a) => Node.isClassDeclaration(a) || Node.isClassExpression(a));
      if ((c || hinted) && cls)
        instances.set(`this:${sf.getFilePath()}:${cls.getStart()}:${pd.getName()}`, (c ?? hinted)!);
    }
    for (const pa of nodesOfKind(sf, SyntaxKind.Parameter)) {
      const typeText = pa.getTypeNode()?.getText() ?? "";
      // (stripe: Stripe, …): a parameter whose type is a class of a third-party SDK package
      const typeImport = typeText ? imports.get(typeText.replace(/^Promise<|>$/g, "").split(/[<.]/)[0]!) : undefined;
      const hinted =
        TYPE_HINTS.find(([re]) => re.test(typeText))?.[1] ??
        (typeImport && typeImport.imported !== "*" && isSdkModule(typeImport) && /^[A-Z]/.test(typeText)
          ? "sdk"
          : undefined);
      if (hinted) {
        instances.set(`decl:${sf.getFilePath()}:${pa.getStart()}`, hinted);
        aliasNames.add(pa.getName());
        // constructor(private http: AxiosInstance) makes this.http an instance too
        const cls = pa.getFirstAncestor((a) => Node.isClassDeclaration(a));
        if (cls && pa.getScope()) instances.set(`this:${sf.getFilePath()}:${cls.getStart()}:${pa.getName()}`, hinted);
      }
    }
    // Cloudflare Workers bindings declared on the environment: env.AI.run(…), env.DB.prepare(…), env.KV.get(…)
    for (const ps of nodesOfKind(sf, SyntaxKind.PropertySignature)) {
      const typeText = ps.getTypeNode()?.getText() ?? "";
      if (!PLATFORM_BINDING.test(typeText)) continue;
      instances.set(`decl:${sf.getFilePath()}:${ps.getStart()}`, "sdk");
      aliasNames.add(ps.getName());
    }
    for (const b of compilerNodesOfKind(sf, SyntaxKind.BinaryExpression)) {
      // the operator read on the compiler's node: only assignments are wrapped (and not their operator token)
      if ((b as ts.BinaryExpression).operatorToken.kind !== SyntaxKind.EqualsToken) continue;
      const be = wrap(sf, b) as BinaryExpression;
      const c = fromFactory(be.getRight(), imports);
      if (!c) continue;
      const key = storageKey(be.getLeft());
      if (key) instances.set(key, c);
    }
  }

  // Pass 1a: `let send = undiciFetch`, `const http = fetch as unknown as typeof fetch`, an alias of such an
  // alias, and a `let` later set to one (`send = undiciFetch`): an alias of a known HTTP function is that
  // function. Repeated until no alias is added (chains across modules); casts, `satisfies`, parentheses
  // and `!` are looked through.
  const httpFunction = (expr: Node, imports: Map<string, ImportInfo>, depth = 0): UpstreamClient | undefined => {
    const u = unwrap(expr);
    // `wrapWithAuthRetry(nodeFetch, cfg)`, `fetchCookie(nodeFetch, jar)`, `withRetry(fetch)`: a function
    // given a known HTTP function and returning something of its type (`: typeof nodeFetch`) is that function
    // with extras. Only a call whose declared type says so (on the call's function or the variable) counts.
    if (Node.isCallExpression(u) && depth < 3) {
      for (const a of u.getArguments()) {
        const c = httpFunction(a, imports, depth + 1);
        if (c && returnsTypeOfArgument(u, a, expr)) return c;
      }
      return undefined;
    }
    if (Node.isConditionalExpression(u) && depth < 3) {
      const c = httpFunction(u.getWhenTrue(), imports, depth + 1);
      return c && c === httpFunction(u.getWhenFalse(), imports, depth + 1) ? c : undefined;
    }
    if (!Node.isIdentifier(u) && !Node.isPropertyAccessExpression(u)) return undefined;
    const text = u.getText();
    const info = imports.get(text);
    if (info)
      return HTTP_PACKAGES[info.module] && (info.imported === "default" || ["request", "fetch"].includes(info.imported))
        ? HTTP_PACKAGES[info.module]
        : undefined;
    if (text === "globalThis.fetch") return "fetch";
    if (!Node.isIdentifier(u)) return undefined;
    const decls = declarationsOf(u);
    if (
      text === "fetch" &&
      decls.every((d) => d.getSourceFile().isDeclarationFile() || d.getSourceFile().isInNodeModules())
    )
      return "fetch";
    const d = decls[0];
    const c =
      d && Node.isVariableDeclaration(d)
        ? instances.get(`decl:${d.getSourceFile().getFilePath()}:${d.getStart()}`)
        : undefined;
    return c && c !== "sdk" ? c : undefined;
  };
  for (let round = 0; round < 4; round++) {
    let added = false;
    const mark = (vd: Node, name: string, client: UpstreamClient) => {
      const key = `decl:${vd.getSourceFile().getFilePath()}:${vd.getStart()}`;
      if (instances.has(key)) return;
      instances.set(key, client);
      aliasNames.add(name);
      added = true;
    };
    for (const sf of files) {
      const imports = importsByFile.get(sf)!;
      for (const vd of nodesOfKind(sf, SyntaxKind.VariableDeclaration)) {
        const init = vd.getInitializer();
        const c = init && Node.isIdentifier(vd.getNameNode()) ? httpFunction(init, imports) : undefined;
        if (c) mark(vd, vd.getName(), c);
      }
      for (const b of compilerNodesOfKind(sf, SyntaxKind.BinaryExpression)) {
        if ((b as ts.BinaryExpression).operatorToken.kind !== SyntaxKind.EqualsToken) continue;
        const be = wrap(sf, b) as BinaryExpression;
        const left = unwrap(be.getLeft());
        if (!Node.isIdentifier(left)) continue;
        const c = httpFunction(be.getRight(), imports);
        const d = c ? declarationsOf(left)[0] : undefined;
        if (c && d && Node.isVariableDeclaration(d)) mark(d, d.getName(), c);
      }
    }
    if (!added) break;
  }

  // Pass 1b: a connection taken from a pool is the same client: const client = await pool.connect(); and a
  // handle an SDK client hands out without a request (`const file = bucket.file(path)`, `const col =
  // db.collection(name)`, not awaited) is a client of the same SDK: its awaited calls are requests
  const handleInits = new Set<Node>();
  const handles = (): void => {
    for (let round = 0; round < 3; round++) {
      let added = false;
      for (const sf of files) {
        for (const vd of nodesOfKind(sf, SyntaxKind.VariableDeclaration)) {
          const init = vd.getInitializer();
          const call = init ? unwrap(init) : undefined;
          if (!init || !call || !Node.isCallExpression(call)) continue;
          const callee = call.getExpression();
          if (!Node.isPropertyAccessExpression(callee)) continue;
          const m = callee.getName();
          const handle = !Node.isAwaitExpression(init) && !LIFECYCLE.has(m) && !PROMISE_METHODS.has(m);
          if (!CONNECTION.test(m) && !handle) continue;
          const own = `decl:${sf.getFilePath()}:${vd.getStart()}`;
          if (instances.has(own)) continue;
          // the receiver, or the client a chain of accessors starts from (`store.collection(c).doc(id)`)
          let client: UpstreamClient | undefined;
          for (let r: Node = callee.getExpression(), hops = 0; hops < 6 && !client; hops++) {
            const key = storageKey(r);
            client = key ? instances.get(key) : undefined;
            const u = unwrap(r);
            if (Node.isCallExpression(u)) r = u.getExpression();
            else if (Node.isPropertyAccessExpression(u) && u.getExpression().getKind() !== SyntaxKind.ThisKeyword)
              r = u.getExpression();
            else break;
          }
          if (client !== "sdk") continue;
          // a handle is what an awaited call is made on; a value used otherwise is data (a sync SDK's rows)
          if (handle && !CONNECTION.test(m)) {
            if (!awaitedOn(vd, sf)) continue;
            handleInits.add(call);
          }
          instances.set(own, client);
          added = true;
        }
      }
      if (!added) break;
    }
  };
  handles();

  // Pass 1c: a client handed to a project function is a client there too, whatever the parameter's type
  // (`handleQueryRecords(conn, args)` with `conn: any`, `new ReportService(client)`, then `this.client = client`)
  handClientsOn(files, instances, aliasNames, fromFactory, importsByFile);
  handles();

  // Pass 2: calls.
  const instanceNames = new Set([...instances.keys()].map((k) => k.split(":").at(-1)!));
  for (const n of aliasNames) instanceNames.add(n);
  for (const sf of files)
    for (const vd of nodesOfKind(sf, SyntaxKind.VariableDeclaration))
      if (instances.has(`decl:${sf.getFilePath()}:${vd.getStart()}`)) instanceNames.add(vd.getName());
  const sites: UpstreamSite[] = [];
  for (const sf of files) {
    const imports = importsByFile.get(sf)!;
    for (const call of nodesOfKind(sf, SyntaxKind.CallExpression)) {
      // `const file = bucket.file(p)`: making the handle asks nothing of the service
      if (handleInits.has(call)) continue;
      const site =
        classify(call, imports, instances, instanceNames, extraFunctions, fromFactory, bindings) ??
        (opts.localFiles ? fsRead(call, imports) : undefined);
      if (site) sites.push(site);
    }
  }
  return sites;
}

function classify(
  call: CallExpression,
  imports: Map<string, ImportInfo>,
  instances: Map<string, UpstreamClient>,
  instanceNames: Set<string>,
  extra: string[],
  fromFactory: (init: Node, imports: Map<string, ImportInfo>) => UpstreamClient | undefined,
  bindings: Map<string, PlatformBinding>,
): UpstreamSite | undefined {
  const calleeNode = unwrap(call.getExpression());
  const callee = calleeNode.getText();
  if (extra.some((e) => callee === e || callee.endsWith(`.${e}`))) return { call, client: "configured", callee };

  if (Node.isIdentifier(calleeNode)) {
    const name = calleeNode.getText();
    const info = imports.get(name);
    if (info) {
      const pkgClient = HTTP_PACKAGES[info.module];
      if (
        pkgClient &&
        (info.imported === "default" || ["request", "fetch", "stream", "got", "ky"].includes(info.imported))
      )
        return { call, client: pkgClient, callee };
      // await modelInfo({ name }) from @huggingface/hub: a request function an SDK package exports
      if (!info.project && isSdkFunction(info.module, info.imported)) return { call, client: "sdk", callee };
      return undefined;
    }
    if (name === "fetch") {
      // a project function named fetch is followed as a helper, not counted as the global
      const local = declarationsOf(calleeNode).some(
        (d) => !d.getSourceFile().isDeclarationFile() && !d.getSourceFile().isInNodeModules(),
      );
      // …unless it holds a known HTTP function (`let fetch: typeof nodeFetch = wrapWithAuthRetry(nodeFetch, cfg)`)
      if (!local) return { call, client: "fetch", callee, method: methodFromInit(call) };
    }
    if (!instanceNames.has(name)) return undefined;
    const key = storageKey(calleeNode);
    if (key && instances.has(key))
      return {
        call,
        client: instances.get(key)!,
        callee,
        ...(instances.get(key) === "fetch" ? { method: methodFromInit(call) } : {}),
      };
    return undefined;
  }
  if (Node.isPropertyAccessExpression(calleeNode)) {
    const method = calleeNode.getName();
    const recv = unwrap(calleeNode.getExpression());
    // axios.get(...), got.post(...), https.request(...)
    const rootName = recv.getText().split(/[.(]/)[0]!;
    const info = imports.get(rootName);
    if (info && HTTP_PACKAGES[info.module] && recv.getText() === rootName) {
      if (HTTP_METHODS.has(method))
        return { call, client: HTTP_PACKAGES[info.module]!, callee, method: method.toUpperCase() };
      return undefined;
    }
    // hub.modelInfo(…) with `import * as hub from "@huggingface/hub"`
    if (
      info &&
      !info.project &&
      recv.getText() === rootName &&
      (info.imported === "*" || info.imported === "default") &&
      isSdkFunction(info.module, method)
    )
      return { call, client: "sdk", callee };
    const read = bindingRead(calleeNode, bindings);
    if (read !== undefined) return read ? { call, client: "sdk", callee } : undefined;
    if (LIFECYCLE.has(method)) return undefined;
    // instance.get(...), this.http.post(...), this.client.search.query(...), client.store().list(...)
    let throughCall = false;
    for (let r: Node = recv, hops = 0; hops < 4; hops++) {
      const key = instanceNames.has(lastName(r)) ? storageKey(r) : undefined;
      if (key && instances.has(key)) {
        const client = instances.get(key)!;
        if (throughCall && client !== "sdk") return undefined;
        // client.store().list(…): the request is the outer call; the accessor call is not one of its own
        if (client === "sdk" && accessorOfChainedCall(call)) return undefined;
        if (client !== "sdk" && !HTTP_METHODS.has(method.toLowerCase())) return undefined;
        if (client === "sdk" && !isAwaitedOrReturned(call) && !answersByCallback(call)) return undefined;
        return { call, client, callee, method: client === "sdk" ? undefined : method.toUpperCase() };
      }
      const u = unwrap(r);
      // api().get("/user"): a call on what a client factory returns
      const made = Node.isCallExpression(u) ? fromFactory(u, imports) : undefined;
      if (made) {
        // admin.firestore().collection(c): an accessor on the way to the request, not a request of its own
        if (made === "sdk" && accessorOfChainedCall(call)) return undefined;
        if (made !== "sdk" && !HTTP_METHODS.has(method.toLowerCase())) return undefined;
        if (made === "sdk" && !isAwaitedOrReturned(call) && !answersByCallback(call)) return undefined;
        return { call, client: made, callee, method: made === "sdk" ? undefined : method.toUpperCase() };
      }
      if (Node.isPropertyAccessExpression(u) && u.getExpression().getKind() !== SyntaxKind.ThisKeyword)
        r = u.getExpression();
      else if (
        Node.isCallExpression(u) &&
        Node.isPropertyAccessExpression(unwrap(u.getExpression())) &&
        !PROMISE_METHODS.has(method)
      ) {
        r = (unwrap(u.getExpression()) as PropertyAccessExpression).getExpression();
        throughCall = true;
      } else break;
    }
  }
  return undefined;
}

/**
 * Marks the parameters that receive an upstream client at a call of a project function or class: the
 * parameter, and for a constructor the field it is kept in (a parameter property, or `this.x = param`).
 * Repeated a few rounds, so a client handed on through several helpers is followed.
 */
function handClientsOn(
  files: SourceFile[],
  instances: Map<string, UpstreamClient>,
  aliasNames: Set<string>,
  fromFactory: (init: Node, imports: Map<string, ImportInfo>) => UpstreamClient | undefined,
  importsByFile: Map<SourceFile, Map<string, ImportInfo>>,
): void {
  const project = new Set(files);
  const clientOf = (arg: Node, imports: Map<string, ImportInfo>): UpstreamClient | undefined => {
    const u = unwrap(arg);
    if (Node.isIdentifier(u) || Node.isPropertyAccessExpression(u)) {
      const key = storageKey(u);
      return key ? instances.get(key) : undefined;
    }
    if (Node.isAwaitExpression(u) || Node.isCallExpression(u) || Node.isNewExpression(u)) {
      const inner = Node.isAwaitExpression(u) ? unwrap(u.getExpression()) : u;
      return fromFactory(inner, imports);
    }
    return undefined;
  };
  for (let round = 0; round < 3; round++) {
    let added = false;
    const names = new Set([...instances.keys()].map((k) => k.split(":").at(-1)!));
    for (const n of aliasNames) names.add(n);
    for (const sf of files)
      for (const vd of nodesOfKind(sf, SyntaxKind.VariableDeclaration))
        if (instances.has(`decl:${sf.getFilePath()}:${vd.getStart()}`)) names.add(vd.getName());
    for (const sf of files) {
      const imports = importsByFile.get(sf)!;
      for (const call of [
        ...nodesOfKind(sf, SyntaxKind.CallExpression),
        ...nodesOfKind(sf, SyntaxKind.NewExpression),
      ] as (CallExpression | import("ts-morph").NewExpression)[]) {
        const args = call.getArguments();
        if (!args.length) continue;
        // cheap first: an argument named like a client, or a call/await that may make one
        const candidates = args.filter((a) => {
          const u = unwrap(a);
          return (
            names.has(lastName(u)) ||
            Node.isAwaitExpression(u) ||
            ((Node.isCallExpression(u) || Node.isNewExpression(u)) && Node.isIdentifier(unwrap(u.getExpression())))
          );
        });
        if (!candidates.length) continue;
        const clients = candidates.map((a) => ({ a, c: clientOf(a, imports) })).filter((x) => x.c);
        if (!clients.length) continue;
        let fn: Node | undefined;
        if (Node.isNewExpression(call)) {
          const cls = declarationsOf(unwrap(call.getExpression())).find((d) => Node.isClassDeclaration(d));
          fn = cls && Node.isClassDeclaration(cls) ? cls.getConstructors()[0] : undefined;
        } else fn = functionOf(call.getExpression());
        if (!fn || !project.has(fn.getSourceFile()) || !Node.isParametered(fn)) continue;
        const params = fn.getParameters();
        for (const { a, c } of clients) {
          const param = params[args.indexOf(a as never)];
          if (!param || !Node.isIdentifier(param.getNameNode())) continue;
          const key = `decl:${param.getSourceFile().getFilePath()}:${param.getStart()}`;
          if (instances.has(key)) continue;
          instances.set(key, c!);
          aliasNames.add(param.getName());
          added = true;
          const cls = Node.isConstructorDeclaration(fn) ? fn.getParent() : undefined;
          if (!cls || !Node.isClassDeclaration(cls)) continue;
          const fields = param.getScope() || param.isReadonly() ? [param.getName()] : [];
          // this.client = client
          for (const be of fn.getDescendantsOfKind(SyntaxKind.BinaryExpression)) {
            const left = unwrap(be.getLeft());
            if (
              be.getOperatorToken().getKind() === SyntaxKind.EqualsToken &&
              Node.isPropertyAccessExpression(left) &&
              left.getExpression().getKind() === SyntaxKind.ThisKeyword &&
              unwrap(be.getRight()).getText() === param.getName()
            )
              fields.push(left.getName());
          }
          for (const f of fields) {
            instances.set(`this:${cls.getSourceFile().getFilePath()}:${cls.getStart()}:${f}`, c!);
            aliasNames.add(f);
          }
        }
      }
    }
    if (!added) break;
  }
}

/** Functions whose result is an upstream client, directly or through another such function (bounded). */
function clientFactories(
  files: SourceFile[],
  importsByFile: Map<SourceFile, Map<string, ImportInfo>>,
): Map<Node, UpstreamClient> {
  const out = new Map<Node, UpstreamClient>();
  const fns: { fn: Node; imports: Map<string, ImportInfo> }[] = [];
  for (const sf of files) {
    const imports = importsByFile.get(sf)!;
    for (const f of sf.getFunctions()) fns.push({ fn: f, imports });
    for (const vd of sf.getVariableDeclarations()) {
      const init = vd.getInitializer();
      if (init && (Node.isArrowFunction(init) || Node.isFunctionExpression(init))) fns.push({ fn: init, imports });
    }
  }
  for (let round = 0; round < 3; round++) {
    let changed = false;
    const names = [...out.keys()].map(functionName).filter((n): n is string => !!n);
    for (const { fn, imports } of fns) {
      if (out.has(fn)) continue;
      const text = fn.getText();
      if (!/\bnew\s|\.(create|extend)\(|\bcreate\w*Client\b/.test(text) && !names.some((n) => text.includes(`${n}(`)))
        continue;
      for (const ret of returnedExpressions(fn)) {
        let c = clientFromFactory(ret, imports);
        const u = unwrap(ret);
        if (!c && Node.isCallExpression(u) && names.includes(lastName(u.getExpression()))) {
          const inner = functionOf(u.getExpression());
          if (inner) c = out.get(inner);
        }
        if (!c && Node.isIdentifier(u)) {
          // const client = new X(); cache = client; return client
          const d = declarationsOf(u)[0];
          const init = d && Node.isVariableDeclaration(d) ? d.getInitializer() : undefined;
          if (init) c = clientFromFactory(init, imports);
          // const c = base(); return c: a local built by another client factory
          const iu = init ? unwrap(init) : undefined;
          if (!c && iu && Node.isCallExpression(iu) && names.includes(lastName(iu.getExpression()))) {
            const inner = functionOf(iu.getExpression());
            if (inner) c = out.get(inner);
          }
        }
        if (c) {
          out.set(fn, c);
          changed = true;
          break;
        }
      }
    }
    if (!changed) break;
  }
  return out;
}

const PROMISE_METHODS = new Set(["then", "catch", "finally"]);

/**
 * Whether an awaited call is made on the variable (`await file.getMetadata()`, `await ref.child(k).get()`) in
 * its scope, or on a handle made from it (`const file = bucket.file(p)`, then `await file.getMetadata()`).
 */
function awaitedOn(vd: import("ts-morph").VariableDeclaration, sf: SourceFile, depth = 0): boolean {
  const name = vd.getName();
  if (depth > 3) return false;
  const scope = vd.getFirstAncestor(
    (a) =>
      Node.isFunctionDeclaration(a) ||
      Node.isArrowFunction(a) ||
      Node.isFunctionExpression(a) ||
      Node.isMethodDeclaration(a),
  );
  const [from, to] = scope ? [scope.getStart(), scope.getEnd()] : [0, sf.getEnd()];
  return (
    nodesOfKind(sf, SyntaxKind.AwaitExpression).some((aw) => {
      if (aw.getStart() < from || aw.getEnd() > to) return false;
      const inner = unwrap(aw.getExpression());
      if (!Node.isCallExpression(inner)) return false;
      const callee = unwrap(inner.getExpression());
      return Node.isPropertyAccessExpression(callee) && rootIdentifier(callee) === name;
    }) ||
    nodesOfKind(sf, SyntaxKind.VariableDeclaration).some((w) => {
      const init = w.getInitializer();
      if (w === vd || !init || Node.isAwaitExpression(init) || w.getStart() < from || w.getEnd() > to) return false;
      const u = unwrap(init);
      return (
        Node.isCallExpression(u) &&
        Node.isPropertyAccessExpression(unwrap(u.getExpression())) &&
        rootIdentifier(u.getExpression()) === name &&
        awaitedOn(w, sf, depth + 1)
      );
    })
  );
}

/** `client.store()` in `client.store().list(…)`: a call whose result is the receiver of a further SDK call. */
function accessorOfChainedCall(call: CallExpression): boolean {
  const p = call.getParent();
  const outer = p?.getParent();
  return (
    !!p &&
    Node.isPropertyAccessExpression(p) &&
    p.getExpression() === call &&
    !!outer &&
    Node.isCallExpression(outer) &&
    outer.getExpression() === p &&
    !PROMISE_METHODS.has(p.getName()) &&
    !LIFECYCLE.has(p.getName())
  );
}

/** The identifier a chain of member accesses and calls starts from: `admin` in `admin.firestore().collection`. */
function rootIdentifier(n: Node): string | undefined {
  let u = unwrap(n);
  for (let i = 0; i < 12; i++) {
    if (Node.isPropertyAccessExpression(u) || Node.isElementAccessExpression(u)) u = unwrap(u.getExpression());
    else if (Node.isCallExpression(u)) u = unwrap(u.getExpression());
    else break;
  }
  return Node.isIdentifier(u) ? u.getText() : undefined;
}

function lastName(n: Node): string {
  const u = unwrap(n);
  if (Node.isPropertyAccessExpression(u)) return u.getName();
  return u.getText();
}

function functionName(fn: Node): string | undefined {
  if (Node.isFunctionDeclaration(fn)) return fn.getName();
  const p = fn.getParent();
  return p && Node.isVariableDeclaration(p) ? p.getName() : undefined;
}

function isAwaitedOrReturned(call: Node): boolean {
  let p = call.getParent();
  while (p && (Node.isParenthesizedExpression(p) || Node.isAsExpression(p) || Node.isNonNullExpression(p)))
    p = p.getParent();
  return (
    !!p &&
    (Node.isAwaitExpression(p) ||
      Node.isReturnStatement(p) ||
      Node.isArrowFunction(p) ||
      Node.isVariableDeclaration(p) ||
      Node.isPropertyAccessExpression(p))
  );
}

/**
 * `db.all(sql, params, (err, rows) => …)`: a callback-style SDK call (sqlite3, the older mysql and
 * redis clients) hands its answer to a function literal given last, with the error first.
 */
function answersByCallback(call: CallExpression): boolean {
  const last = call.getArguments().at(-1);
  const cb = last ? unwrap(last) : undefined;
  if (!cb || !(Node.isArrowFunction(cb) || Node.isFunctionExpression(cb))) return false;
  // function (this: RunResult, err) { … }: the `this` annotation is no parameter
  const first = cb.getParameters().find((p) => p.getName() !== "this");
  return !!first && /^(err|error|e)$/i.test(first.getName());
}

function methodFromInit(call: CallExpression): string | undefined {
  const init = call.getArguments()[1];
  if (!init) return "GET";
  const u = unwrap(init);
  if (Node.isObjectLiteralExpression(u)) {
    const m = u.getProperty("method");
    if (m && Node.isPropertyAssignment(m)) {
      const v = unwrap(m.getInitializerOrThrow());
      if (Node.isStringLiteral(v)) return v.getLiteralValue().toUpperCase();
    }
    return "GET";
  }
  return undefined;
}
