/**
 * The library entry (`import { audit } from "fidelity-audit"`): the same audit the CLI runs, and the
 * report builders. Nothing from the audited folder is executed or imported.
 */
export { audit, activeFindings, isMeasured, type AuditOptions, type AuditResult, type ResultFinding } from "./audit.js";
export { defaultConfig, findConfig, loadConfig, type Config, type RuleSettings } from "./config.js";
export { loadCatalogue, type RuleEntry } from "./catalogue/index.js";
export { buildSarif, type SarifOptions } from "./sarif/build.js";
export { renderJson, toJsonReport } from "./report/json.js";
export { renderText } from "./report/text.js";
export { applyBaseline, readBaseline } from "./baseline.js";
export { ConfigError, InputError } from "./errors.js";
export { TOOL_NAME, TOOL_VERSION } from "./version.js";
