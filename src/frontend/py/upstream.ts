/**
 * Upstream calls in Python: `httpx` (module functions, `Client`/`AsyncClient`, often one shared
 * client built in a helper module), `requests` (functions and `Session`), `aiohttp`
 * (`ClientSession`) and `urllib.request.urlopen`, plus configured callee names. A method call
 * counts when its receiver is known to be a client (built by a client constructor, annotated as
 * one, handed out by a helper that returns one, bound by `async with … as`), or when it carries the
 * keyword arguments only an HTTP request takes (`params=`, `json=`, `headers=`…) — never a
 * `dict.get("key")`.
 */
import type { UpstreamClient } from "../../model/types.js";
import type { PyFile } from "./load.js";
import type { PyNode } from "./parser.js";
import {
  dotted,
  enclosingClass,
  enclosingFunction,
  field,
  keywordArgs,
  kids,
  methodOf,
  ofType,
  type ProjectIndex,
  positionalArgs,
  stringValue,
  unwrap,
} from "./syntax.js";

const HTTP_METHOD = /^(get|post|put|patch|delete|head|options|request|stream|send)$/;
const REQUEST_KWARG =
  /^(params|json|data|headers|content|files|timeout|auth|cookies|follow_redirects|allow_redirects)$/;
const CLIENT_TYPE = /\b(httpx\.)?(AsyncClient|Client)\b|\bClientSession\b|\brequests\.Session\b|\bSession\b/;
const CLIENT_CTOR =
  /^(httpx\.(AsyncClient|Client)|requests\.(Session|session)|aiohttp\.ClientSession|AsyncClient|ClientSession|Session)$/;

export interface PySite {
  call: PyNode;
  file: PyFile;
  client: UpstreamClient;
  callee: string;
  method?: string;
}

function libraryOf(file: PyFile, text: string): UpstreamClient {
  const t = text.split(".")[0]!;
  if (/^httpx$/.test(t) || /\bimport httpx\b|from httpx\b/.test(file.text)) return "httpx" as UpstreamClient;
  if (/^requests$/.test(t) || /\bimport requests\b|from requests\b/.test(file.text))
    return "requests" as UpstreamClient;
  if (/^aiohttp$/.test(t) || /\bimport aiohttp\b|from aiohttp\b/.test(file.text)) return "aiohttp" as UpstreamClient;
  return "configured";
}

export class UpstreamFinder {
  private readonly memo = new Map<number, boolean>();
  constructor(
    private readonly index: ProjectIndex,
    private readonly extra: string[],
  ) {}

  sitesIn(file: PyFile): PySite[] {
    if (
      !/httpx|requests|aiohttp|urlopen|urllib/.test(file.text) &&
      !this.extra.length &&
      !/\.(get|post|request|stream)\(/.test(file.text)
    )
      return [];
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
    if (/^(urllib\.request\.)?urlopen$/.test(text) && (text.includes(".") || /urlopen/.test(file.text)))
      return { call, file, client: "urllib" as UpstreamClient, callee: text };
    const parts = text.split(".");
    const method = parts[parts.length - 1]!;
    if (parts.length === 2 && /^(httpx|requests)$/.test(parts[0]!) && HTTP_METHOD.test(method))
      return { call, file, client: parts[0] as UpstreamClient, callee: text, method: method.toUpperCase() };
    if (text === "aiohttp.request") return { call, file, client: "aiohttp" as UpstreamClient, callee: text };
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
    const client = this.isClient(file, receiver, call);
    if (!client && !kw.some((k) => REQUEST_KWARG.test(k))) return undefined;
    if (!client && /^(os\.environ|environ|self\.cache|cache|.*_cache|dict|headers)$/.test(receiver.text))
      return undefined;
    const lib = libraryOf(file, receiver.text);
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
    if (depth > 6) return false;
    const u = unwrap(n);
    if (u.type === "call") {
      const callee = field(u, "function")!;
      const ct = dotted(callee) ?? "";
      if (CLIENT_CTOR.test(ct)) return true;
      const target = this.functionOf(file, callee, at);
      return target ? this.returnsClient(target.file, target.fn, depth + 1) : false;
    }
    if (u.type === "identifier") {
      const fn = enclosingFunction(at);
      if (fn) {
        for (const p of kids(field(fn, "parameters"))) {
          const name = p.type === "identifier" ? p.text : (field(p, "name")?.text ?? kids(p)[0]?.text);
          if (name === u.text)
            return (
              CLIENT_TYPE.test(field(p, "type")?.text ?? "") ||
              /^(client|http_?client|session|http|async_client)$/.test(name)
            );
        }
        for (const a of ofType(fn, "assignment", "as_pattern")) {
          if (a.type === "assignment" && field(a, "left")?.text === u.text) {
            if (CLIENT_TYPE.test(field(a, "type")?.text ?? "")) return true;
            const r = field(a, "right");
            if (r && r.id !== u.id && this.isClient(file, r, a, depth + 1)) return true;
          }
          if (a.type === "as_pattern" && kids(field(a, "alias"))[0]?.text === u.text) {
            const v = kids(a)[0];
            if (v && this.isClient(file, v, a, depth + 1)) return true;
          }
        }
      }
      const b = this.index.resolveName(file, u.text);
      if (b?.kind === "value") {
        if (CLIENT_TYPE.test(field(b.node, "type")?.text ?? "")) return true;
        if (b.value && this.isClient(b.file, b.value, b.node, depth + 1)) return true;
      }
      return false;
    }
    if (u.type === "attribute" && field(u, "object")?.text === "self") {
      const cls = enclosingClass(at);
      const attr = field(u, "attribute")!.text;
      if (!cls) return false;
      for (const a of ofType(cls, "assignment")) {
        if (field(a, "left")?.text !== `self.${attr}`) continue;
        if (CLIENT_TYPE.test(field(a, "type")?.text ?? "")) return true;
        const r = field(a, "right");
        if (r && this.isClient(file, r, a, depth + 1)) return true;
      }
      return false;
    }
    return false;
  }

  private returnsClient(file: PyFile, fn: PyNode, depth: number): boolean {
    const memo = this.memo.get(fn.id);
    if (memo !== undefined) return memo;
    this.memo.set(fn.id, false);
    const ann = field(fn, "return_type")?.text ?? "";
    let r = CLIENT_TYPE.test(ann);
    if (!r)
      for (const ret of ofType(fn, "return_statement"))
        if (kids(ret)[0] && this.isClient(file, kids(ret)[0]!, ret, depth + 1)) r = true;
    this.memo.set(fn.id, r);
    return r;
  }

  /** The project function a callee names: a def in scope, `self.method`, `module.func`, an imported name. */
  functionOf(file: PyFile, callee: PyNode, at: PyNode): { file: PyFile; fn: PyNode } | undefined {
    const c = unwrap(callee);
    if (c.type === "attribute" && field(c, "object")?.text === "self") {
      const cls = enclosingClass(at);
      const m = cls ? methodOf(cls, field(c, "attribute")!.text) : undefined;
      return m ? { file, fn: m } : undefined;
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
    }
    return undefined;
  }
}
