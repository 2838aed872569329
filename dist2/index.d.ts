/**
 * The library entry (`import { audit } from "fidelity-audit"`): the same audit the CLI runs, and the
 * report builders. Nothing from the audited folder is executed or imported.
 */
export { type AuditOptions, type AuditResult, activeFindings, audit, isMeasured, type ResultFinding } from "./audit.js";
export { applyBaseline, readBaseline } from "./baseline.js";
export { loadCatalogue, type RuleEntry } from "./catalogue/index.js";
export { type Config, defaultConfig, findConfig, loadConfig, type RuleSettings } from "./config.js";
export { ConfigError, InputError } from "./errors.js";
export { renderJson, toJsonReport } from "./report/json.js";
export { renderText } from "./report/text.js";
export { buildSarif, type SarifOptions } from "./sarif/build.js";
export { TOOL_NAME, TOOL_VERSION } from "./version.js";
