/**
 * `.fidelity-audit.yaml`: read as data with the `yaml` library, never executed. Every problem names
 * the key and the line, so a CI log points straight at it.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node as YamlNode } from "yaml";
import type { Level } from "./analyzers/types.js";
import { loadCatalogue } from "./catalogue/index.js";
import { ConfigError, InputError } from "./errors.js";

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
}

export const CONFIG_FILE_NAMES = [".fidelity-audit.yaml", ".fidelity-audit.yml"];

export function defaultConfig(): Config {
  return { rules: {}, upstreamFunctions: [], ignore: [] };
}

const TOP_KEYS = new Set(["rules", "upstreamFunctions", "ignore", "specRevision"]);

/** Finds the config beside the audited folder, unless one is named explicitly. */
export function findConfig(root: string, explicit?: string): string | undefined {
  if (explicit) {
    if (!existsSync(explicit)) throw new ConfigError(`config file not found: ${explicit}`);
    return explicit;
  }
  for (const n of CONFIG_FILE_NAMES) {
    const p = path.join(root, n);
    if (existsSync(p)) return p;
  }
  return undefined;
}

/**
 * Reads and validates a config. `ruleOptions` names the options each rule takes (default: the
 * catalogue's `options`); any other option key is an error naming its line, and so is an option
 * list holding something other than strings.
 */
export function loadConfig(file: string | undefined, knownRules: Set<string>, ruleOptions: Record<string, string[]> = catalogueOptions()): Config {
  if (!file) return defaultConfig();
  const text = readFileSync(file, "utf8");
  const lc = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lc, prettyErrors: false });
  const where = (n: YamlNode | null | undefined) => (n?.range ? `${file}:${lc.linePos(n.range[0]).line}` : file);
  if (doc.errors.length) {
    const e = doc.errors[0]!;
    throw new ConfigError(`${file}:${e.linePos?.[0]?.line ?? lc.linePos(e.pos[0]).line}: invalid YAML: ${e.message.split("\n")[0]}`);
  }
  const cfg = defaultConfig();
  cfg.source = file;
  const root = doc.contents;
  if (root === null || root === undefined) return cfg;
  if (!isMap(root)) throw new ConfigError(`${where(root)}: the config must be a mapping of keys (rules, upstreamFunctions, ignore, specRevision)`);
  for (const item of root.items) {
    const key = isScalar(item.key) ? String(item.key.value) : "";
    const val = item.value as YamlNode | null;
    if (!TOP_KEYS.has(key)) throw new ConfigError(`${where(item.key as YamlNode)}: unknown key \`${key}\` (expected one of: ${[...TOP_KEYS].join(", ")})`);
    if (key === "upstreamFunctions" || key === "ignore") {
      if (!isSeq(val) || !val.items.every((x) => isScalar(x) && typeof x.value === "string"))
        throw new ConfigError(`${where(val ?? (item.key as YamlNode))}: \`${key}\` must be a list of strings`);
      cfg[key] = val.items.map((x) => String((x as { value: unknown }).value));
    } else if (key === "specRevision") {
      if (!isScalar(val) || !/^\d{4}-\d{2}-\d{2}$/.test(String(val.value))) throw new ConfigError(`${where(val ?? (item.key as YamlNode))}: \`specRevision\` must be a date like 2026-07-28`);
      cfg.specRevision = String(val.value);
    } else if (key === "rules") {
      if (!isMap(val)) throw new ConfigError(`${where(val ?? (item.key as YamlNode))}: \`rules\` must map rule ids to settings`);
      for (const r of val.items) {
        const id = isScalar(r.key) ? String(r.key.value) : "";
        if (!knownRules.has(id)) throw new ConfigError(`${where(r.key as YamlNode)}: unknown rule \`${id}\` under \`rules\` (see \`fidelity-audit rules\`)`);
        const rv = r.value as YamlNode | null;
        const settings: RuleSettings = { options: {} };
        if (isScalar(rv)) {
          const lv = String(rv.value);
          if (!["off", "error", "warning", "note"].includes(lv)) throw new ConfigError(`${where(rv)}: rule \`${id}\`: level must be off, error, warning or note`);
          settings.level = lv as RuleSettings["level"];
        } else if (isMap(rv)) {
          for (const o of rv.items) {
            const ok = isScalar(o.key) ? String(o.key.value) : "";
            const ov = (o.value as YamlNode | null)?.toJSON?.() ?? null;
            if (ok === "level") {
              if (!["off", "error", "warning", "note"].includes(String(ov))) throw new ConfigError(`${where(o.value as YamlNode)}: rule \`${id}\`: level must be off, error, warning or note`);
              settings.level = String(ov) as RuleSettings["level"];
              continue;
            }
            const allowed = ruleOptions[id] ?? [];
            if (!allowed.includes(ok))
              throw new ConfigError(
                `${where(o.key as YamlNode)}: rule \`${id}\`: unknown option \`${ok}\` (${allowed.length ? `expected level or one of: ${allowed.join(", ")}` : "this rule takes only `level`"})`,
              );
            const node = o.value as YamlNode | null;
            if (isSeq(node)) {
              const bad = node.items.find((x) => !isScalar(x) || typeof x.value !== "string");
              if (bad) throw new ConfigError(`${where(bad as YamlNode)}: rule \`${id}\`: option \`${ok}\` must be a list of strings`);
            }
            settings.options[ok] = ov;
          }
        } else throw new ConfigError(`${where(rv ?? (r.key as YamlNode))}: rule \`${id}\`: give a level or a mapping of settings`);
        cfg.rules[id] = settings;
      }
    }
  }
  return cfg;
}

function catalogueOptions(): Record<string, string[]> {
  return Object.fromEntries(loadCatalogue().map((r) => [r.id, Object.keys(r.options ?? {})]));
}

/** A string-list option of a rule, validated. */
export function listOption(settings: RuleSettings, key: string, ruleId: string): string[] {
  const v = settings.options[key];
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v) || !v.every((x) => typeof x === "string")) throw new ConfigError(`rule \`${ruleId}\`: option \`${key}\` must be a list of strings`);
  return v;
}

/** `--rules a,b`: known and implemented rule ids, or undefined for all. */
export function parseRuleList(list: string | undefined): string[] | undefined {
  if (!list) return undefined;
  const cat = loadCatalogue();
  const ids = list.split(",").map((s) => s.trim()).filter(Boolean);
  for (const id of ids) {
    const r = cat.find((x) => x.id === id);
    if (!r) throw new InputError(`unknown rule \`${id}\` in --rules (see \`fidelity-audit rules\`)`);
    if (r.status !== "implemented") throw new InputError(`rule \`${id}\` is not implemented in this version`);
  }
  return ids;
}
