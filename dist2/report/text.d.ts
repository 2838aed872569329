import { type AuditResult } from "../audit.js";
export interface TextOptions {
    color: boolean;
    /** Show dataflow paths under each finding (default true). */
    paths?: boolean;
    cwd?: string;
    /** Each server's path as the user gave it, for its header (default: relative to `cwd`). */
    labels?: string[];
    /** Terminal width: finding messages wrap to it (default: no wrapping). */
    width?: number;
    /** The full coverage inventory (every tool, skipped file, fact); default: at most five lines. */
    coverage?: boolean;
}
/** Words of `text` in lines of at most `width` characters (a longer word stands alone). */
export declare function wrapWords(text: string, width: number): string[];
export declare function useColor(stream: {
    isTTY?: boolean;
}, noColorFlag: boolean): boolean;
export declare function renderText(results: AuditResult[], opts: TextOptions): string;
/** A finding's message with its related-location links (`[text](1)`) written out as `text (file:line)`. */
export declare function unlinked(f: {
    message: string;
    relatedLocations?: {
        id: number;
        location: {
            file: string;
            line: number;
        };
    }[];
}): string;
