/** The tool's name and version, read from package.json once (no import of JSON at run time needed). */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
/**
 * The package's folder (package.json, rules.yaml): the parent of the folder this module runs from —
 * `dist/` after `npm run build`, `dist-action/` in the Action's bundle (scripts/bundle.mjs), `src/`
 * under the tests. Every file that needs the package's own files asks here, so the bundle, which
 * puts all modules in one folder, finds them too.
 */
export const PACKAGE_ROOT = fileURLToPath(new URL("..", import.meta.url));
const pkg = JSON.parse(readFileSync(path.join(PACKAGE_ROOT, "package.json"), "utf8"));
export const TOOL_NAME = pkg.name;
export const TOOL_VERSION = pkg.version;
