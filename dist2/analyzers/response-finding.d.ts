/**
 * What the rules about the server's reading of upstream answers share: the model's response reads
 * (`ServerModel.responseReads`), tool attribution, and the finding's frame (upstream link, code flow).
 */
import type { ResponseOrigin, ResponseRead, ResponseUse, ServerModel, SourceLocation } from "../model/types.js";
import type { AnalyzerContext, Applicability, Finding, RelatedLocation } from "./types.js";
/** The reads of one kind of use, in the order the front end recorded them. */
export declare function readsOf<K extends ResponseUse["kind"]>(model: ServerModel, kind: K): (ResponseRead & {
    use: Extract<ResponseUse, {
        kind: K;
    }>;
})[];
/** The common applicability test: the rule reads upstream answers, so it needs upstream calls a tool reaches. */
export declare function readsUpstream(model: ServerModel, what: string): Applicability;
/**
 * A finding at `location` (reached by `tools`) about a value that came from `origin`: names the
 * first tool (and how many others), links the upstream call, and carries the path from the answer
 * to here.
 */
export declare function responseFinding(ctx: AnalyzerContext, ruleId: string, read: {
    location: SourceLocation;
    tools: string[];
}, origin: ResponseOrigin | undefined, message: (tool: string, link: string) => string, last: string, extra?: RelatedLocation[]): Finding | undefined;
/** One finding per rule and line (the corpus annotates lines), first by column. */
export declare function onePerLine(findings: Finding[]): Finding[];
/** An answer's identity: the upstream call it came from (body and headers together), or where it was parsed. */
export declare function answerOf(o: ResponseOrigin): string;
/** Source text shortened to one line for a message. */
export declare function short(s: string): string;
