import { Node } from "../morph.js";
export declare function findReferences(nameNode: Node): Node[];
