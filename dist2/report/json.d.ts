import type { AuditResult } from "../audit.js";
export declare function toJsonReport(results: AuditResult[], cwd?: string): {
    tool: string;
    version: string;
    servers: {
        path: string;
        measured: boolean;
        findings: {
            ruleId: string;
            location: import("../model/types.js").SourceLocation;
            tool?: string;
            param?: string;
            upstreamCall?: string;
            relatedLocations?: import("../analyzers/types.js").RelatedLocation[];
            codeFlow?: import("../model/types.js").FlowStep[];
            messageId?: string;
            data?: Record<string, string | number>;
            level: import("../analyzers/types.js").Level;
            suppression?: import("../suppress.js").AppliedSuppression;
            baselineState?: "new" | "unchanged";
            scope?: string;
            scopeKind?: import("../model/types.js").ScopeKind;
            message: string;
        }[];
        suppressed: number;
        /** Findings that share a line or repeat one message shape in a file, with their count. */
        groups: {
            ruleId: string;
            messageId?: string;
            file: string;
            kind: import("./group.js").FindingGroup["kind"];
            count: number;
            lines: number[];
        }[];
        suppressionProblems: import("../suppress.js").SuppressionProblem[];
        baseline?: {
            file: string;
            new: number;
            unchanged: number;
            absent: import("sarif").Result[];
        } | undefined;
        coverage: {
            languages: string[];
            projectConfigs: string[];
            filesAnalysed: number;
            filesSkipped: import("../model/types.js").SkippedItem[];
            toolsByStyle: Record<import("../model/types.js").RegistrationStyle, number>;
            toolsFound: number;
            toolsUnresolved: {
                tool: string;
                location: import("../model/types.js").SourceLocation;
                reasons: string[];
            }[];
            upstreamCalls: number;
            upstreamByClient: Record<string, number>;
            rules: import("../model/types.js").RuleApplicability[];
            limitsHit: string[];
            notMeasured: string[];
            partial: string[];
            rulesFailed: {
                ruleId: string;
                message: string;
                stack?: string;
            }[];
            facts: {
                label: string;
                value: string;
            }[];
            toolsNotAudited?: {
                tool: string;
                location: import("../model/types.js").SourceLocation;
                reason: string;
            }[];
            queryToolsWithoutUpstream?: {
                tool: string;
                location: import("../model/types.js").SourceLocation;
                reason: string;
            }[];
            scopes?: import("../model/types.js").ScopeSummary[];
            root: string;
        };
        inventory: {
            tools: {
                id: string;
                name: string;
                description?: string;
                descriptionLocation?: import("../model/types.js").SourceLocation;
                descriptionSegments?: {
                    offset: number;
                    location: import("../model/types.js").SourceLocation;
                }[];
                registration: import("../model/types.js").RegistrationStyle;
                location: import("../model/types.js").SourceLocation;
                parameters: import("../model/types.js").ToolParameter[];
                schemaResolved: boolean;
                handlerLocation?: import("../model/types.js").SourceLocation;
                unresolved?: string[];
                intent?: "query" | "mutation";
                intentSource?: string;
                readParams?: string[];
                returnPaths?: import("../model/types.js").ReturnPath[];
                failureReturns?: import("../model/types.js").ReturnPath[];
                listed?: boolean;
                listedReason?: string;
                generatedFrom?: string;
                upstreamCalls?: string[];
                scope?: string;
                standIns?: import("../model/types.js").StandInRecord[];
            }[];
            upstreamCalls: import("../model/types.js").UpstreamCall[];
        };
    }[];
};
/** A path for a report: relative to `cwd` when it is inside it, else its name only (no absolute path of this machine). */
export declare function shownPath(file: string, cwd?: string): string;
export declare function renderJson(results: AuditResult[], cwd?: string): string;
