/**
 * The response side of the model, from TypeScript syntax: every use of a value of an upstream
 * answer that the rules about reading answers judge (6, 12, 13, 14, dropped-continuation), as
 * language-neutral `ResponseRead` facts (model/types.ts).
 *
 * This file recognises the concepts in TypeScript spelling — a default operator, a shape test, a
 * destructuring default, a key read, a `Headers.get`, a number conversion and its zero fallback, a
 * NaN test and what it does with the value, a `safeParse` whose failure returns an empty result,
 * the whole answer handed to the result — and resolves each one's origins with the backward
 * response flow (dataflow/response.ts). It decides nothing: whether a shape is a defect, and how it
 * is worded, is the analyzers' business.
 */
import type { ResponseRead, ToolModel } from "../../model/types.js";
import type { TsFrontendData } from "./index.js";
/** Builds `ServerModel.responseReads` and reports the limits the response flow hit. */
export declare function buildResponseReads(ts: TsFrontendData, tools: ToolModel[], limits: string[]): ResponseRead[];
