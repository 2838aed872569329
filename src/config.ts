/**
 * `.fidelity-audit.yaml`: read as data with the `yaml` library, never executed. Every problem names
 * the key and the line, so a CI log points straight at it.
 */
import { existsSync, lstatSync, realpathSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Node as YamlNode } from "yaml";
import type { Level } from "./analyzers/types.js";
import { loadCatalogue, type OptionSpec } from "./catalogue/index.js";
import { ConfigError, InputError } from "./errors.js";
import { isInside, readRegularFile } from "./frontend/walk.js";

/** The YAML library is required when first needed (see below), as ts-morph is in frontend/ts/morph.ts. */
const require = createRequire(import.meta.url);

export { ConfigError };

export interface RuleSettings {
  /** "off" disables the rule; a level overrides the catalogue default. */
  level?: Level | "off";
  /** Rule-specific options (see each rule's help). */
  options: Record<string, unknown>;
}

export interface Config {
  rules: Record<string, RuleSettings>;
  upstreamFunctions: string[];
  ignore: string[];
  specRevision?: string;
  /** Where it was read from, for the report; undefined when defaults are used. */
  source?: string;
  /**
   * `localFiles: true`: the server's upstream is the local file system (a filesystem or
   * knowledge-file server), so `node:fs` reads (readFile, readdir, stat, …) count as upstream calls.
   * Off by default: elsewhere a file read is configuration, not the source the tools answer from.
   */
  localFiles?: boolean;
}

export const CONFIG_FILE_NAMES = [".fidelity-audit.yaml", ".fidelity-audit.yml"];

export function defaultConfig(): Config {
  return { rules: {}, upstreamFunctions: [], ignore: [] };
}

const TOP_KEYS = new Set(["rules", "upstreamFunctions", "ignore", "specRevision", "localFiles"]);

/** A config is a few lines; anything past this is refused before it is parsed. */
export const MAX_CONFIG_BYTES = 1_000_000;

/**
 * The folders searched for a config, nearest first: the audited folder and each parent up to the
 * repository's root (the nearest folder holding `.git`), as ESLint and Knip look. Outside a
 * repository only the audited folder is searched, so a config in a home folder never applies by accident.
 */
export function configSearchPath(root: string): string[] {
  const start = path.resolve(root);
  const chain: string[] = [];
  for (let d = start; ; d = path.dirname(d)) {
    chain.push(d);
    if (existsSync(path.join(d, ".git"))) return chain;
    if (path.dirname(d) === d) return [start];
  }
}

/**
 * Finds the config that applies to the audited folder, unless one is named explicitly: the nearest
 * `.fidelity-audit.yaml`/`.yml` on {@link configSearchPath}. A config found there that is a link
 * leaving the repository (or, outside one, the audited folder) is refused, as every file of a target is.
 */
export function findConfig(root: string, explicit?: string): string | undefined {
  if (explicit) {
    if (!existsSync(explicit)) throw new ConfigError(`config file not found: ${explicit}`);
    return explicit;
  }
  const chain = configSearchPath(root);
  const top = chain[chain.length - 1]!;
  for (const dir of chain)
    for (const n of CONFIG_FILE_NAMES) {
      const p = dir === path.resolve(root) ? path.join(root, n) : path.join(dir, n);
      let st: ReturnType<typeof lstatSync>;
      try {
        st = lstatSync(p);
      } catch {
        continue;
      }
      if (st.isSymbolicLink()) {
        let real: string;
        try {
          real = realpathSync(p);
        } catch {
          throw new ConfigError(`${p}: a symbolic link to nothing (not read)`);
        }
        if (!isInside(realpathSync(top), real))
          throw new ConfigError(
            `${p}: a symbolic link to a file outside the ${chain.length > 1 ? "repository" : "audited folder"} (not read)`,
          );
      }
      return p;
    }
  return undefined;
}

/** Edit distance (insertions, deletions, substitutions, and a swap of two neighbours count one each). */
function distance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  return d[a.length]![b.length]!;
}

/**
 * `; did you mean \`x\`?` for the one known name nearest a misspelt one (case ignored; at most a
 * third of its letters wrong, two at least allowed), else nothing. Names over 64 characters are not compared.
 */
export function didYouMean(given: string, known: string[]): string {
  if (!given || given.length > 64) return "";
  let best: string | undefined;
  let bestD = Number.POSITIVE_INFINITY;
  for (const k of [...known].sort()) {
    const dist = distance(given.toLowerCase(), k.toLowerCase());
    if (dist < bestD) [best, bestD] = [k, dist];
  }
  return best !== undefined && bestD <= Math.max(2, Math.floor(given.length / 3)) ? `; did you mean \`${best}\`?` : "";
}

type Problem = { node?: YamlNode | null; message: string };

