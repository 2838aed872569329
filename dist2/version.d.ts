/**
 * The package's folder (package.json, rules.yaml): the parent of the folder this module runs from —
 * `dist/` after `npm run build`, `dist-action/` in the Action's bundle (scripts/bundle.mjs), `src/`
 * under the tests. Every file that needs the package's own files asks here, so the bundle, which
 * puts all modules in one folder, finds them too.
 */
export declare const PACKAGE_ROOT: string;
export declare const TOOL_NAME: string;
export declare const TOOL_VERSION: string;
