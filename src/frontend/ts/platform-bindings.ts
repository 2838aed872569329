/**
 * The bindings a serverless platform's configuration declares (Cloudflare's wrangler.toml /
 * wrangler.json / wrangler.jsonc): each binding name, with the row of src/model/client-libraries.ts
 * (PLATFORM_BINDINGS) that says which of its methods read. Read as data, never executed.
 */
import { PLATFORM_BINDINGS, type PlatformBinding } from "../../model/client-libraries.js";
import { typescript } from "./morph.js";

/** The configuration file names of the platforms in PLATFORM_BINDINGS. */
export const PLATFORM_CONFIG = /^wrangler\.(toml|json|jsonc)$/;

const BY_CONFIG = new Map(PLATFORM_BINDINGS.map((b) => [b.config, b]));

/** Binding names by the row of their kind, from one configuration file's text. */
export function readPlatformBindings(file: string, text: string, into: Map<string, PlatformBinding>): void {
  if (file.endsWith(".toml")) readToml(text, into);
  else readJson(file, text, into);
}

function add(into: Map<string, PlatformBinding>, key: string, name: unknown): void {
  const row = BY_CONFIG.get(key);
  if (row && typeof name === "string" && /^[A-Za-z_$][\w$]*$/.test(name) && !into.has(name)) into.set(name, row);
}

/** `{ "ai": { "binding": "AI" }, "r2_buckets": [{ "binding": "B" }], "queues": { "producers": […] }, "env": { "prod": {…} } }` */
function readJson(file: string, text: string, into: Map<string, PlatformBinding>): void {
  const parsed = typescript.parseConfigFileTextToJson(file, text);
  if (parsed.error || !parsed.config || typeof parsed.config !== "object") return;
  const visit = (cfg: Record<string, unknown>, depth: number): void => {
    for (const [key, value] of Object.entries(cfg)) {
      if (key === "env" && depth === 0 && value && typeof value === "object") {
        for (const e of Object.values(value as Record<string, unknown>))
          if (e && typeof e === "object") visit(e as Record<string, unknown>, 1);
        continue;
      }
      if (!BY_CONFIG.has(key)) continue;
      const entries: unknown[] = Array.isArray(value)
        ? value
        : value && typeof value === "object"
          ? [value, ...Object.values(value as Record<string, unknown>).flatMap((v) => (Array.isArray(v) ? v : []))]
          : [];
      for (const e of entries) if (e && typeof e === "object") add(into, key, (e as Record<string, unknown>).binding);
    }
  };
  visit(parsed.config as Record<string, unknown>, 0);
}

/**
 * `[ai]` / `[[r2_buckets]]` / `[[env.production.kv_namespaces]]` / `[[queues.producers]]` tables with a
 * `binding = "NAME"` line, and inline forms (`ai = { binding = "AI" }`, `r2_buckets = [{ binding = "B" }]`).
 */
function readToml(text: string, into: Map<string, PlatformBinding>): void {
  let table: string | undefined;
  /** The key of an inline array or table that runs over several lines (`r2_buckets = [` … `]`). */
  let inlineKey: string | undefined;
  for (const raw of text.split("\n")) {
    const line = raw.replace(/^\s+/, "");
    if (line.startsWith("#")) continue;
    const header = /^\[\[?\s*([\w.-]+)\s*\]\]?/.exec(line);
    if (header) {
      const parts = header[1]!.split(".");
      const start = parts[0] === "env" ? 2 : 0;
      table = parts.slice(start).find((p) => BY_CONFIG.has(p));
      inlineKey = undefined;
      continue;
    }
    // a key of the current table that opens an inline value: its bindings belong to that key
    const inline = /^([\w-]+)\s*=\s*[[{]/.exec(line);
    const key = inline && BY_CONFIG.has(inline[1]!) ? inline[1]! : inline ? undefined : (inlineKey ?? table);
    if (inline) inlineKey = key && !/[\]}]\s*(#.*)?$/.test(line) ? key : undefined;
    else if (/^[\]}]/.test(line)) inlineKey = undefined;
    if (key) for (const m of line.matchAll(/\bbinding\s*=\s*["']([^"']+)["']/g)) add(into, key, m[1]);
  }
}