/**
 * Reads and validates a config. `ruleOptions` gives the typed options each rule takes (default: the
 * catalogue's `options`). Every problem is collected, each with its line, and all are reported at
 * once: a bad option value is refused whether or not its rule runs. YAML anchors and aliases are
 * ordinary input (an alias is reported at the line it is used).
 */
export function loadConfig(
  file: string | undefined,
  knownRules: Set<string>,
  ruleOptions: Record<string, Record<string, OptionSpec>> = catalogueOptions(),
): Config {
  if (!file) return defaultConfig();
  const read = readRegularFile(file, MAX_CONFIG_BYTES);
  if (!read.ok)
    throw new ConfigError(
      `${file}: ${read.reason.replace(/^could not be read: /, "cannot read the config: ")}${read.reason.startsWith("larger") ? "; a config is a few lines" : ""}`,
    );
  // loaded here, when there is a config to read: the library's seventy modules cost a run without one about
  // a tenth of a second (the same file an import of "yaml" loads under Node)
  const { isAlias, isMap, isScalar, isSeq, LineCounter, parseDocument } = require("yaml") as typeof import("yaml");
  const lc = new LineCounter();
  const doc = parseDocument(read.text, { lineCounter: lc, prettyErrors: false });
  const lineOf = (n: YamlNode | null | undefined) => (n?.range ? lc.linePos(n.range[0]).line : undefined);
  const at = (line: number | undefined) => (line ? `${file}:${line}` : file);
  if (doc.errors.length)
    throw new ConfigError(
      doc.errors
        .map(
          (e) => `${at(e.linePos?.[0]?.line ?? lc.linePos(e.pos[0]).line)}: invalid YAML: ${e.message.split("\n")[0]}`,
        )
        .join("\n"),
    );
  const problems: Problem[] = [];
  const problem = (node: YamlNode | null | undefined, message: string) => problems.push({ node, message });
  // An alias stands for the node it names; problems inside that node are reported at the alias.
  const deref = (n: unknown): YamlNode | null => {
    let x = n as YamlNode | null;
    for (let i = 0; i < 100 && isAlias(x); i++) x = (x.resolve(doc) ?? null) as YamlNode | null;
    return x;
  };
  const stringList = (n: YamlNode | null, used: YamlNode | null | undefined): string[] | undefined => {
    const v = deref(n);
    if (!isSeq(v)) return undefined;
    const out: string[] = [];
    for (const item of v.items) {
      const x = deref(item);
      if (!isScalar(x) || typeof x.value !== "string") {
        problems.push({ node: isAlias(n) ? used : (item as YamlNode), message: "" });
        return undefined;
      }
      out.push(x.value);
    }
    return out;
  };
  const listOrProblem = (
    n: YamlNode | null,
    used: YamlNode | null | undefined,
    message: string,
  ): string[] | undefined => {
    const before = problems.length;
    const list = stringList(n, used);
    if (list) return list;
    if (problems.length > before) problems[problems.length - 1]!.message = message;
    else problem(used, message);
    return undefined;
  };

  const cfg = defaultConfig();
  cfg.source = file;
  const root = deref(doc.contents);
  if (root === null || root === undefined) return cfg;
  if (!isMap(root))
    throw new ConfigError(`${at(lineOf(root))}: the config must be a mapping of keys (${[...TOP_KEYS].join(", ")})`);
  for (const item of root.items) {
    const keyNode = item.key as YamlNode;
    const key = isScalar(deref(keyNode)) ? String((deref(keyNode) as { value: unknown }).value) : "";
    const raw = item.value as YamlNode | null;
    const val = deref(raw);
    const here = raw ?? keyNode;
    if (!TOP_KEYS.has(key)) {
      problem(
        keyNode,
        `unknown key \`${key}\`${didYouMean(key, [...TOP_KEYS])} (expected one of: ${[...TOP_KEYS].join(", ")})`,
      );
      continue;
    }
    if (key === "upstreamFunctions" || key === "ignore") {
      const list = listOrProblem(raw, here, `\`${key}\` must be a list of strings`);
      if (list) cfg[key] = list;
    } else if (key === "localFiles") {
      if (!isScalar(val) || typeof val.value !== "boolean") problem(here, "`localFiles` must be true or false");
      else if (val.value) cfg.localFiles = true;
    } else if (key === "specRevision") {
      if (!isScalar(val) || !/^\d{4}-\d{2}-\d{2}$/.test(String(val.value)))
        problem(here, "`specRevision` must be a date like 2026-07-28");
      else cfg.specRevision = String(val.value);
    } else if (key === "rules") {
      if (!isMap(val)) {
        problem(here, "`rules` must map rule ids to settings");
        continue;
      }
      for (const r of val.items) {
        const idNode = deref(r.key);
        const id = isScalar(idNode) ? String(idNode.value) : "";
        if (!knownRules.has(id)) {
          problem(
            r.key as YamlNode,
            `unknown rule \`${id}\` under \`rules\`${didYouMean(id, [...knownRules])} (see \`fidelity-audit rules\`)`,
          );
          continue;
        }
        const rawRv = r.value as YamlNode | null;
        const rv = deref(rawRv);
        const settings: RuleSettings = { options: {} };
        const levelOf = (n: YamlNode | null, used: YamlNode | null | undefined) => {
          const lv = isScalar(n) ? String(n.value) : "";
          if (!LEVELS.includes(lv)) problem(used, `rule \`${id}\`: level must be off, error, warning or note`);
          else settings.level = lv as RuleSettings["level"];
        };
        if (isScalar(rv)) levelOf(rv, rawRv);
        else if (isMap(rv)) {
          const specs = ruleOptions[id] ?? {};
          const allowed = Object.keys(specs);
          for (const o of rv.items) {
            const okNode = deref(o.key);
            const ok = isScalar(okNode) ? String(okNode.value) : "";
            const rawOv = o.value as YamlNode | null;
            const usedAt = isAlias(rawRv) ? rawRv : (rawOv ?? (o.key as YamlNode));
            if (ok === "level") {
              levelOf(deref(rawOv), usedAt);
              continue;
            }
            const spec = specs[ok];
            if (!spec) {
              problem(
                isAlias(rawRv) ? rawRv : (o.key as YamlNode),
                `rule \`${id}\`: unknown option \`${ok}\`${didYouMean(ok, ["level", ...allowed])} (${allowed.length ? `expected level or one of: ${allowed.join(", ")}` : "this rule takes only `level`"})`,
              );
              continue;
            }
            if (spec.type === "string-list") {
              const list = listOrProblem(
                isAlias(rawRv) ? deref(rawOv) : rawOv,
                usedAt,
                `rule \`${id}\`: option \`${ok}\` must be a list of strings`,
              );
              if (list) settings.options[ok] = list;
            } else {
              const v = deref(rawOv);
              const s = isScalar(v) && typeof v.value === "string" ? v.value : undefined;
              if (s === undefined || !spec.values.includes(s))
                problem(
                  usedAt,
                  `rule \`${id}\`: option \`${ok}\` must be one of ${spec.values.join(", ")} (default ${spec.default})${s !== undefined ? `, not \`${s}\`` : ""}`,
                );
              else settings.options[ok] = s;
            }
          }
        } else {
          problem(rawRv ?? (r.key as YamlNode), `rule \`${id}\`: give a level or a mapping of settings`);
          continue;
        }
        cfg.rules[id] = settings;
      }
    }
  }
  if (problems.length) {
    const lines = problems.map((p) => ({ line: lineOf(p.node), text: `${at(lineOf(p.node))}: ${p.message}` }));
    throw new ConfigError(
      lines
        .sort((a, b) => (a.line ?? 0) - (b.line ?? 0))
        .map((l) => l.text)
        .join("\n"),
    );
  }
  return cfg;
}

const LEVELS = ["off", "error", "warning", "note"];

function catalogueOptions(): Record<string, Record<string, OptionSpec>> {
  return Object.fromEntries(loadCatalogue().map((r) => [r.id, r.options ?? {}]));
}

/** A string-list option of a rule (validated when the config was loaded); empty when not set. */
export function listOption(settings: RuleSettings, key: string, ruleId: string): string[] {
  const v = settings.options[key];
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v) || !v.every((x) => typeof x === "string"))
    throw new ConfigError(`rule \`${ruleId}\`: option \`${key}\` must be a list of strings`);
  return v;
}

