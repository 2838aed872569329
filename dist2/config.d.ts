import type { Level } from "./analyzers/types.js";
import { type OptionSpec } from "./catalogue/index.js";
import { ConfigError } from "./errors.js";
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
export declare const CONFIG_FILE_NAMES: string[];
export declare function defaultConfig(): Config;
/** A config is a few lines; anything past this is refused before it is parsed. */
export declare const MAX_CONFIG_BYTES = 1000000;
/**
 * The folders searched for a config, nearest first: the audited folder and each parent up to the
 * repository's root (the nearest folder holding `.git`), as ESLint and Knip look. Outside a
 * repository only the audited folder is searched, so a config in a home folder never applies by accident.
 */
export declare function configSearchPath(root: string): string[];
/**
 * Finds the config that applies to the audited folder, unless one is named explicitly: the nearest
 * `.fidelity-audit.yaml`/`.yml` on {@link configSearchPath}. A config found there that is a link
 * leaving the repository (or, outside one, the audited folder) is refused, as every file of a target is.
 */
export declare function findConfig(root: string, explicit?: string): string | undefined;
/**
 * `; did you mean \`x\`?` for the one known name nearest a misspelt one (case ignored; at most a
 * third of its letters wrong, two at least allowed), else nothing. Names over 64 characters are not compared.
 */
export declare function didYouMean(given: string, known: string[]): string;
/**
 * Reads and validates a config. `ruleOptions` gives the typed options each rule takes (default: the
 * catalogue's `options`). Every problem is collected, each with its line, and all are reported at
 * once: a bad option value is refused whether or not its rule runs. YAML anchors and aliases are
 * ordinary input (an alias is reported at the line it is used).
 */
export declare function loadConfig(file: string | undefined, knownRules: Set<string>, ruleOptions?: Record<string, Record<string, OptionSpec>>): Config;
/** A string-list option of a rule (validated when the config was loaded); empty when not set. */
export declare function listOption(settings: RuleSettings, key: string, ruleId: string): string[];
/** An enum option of a rule: the configured value (validated when the config was loaded), else the catalogue's default. */
export declare function enumOption<T extends string = string>(settings: RuleSettings, key: string, ruleId: string): T;
/** `--rules a,b`: known and implemented rule ids, or undefined for all. */
export declare function parseRuleList(list: string | undefined, flag?: string): string[] | undefined;
