import { type AuditResult } from "../audit.js";
export declare function renderCompact(results: AuditResult[], cwd: string): string;