/** An enum option of a rule: the configured value (validated when the config was loaded), else the catalogue's default. */
export function enumOption<T extends string = string>(settings: RuleSettings, key: string, ruleId: string): T {
  const spec = loadCatalogue().find((r) => r.id === ruleId)?.options?.[key];
  if (spec?.type !== "enum") throw new Error(`rule ${ruleId} has no enum option \`${key}\` in rules.yaml`);
  const v = settings.options[key];
  if (v === undefined || v === null) return spec.default as T;
  if (typeof v !== "string" || !spec.values.includes(v))
    throw new ConfigError(
      `rule \`${ruleId}\`: option \`${key}\` must be one of ${spec.values.join(", ")} (default ${spec.default})`,
    );
  return v as T;
}

/** `--rules a,b`: known and implemented rule ids, or undefined for all. */
export function parseRuleList(list: string | undefined, flag = "--rules"): string[] | undefined {
  if (!list) return undefined;
  const cat = loadCatalogue();
  const ids = list
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  for (const id of ids) {
    const r = cat.find((x) => x.id === id);
    if (!r)
      throw new InputError(
        `unknown rule \`${id}\` in ${flag}${didYouMean(
          id,
          cat.map((x) => x.id),
        )} (see \`fidelity-audit rules\`)`,
      );
    if (r.status !== "implemented") throw new InputError(`rule \`${id}\` is not implemented in this version`);
  }
  return ids;
}
