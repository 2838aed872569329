/** Evaluating constant expressions: string and number constants folded through names, templates and concatenation. */
import { Node } from "../morph.js";
export interface ConstString {
    value: string;
    /** The literal that holds (most of) the text, for locating findings. */
    node: Node;
    /** For concatenations: where each literal part starts in `value`, so a finding can point at the part. */
    parts?: {
        start: number;
        node: Node;
    }[];
}
/** Folds a string-valued expression to its constant text when it is built from literals and constants. */
export declare function constString(node: Node | undefined, depth?: number): ConstString | undefined;
