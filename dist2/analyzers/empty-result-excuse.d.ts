import type { ModelAnalyzer } from "./types.js";
/**
 * The first sentence that explains an empty outcome away. Read as a small grammar over sentences:
 * a sentence about an empty outcome, or the sentence right after one, that asserts a likely cause —
 * a hedge or modal attached to a cause word or to a state given as the reason. A sentence that only
 * instructs (what to try next) asserts no cause and passes, and so does one that only restates a
 * lookup's "not found" (the identifier may be wrong, or the thing does not exist).
 */
export declare function excuseSentence(text: string): {
    sentence: string;
    offset: number;
} | undefined;
export declare const emptyResultExcuse: ModelAnalyzer;
