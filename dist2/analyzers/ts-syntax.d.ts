/** The analyzer contract for rules that still read the TypeScript front end's syntax. */
import type { TsFrontendData } from "../frontend/ts/index.js";
import type { AnalyzerContext, SyntaxAnalyzer } from "./types.js";
export interface TsAnalyzerContext extends AnalyzerContext {
    ts: TsFrontendData;
}
export type TsSyntaxAnalyzer = SyntaxAnalyzer<TsFrontendData>;
