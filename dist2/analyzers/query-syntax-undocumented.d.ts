/**
 * Rule 5 (description half) — a query argument whose syntax and matching granularity the model is
 * not told.
 *
 * A query argument is a string argument named or described as a query (q, query, term, search,
 * filter, cql, sql, jql, lucene, regex, pattern, glob, keywords) or whose value is written into an
 * upstream request key of that kind (`q: code`, `?query=${…}`, `params.set("cql", …)`). It is
 * flagged when neither its own description nor the tool's says how matching works (whole words,
 * substrings, prefix, exact, case). Naming the syntax alone is not enough; appending wildcards on
 * the server is no substitute and is named in the finding.
 */
import type { ToolParameter } from "../model/types.js";
import type { ModelAnalyzer } from "./types.js";
export declare function isQueryArgument(p: ToolParameter): boolean;
export declare const querySyntaxUndocumented: ModelAnalyzer;
