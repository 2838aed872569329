/**
 * Upstream calls in Python. The HTTP clients are rows of the shared library table
 * (`model/client-libraries.ts`): `httpx` (module functions, `Client`/`AsyncClient`, often one shared
 * client built in a helper module), `requests` (functions and `Session`), `aiohttp` (`ClientSession`)
 * and `urllib.request.urlopen`; plus configured callee names and any third-party SDK's client. A
 * name counts as a row's constructor or function when the file imports it from that package (or, with
 * no import to read, when it is spelled with the package's name). A method call counts when its
 * receiver is known to be a client (built by a client constructor, annotated as one, handed out by a
 * helper that returns one, bound by `async with … as`), or when it carries the keyword arguments only
 * an HTTP request takes (`params=`, `json=`, `headers=`…) — never a `dict.get("key")`.
 */
import { PYTHON_HTTP_LIBRARIES, pythonHttpLibrary } from "../../model/client-libraries.js";
import type { UpstreamClient } from "../../model/types.js";
import { escapeRegExp } from "../../model/wording.js";
import { CLIENT_FACTORY, CLIENT_HOUSEKEEPING, DERIVED_CLIENT, isSdkModule, NOT_CLIENT_CLASS } from "./libraries.js";
import type { PyFile } from "./load.js";
import type { PyNode } from "./parser.js";
import { type PyClassRef, Receivers } from "./receivers.js";
import {
  baseNames,
  dotted,
  enclosingClass,
  enclosingFunction,
  field,
  keywordArgs,
  kids,
  methodOf,
  ofType,
  type ProjectIndex,
  paramName,
  positionalArgs,
  stringValue,
  unwrap,
} from "./syntax.js";

const HTTP_METHOD = /^(get|post|put|patch|delete|head|options|request|stream|send)$/;
const REQUEST_KWARG =
  /^(params|json|data|headers|content|files|timeout|auth|cookies|follow_redirects|allow_redirects)$/;
type HttpRow = (typeof PYTHON_HTTP_LIBRARIES)[number];
/** The rows with client objects, each with the import statements that bring its package into a file. */
const CLIENT_ROWS = PYTHON_HTTP_LIBRARIES.filter((l) => l.constructors).map((lib) => ({
  lib,
  imported: new RegExp(lib.packages.map((p) => `\\bimport ${escapeRegExp(p)}\\b|from ${escapeRegExp(p)}\\b`).join("|")),
}));
/** The client classes of the HTTP rows, as an annotation may name them (`httpx.AsyncClient`, `Optional[Session]`). */
const CLIENT_TYPE = new RegExp(
  `\\b(${[...new Set(PYTHON_HTTP_LIBRARIES.flatMap((l) => l.constructors ?? []).filter((c) => /^[A-Z]/.test(c)))].join("|")})\\b`,
);

/** An SDK's client, or an HTTP client: of a known row of the library table, or `"http"` when its package is not known. */
type ClientKind = HttpRow | "http" | "sdk";
/** Whether a kind is an HTTP client's (of a known row or not). */
const isHttp = (k: ClientKind | undefined): boolean => k !== undefined && k !== "sdk";

export interface PySite {
  call: PyNode;
  file: PyFile;
  client: UpstreamClient;
  callee: string;
  method?: string;
}

/** Which HTTP client package a request on a client object is made with: the receiver's name, else the one the file imports. */
function libraryOf(file: PyFile, text: string): UpstreamClient {
  const t = text.split(".")[0]!;
  return (
    CLIENT_ROWS.find(({ lib, imported }) => lib.packages.includes(t) || imported.test(file.text))?.lib.client ??
    "configured"
  );
}

export class UpstreamFinder {
  private readonly memo = new Map<number, ClientKind | undefined>();
  private readonly busy = new Set<number>();
  private readonly kinds = new Map<string, ClientKind | null>();
  private readonly typeKinds = new Map<string, ClientKind | null>();
  private readonly fns = new Map<string, { file: PyFile; fn: PyNode } | null>();
  readonly receivers: Receivers;
  constructor(
    private readonly index: ProjectIndex,
    private readonly extra: string[],
  ) {
    this.receivers = new Receivers(index);
  }

  sitesIn(file: PyFile): PySite[] {
    const out: PySite[] = [];
    for (const call of ofType(file.root, "call")) {
      const s = this.site(file, call);
      if (s) out.push(s);
    }
    return out;
  }

