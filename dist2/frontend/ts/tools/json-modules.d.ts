import { Node, type SourceFile } from "../morph.js";
export declare const MAX_JSON_BYTES = 4000000;
/** The root value of a JSON document in the audited folder, or undefined when it cannot be read safely. */
export declare function jsonDocument(from: SourceFile, absPath: string): Node | undefined;
/** Whether a node lies in a JSON document read by `jsonDocument`. */
export declare function inJsonDocument(n: Node): boolean;
/** The JSON module an import binding names: `import spec from "./spec.json"`, `import * as spec from …`. */
export declare function importedJson(id: Node): Node | undefined;
type Evaluate = (n: Node) => Node | undefined;
/**
 * The JSON document a call reads: `JSON.parse(readFileSync(p, "utf8"))` (also through a variable
 * holding the text, and `fs.promises.readFile`), or `require("./x.json")`.
 */
export declare function jsonFromCall(call: Node, evaluate: Evaluate): Node | undefined;
export {};
