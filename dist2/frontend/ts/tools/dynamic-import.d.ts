import { type CallExpression, Node, type SourceFile } from "../morph.js";
/** `import(…)` with a path, or undefined. */
export declare function dynamicImportOf(n: Node | undefined): CallExpression | undefined;
/** The project modules an `import()` can load, in path order. */
export declare function importedModules(call: CallExpression): SourceFile[];
/** What a module exports under `key` (`default` for `export default …`), as the expression it stands for. */
export declare function moduleExport(sf: SourceFile, key: string): Node | undefined;
/**
 * The function a handler module serves: its default export, or the one exported function, or the
 * exported function whose name holds the module's own name (`nasaApodHandler` in `apod.ts`).
 */
export declare function moduleFunction(sf: SourceFile): Node | undefined;
/** Letters and digits only, lower case: `mars_rover`, `mars-rover` and `MarsRover` are one word. */
export declare function squash(s: string): string;
/** The exports under `key` of every module an expression's `import()` can load (`mod.default` → each `export default`). */
export declare function importedExports(n: Node): Node[] | undefined;