  private site(file: PyFile, call: PyNode): PySite | undefined {
    const fn = field(call, "function");
    if (!fn) return undefined;
    // `_client().get(…)`, `self.http().post(…)`: the callee as written
    const text = dotted(fn) ?? (fn.type === "attribute" ? fn.text.replace(/\s+/g, "") : undefined);
    if (!text) return undefined;
    if (this.extra.includes(text) || this.extra.includes(text.split(".").pop()!))
      return { call, file, client: "configured", callee: text };
    const parts = text.split(".");
    const method = parts[parts.length - 1]!;
    // a request function of an HTTP package: `httpx.get(…)`, `requests.request("GET", …)`, `urlopen(req)`
    const fnRow = this.httpExport(file, fn, "functions");
    if (fnRow)
      return {
        call,
        file,
        client: fnRow.client,
        callee: text,
        method: /^(request|stream|urlopen)$/.test(method) ? undefined : method.toUpperCase(),
      };
    // a call on a client a third-party SDK built (a search engine, a database driver, a vector store, a cloud SDK)
    if (fn.type === "attribute" && !CLIENT_HOUSEKEEPING.test(method) && !DERIVED_CLIENT.test(method)) {
      let r: PyNode | undefined = field(fn, "object")!;
      for (let i = 0; r && i < 3; i++) {
        const kind = this.clientKind(file, r, call);
        if (kind === "sdk") return { call, file, client: "sdk", callee: text };
        if (kind) break;
        r = unwrap(r).type === "attribute" ? field(unwrap(r), "object") : undefined;
      }
    }
    if (fn.type !== "attribute" || !HTTP_METHOD.test(method)) return undefined;
    const receiver = field(fn, "object")!;
    const args = positionalArgs(call);
    const first = args[0];
    // `row.get("Anzahl", 0)`: a key lookup, never a request
    const firstLit = first ? stringValue(first) : undefined;
    if (
      firstLit !== undefined &&
      !/[/:]/.test(firstLit) &&
      !/^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)$/i.test(firstLit)
    )
      return undefined;
    if (!first && !keywordArgs(call).has("url")) return undefined;
    const kw = [...keywordArgs(call).keys()];
    const kind = this.clientKind(file, receiver, call);
    const client = isHttp(kind);
    if (!client && !kw.some((k) => REQUEST_KWARG.test(k))) return undefined;
    if (!client && /^(os\.environ|environ|self\.cache|cache|.*_cache|dict|headers)$/.test(receiver.text))
      return undefined;
    // the package of the client's constructor, else the one the receiver is named after or the file imports
    const lib = typeof kind === "object" ? kind.client : libraryOf(file, receiver.text);
    if (!client && lib === "configured") return undefined;
    return {
      call,
      file,
      client: lib,
      callee: text,
      method:
        method === "request" || method === "stream"
          ? (firstLit ?? "").toUpperCase() || undefined
          : method.toUpperCase(),
    };
  }

  /** Whether an expression holds an HTTP client, as far as the code says. */
  isClient(file: PyFile, n: PyNode, at: PyNode, depth = 0): boolean {
    return isHttp(this.clientKind(file, n, at, depth));
  }

  /**
   * The HTTP row a callee is one of the `constructors` or `functions` of: a name imported from the row's
   * package (`from httpx import AsyncClient`, `import requests as r; r.get`), or, when nothing resolves,
   * a spelling that starts with the package's name. A name bound to anything else (a project class
   * `Session`, another package's `Client`) is not.
   */
  private httpExport(file: PyFile, callee: PyNode, what: "constructors" | "functions"): HttpRow | undefined {
    const c = unwrap(callee);
    if (c.type !== "identifier" && c.type !== "attribute") return undefined;
    const b = this.index.resolveExpr(file, c);
    if (b?.kind === "external") {
      const row = pythonHttpLibrary(b.module);
      return row?.[what]?.includes(b.name) ? row : undefined;
    }
    if (b) return undefined;
    const text = dotted(c);
    if (!text) return undefined;
    const dot = text.lastIndexOf(".");
    if (dot > 0) {
      const row = PYTHON_HTTP_LIBRARIES.find((l) => l.packages.includes(text.slice(0, dot)));
      return row?.[what]?.includes(text.slice(dot + 1)) ? row : undefined;
    }
    // an unresolved bare name: a capitalised client class of a package the file imports (`ClientSession()`)
    if (what !== "constructors" || !/^[A-Z]/.test(text)) return undefined;
    return PYTHON_HTTP_LIBRARIES.find((l) => l.constructors?.includes(text) && l.client === libraryOf(file, text));
  }

  /** Whether a call builds a client of a third-party SDK: `Elasticsearch(...)`, `mysql.connector.connect(...)`, `boto3.client("s3")`. */
  private sdkFactory(file: PyFile, callee: PyNode): boolean {
    const text = dotted(callee);
    if (!text) return false;
    const parts = text.split(".");
    const last = parts[parts.length - 1]!;
    if (!CLIENT_FACTORY.test(last) || NOT_CLIENT_CLASS.test(last)) return false;
    const src = this.externalModule(file, parts[0]!);
    if (src !== undefined) return isSdkModule(src);
    // a project class extending an SDK's client class
    const b = this.index.resolveExpr(file, callee);
    if (b?.kind !== "class") return false;
    return this.receivers.lineage({ file: b.file, cls: b.node }).some((c) =>
      baseNames(c.cls).some((base) => {
        const m = this.externalModule(c.file, base.text.split(".")[0]!);
        return m !== undefined && isSdkModule(m) && !NOT_CLIENT_CLASS.test(base.text);
      }),
    );
  }

  /** The package a name is imported from, when it is not the project's own module. */
  private externalModule(file: PyFile, name: string): string | undefined {
    const b = this.index.resolveName(file, name);
    return b?.kind === "external" ? b.module || b.name : undefined;
  }

  /** An annotation that names a client: an HTTP client class, or a class imported from an SDK package. */
  private typeKind(file: PyFile, t: PyNode | undefined): ClientKind | undefined {
    if (!t) return undefined;
    // asked again for the same annotation by every read of a name it types: the answer depends on the file only
    const key = `${file.rel}|${t.id}`;
    const known = this.typeKinds.get(key);
    if (known !== undefined) return known ?? undefined;
    const kind = this.typeKindOf(file, t);
    this.typeKinds.set(key, kind ?? null);
    return kind;
  }

  private typeKindOf(file: PyFile, t: PyNode): ClientKind | undefined {
    if (CLIENT_TYPE.test(t.text)) {
      // the annotation's names of a client class (`httpx.AsyncClient`, `Session` in `Optional[Session]`): one
      // that resolves to another package or to the project's own class is not an HTTP client
      const named = [t, ...ofType(t, "identifier", "attribute")].filter(
        (n) =>
          (n.type === "identifier" || n.type === "attribute") &&
          n.parent?.type !== "attribute" &&
          CLIENT_TYPE.test(n.text.slice(n.text.lastIndexOf(".") + 1)),
      );
      for (const n of named) {
        const row = this.httpExport(file, n, "constructors");
        if (row) return row;
      }
      if (!named.length || named.some((n) => this.index.resolveExpr(file, n) === undefined)) return "http";
    }
    for (const id of [t, ...ofType(t, "identifier")]) {
      if (id.type !== "identifier" || !/^[A-Z]/.test(id.text) || NOT_CLIENT_CLASS.test(id.text)) continue;
      const m = this.externalModule(file, id.text);
      if (m !== undefined && isSdkModule(m)) return "sdk";
    }
    return undefined;
  }

  /** Which client an expression holds (an HTTP client or an SDK's), as far as the code says. */
  clientKind(file: PyFile, n: PyNode, at: PyNode, depth = 0): ClientKind | undefined {
    if (depth > 6 || this.busy.has(n.id)) return undefined;
    const key = `${n.id}|${at.id}`;
    if (this.kinds.has(key)) return this.kinds.get(key) ?? undefined;
    this.busy.add(n.id);
    try {
      const k = this.kindOf(file, n, at, depth);
      this.kinds.set(key, k ?? null);
      return k;
    } finally {
      this.busy.delete(n.id);
    }
  }

  private kindOf(file: PyFile, n: PyNode, at: PyNode, depth: number): ClientKind | undefined {
    const u = unwrap(n);
    if (u.type === "call") {
      const callee = field(u, "function")!;
      const row = this.httpExport(file, callee, "constructors");
      if (row) return row;
      if (this.sdkFactory(file, callee)) return "sdk";
      // `conn.cursor()`, `pool.acquire()`, `db.get_collection("x")`: a client handed out by a client
      if (callee.type === "attribute" && DERIVED_CLIENT.test(field(callee, "attribute")!.text)) {
        const k = this.clientKind(file, field(callee, "object")!, at, depth + 1);
        if (k === "sdk") return k;
      }
      const target = this.functionOf(file, callee, at);
      return target ? this.returnsClient(target.file, target.fn, depth + 1) : undefined;
    }
    if (u.type === "identifier") {
      for (let fn = enclosingFunction(at); fn; fn = enclosingFunction(fn)) {
        for (const p of kids(field(fn, "parameters"))) {
          const name = p.type === "identifier" ? p.text : (field(p, "name")?.text ?? kids(p)[0]?.text);
          if (name === u.text)
            return (
              this.typeKind(file, field(p, "type")) ??
              (/^(client|http_?client|session|http|async_client)$/.test(name) ? "http" : undefined)
            );
        }
        for (const a of ofType(fn, "assignment", "as_pattern")) {
          if (a.type === "assignment" && field(a, "left")?.text === u.text) {
            const t = this.typeKind(file, field(a, "type"));
            if (t) return t;
            const r = field(a, "right");
            const k = r && r.id !== u.id ? this.clientKind(file, r, a, depth + 1) : undefined;
            if (k) return k;
          }
          if (a.type === "as_pattern" && kids(field(a, "alias"))[0]?.text === u.text) {
            const v = kids(a)[0];
            const k = v ? this.clientKind(file, v, a, depth + 1) : undefined;
            if (k) return k;
          }
        }
      }
      const b = this.index.resolveName(file, u.text);
      if (b?.kind === "value") {
        const t = this.typeKind(b.file, field(b.node, "type"));
        if (t) return t;
        if (b.value) return this.clientKind(b.file, b.value, b.node, depth + 1);
      }
      return undefined;
    }
    if (u.type === "attribute") {
      const obj = field(u, "object")!;
      const attr = field(u, "attribute")!.text;
      const owner =
        obj.text === "self"
          ? enclosingClass(at)
            ? { file, cls: enclosingClass(at)! }
            : undefined
          : this.receivers.classOf(file, obj, at);
      if (!owner) return undefined;
      for (const c of this.receivers.lineage(owner)) {
        for (const st of kids(field(c.cls, "body"))) {
          const a = st.type === "expression_statement" ? kids(st)[0] : undefined;
          if (a?.type === "assignment" && field(a, "left")?.text === attr) {
            const t = this.typeKind(c.file, field(a, "type"));
            if (t) return t;
          }
        }
        for (const a of ofType(c.cls, "assignment")) {
          if (field(a, "left")?.text !== `self.${attr}`) continue;
          const t = this.typeKind(c.file, field(a, "type"));
          if (t) return t;
          const r = field(a, "right");
          const k = r ? this.clientKind(c.file, r, a, depth + 1) : undefined;
          if (k) return k;
        }
      }
      return undefined;
    }
    return undefined;
  }

  private returnsClient(file: PyFile, fn: PyNode, depth: number): ClientKind | undefined {
    if (this.memo.has(fn.id)) return this.memo.get(fn.id);
    this.memo.set(fn.id, undefined);
    let r = this.typeKind(file, field(fn, "return_type"));
    if (!r)
      for (const ret of ofType(fn, "return_statement")) {
        const k = kids(ret)[0] ? this.clientKind(file, kids(ret)[0]!, ret, depth + 1) : undefined;
        if (k) {
          r = k;
          break;
        }
      }
    this.memo.set(fn.id, r);
    return r;
  }

  /**
   * The function a callee names, also a method of a receiver whose project class is known: `types` holds
   * the names a call bound to project instances (`searcher.search` on a parameter given a `Searcher`).
   */
  calleeOf(
    file: PyFile,
    types: ReadonlyMap<string, PyClassRef> | undefined,
    callee: PyNode,
    at: PyNode,
  ): { file: PyFile; fn: PyNode } | undefined {
    const c = unwrap(callee);
    const obj = c.type === "attribute" ? field(c, "object") : undefined;
    const typed = obj?.type === "identifier" ? types?.get(obj.text) : undefined;
    if (typed) {
      const m = this.receivers.method(typed, field(c, "attribute")!.text);
      if (m) return m;
    }
    return this.functionOf(file, callee, at);
  }

  /**
   * The function a value handed to a call names (`to_thread(self.fetch, …)`, `retry(fetch)`): a project
   * function by its name, or a method whose receiver's class is known (`self`, a name in `types`, a
   * module-level instance); never a method picked by its bare name.
   */
  handedFunction(
    file: PyFile,
    types: ReadonlyMap<string, PyClassRef> | undefined,
    v: PyNode,
    at: PyNode,
  ): { file: PyFile; fn: PyNode } | undefined {
    if (v.type === "identifier") return this.functionOf(file, v, at);
    const obj = field(v, "object")!;
    if (obj.text === "self" || (obj.type === "identifier" && types?.has(obj.text)))
      return this.calleeOf(file, types, v, at);
    return this.receivers.functionOf(file, v, at);
  }

  /**
   * Which parameters of a called function receive an instance of a project class, by the arguments
   * given: a name already bound to one in `types`, or a value whose class the receivers know; with
   * `calls`, also an instance the argument builds (`svc=Service()`).
   */
  argTypes(
    file: PyFile,
    types: ReadonlyMap<string, PyClassRef> | undefined,
    formal: PyNode[],
    argNodes: PyNode[],
    at: PyNode,
    calls: boolean,
  ): Map<string, PyClassRef> {
    const out = new Map<string, PyClassRef>();
    let pos = 0;
    for (const a of argNodes) {
      if (a.type === "list_splat" || a.type === "dictionary_splat") break;
      const kw = a.type === "keyword_argument";
      const v = kw ? field(a, "value") : a;
      const name = kw ? field(a, "name")?.text : formal[pos] ? paramName(formal[pos]!) : undefined;
      if (!kw) pos++;
      if (!v || !name || (v.type !== "identifier" && v.type !== "attribute" && !(calls && v.type === "call"))) continue;
      const t = (v.type === "identifier" ? types?.get(v.text) : undefined) ?? this.receivers.classOf(file, v, at);
      if (t) out.set(name, t);
    }
    return out;
  }

  /** The project function a callee names: a def in scope, `self.method`, `module.func`, an imported name. */
  functionOf(file: PyFile, callee: PyNode, at: PyNode): { file: PyFile; fn: PyNode } | undefined {
    const key = `${callee.id}|${at.id}`;
    if (this.fns.has(key)) return this.fns.get(key) ?? undefined;
    this.fns.set(key, null);
    const r = this.resolveFunction(file, callee, at);
    this.fns.set(key, r ?? null);
    return r;
  }

  /** The def nested in a project function that the function returns by name (`def make(): def fetch(): …; return fetch`). */
  private returnedDef(file: PyFile, call: PyNode): { file: PyFile; fn: PyNode } | undefined {
    const f = this.index.resolveExpr(file, field(call, "function")!);
    if (f?.kind !== "function") return undefined;
    const body = field(f.node, "body");
    const rets = ofType(f.node, "return_statement").filter((r) => enclosingFunction(r)?.id === f.node.id);
    if (rets.length !== 1) return undefined;
    const name = kids(rets[0]!)[0];
    if (name?.type !== "identifier") return undefined;
    const def = kids(body)
      .map((st) => (st.type === "decorated_definition" ? field(st, "definition") : st))
      .find((st) => st?.type === "function_definition" && field(st, "name")?.text === name.text);
    return def ? { file: f.file, fn: def } : undefined;
  }

  private resolveFunction(file: PyFile, callee: PyNode, at: PyNode): { file: PyFile; fn: PyNode } | undefined {
    const c = unwrap(callee);
    if (c.type === "attribute" && field(c, "object")?.text === "self") {
      const cls = enclosingClass(at);
      return cls ? this.receivers.method({ file, cls }, field(c, "attribute")!.text) : undefined;
    }
    if (c.type === "identifier") {
      for (let f = enclosingFunction(at); f; f = enclosingFunction(f)) {
        const local = kids(field(f, "body"))
          .map((s) => (s.type === "decorated_definition" ? field(s, "definition") : s))
          .find((s) => s?.type === "function_definition" && field(s, "name")?.text === c.text);
        if (local) return { file, fn: local };
      }
    }
    const b = this.index.resolveExpr(file, c);
    if (b?.kind === "function") return { file: b.file, fn: b.node };
    // `fetch = make_fetcher(base)` at module level: the def the factory returns, a closure over its client
    if (b?.kind === "value" && b.value && unwrap(b.value).type === "call") {
      const made = this.returnedDef(b.file, unwrap(b.value));
      if (made) return made;
    }
    if (c.type === "attribute") {
      // `instance.method` where the instance is a module-level `x = Cls(...)`
      const obj = field(c, "object")!;
      const ob = this.index.resolveExpr(file, obj);
      if (ob?.kind === "value" && ob.value && unwrap(ob.value).type === "call") {
        const cls = this.index.resolveExpr(ob.file, field(unwrap(ob.value), "function")!);
        if (cls?.kind === "class") {
          const m = methodOf(cls.node, field(c, "attribute")!.text);
          if (m) return { file: cls.file, fn: m };
        }
      }
      // a receiver of a project class: a typed parameter, a factory's result, `self.x`, the lifespan's object
      const typed = this.receivers.functionOf(file, c, at);
      if (typed) return typed;
      // an untyped receiver (`Any`, a parameter handed through): the one project method of that name,
      // unless the receiver is a module, a client or a value of a package
      if (ob?.kind !== "module" && ob?.kind !== "external" && !this.clientKind(file, obj, at))
        return this.receivers.uniqueMethod(field(c, "attribute")!.text);
    }
    return undefined;
  }
}
