/** The contract between the audit pipeline and one rule's analyzer. */
import type { RuleSettings } from "../config.js";
import type { SpecRevision } from "../model/spec-revision.js";
import type { Coverage, FlowStep, ServerModel, SourceLocation } from "../model/types.js";
export type Level = "error" | "warning" | "note";
export interface RelatedLocation {
    /** Referenced from the message as `[text](id)`. */
    id: number;
    location: SourceLocation;
    message: string;
}
export interface Finding {
    ruleId: string;
    /** Overrides the catalogue's default level for this one result. */
    level?: Level;
    /** Plain text; may link related locations as `[text](id)`. */
    message: string;
    location: SourceLocation;
    /** Tool id, parameter and upstream call this finding is about, when it is about them. */
    tool?: string;
    param?: string;
    upstreamCall?: string;
    relatedLocations?: RelatedLocation[];
    /** Source → sink path for dataflow findings. */
    codeFlow?: FlowStep[];
    /**
     * Which of the rule's messages this is (as ESLint's `meta.messages`), and the values filled into
     * it. Baselines match on these instead of the wording, so a re-worded message does not turn old
     * findings into new ones. Values carry no line numbers.
     */
    messageId?: string;
    data?: Record<string, string | number>;
}
export interface AnalyzerContext {
    model: ServerModel;
    settings: RuleSettings;
    /** The MCP spec revision the server targets (rules 8 and 9 apply from 2026-07-28). */
    spec: SpecRevision;
    /** Facts an analyzer wants shown in the coverage summary. */
    addFact(label: string, value: string): void;
    coverage: Readonly<Coverage>;
}
export interface Applicability {
    applies: boolean;
    reason: string;
}
/** A rule that reads only the model: it runs on every front end's project. */
export interface ModelAnalyzer {
    /** The catalogue id (rules.yaml). */
    id: string;
    needs: "model";
    /**
     * Front ends whose syntax the rule also reads where it is present, for checks the model does not
     * carry yet (one syntax part per front end, behind the same rule). Without it the rule still runs
     * on the model alone.
     */
    syntaxParts?: readonly "typescript"[];
    /** Whether the rule can say anything about this server; "not applicable" is reported, never read as "passed". */
    applies(ctx: AnalyzerContext): Applicability;
    run(ctx: AnalyzerContext): Finding[];
}
/**
 * A rule that still reads a front end's syntax (`S`, e.g. the TypeScript front end's data): on a
 * project without that front end the rule is "not applicable". See analyzers/ts-syntax.ts.
 */
export interface SyntaxAnalyzer<S = unknown> {
    id: string;
    needs: "typescript";
    applies(ctx: AnalyzerContext & {
        ts: S;
    }): Applicability;
    run(ctx: AnalyzerContext & {
        ts: S;
    }): Finding[];
}
export type Analyzer = ModelAnalyzer | SyntaxAnalyzer;
