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
import { Node, SyntaxKind } from "ts-morph";
import type { ToolModel, ToolParameter } from "../model/types.js";
import { normName } from "../model/wording.js";
import type { Finding } from "./types.js";
import type { TsSyntaxAnalyzer } from "./ts-syntax.js";
import { descendantsOfKind, descendantsOfKinds } from "../frontend/ts/syntax/node-index.js";

const ID = "query-syntax-undocumented";

const QUERY_NAME = /^(q|query|term|terms|search|search_?term|search_?query|search_?string|query_?string|search_?text|keywords?|filter|cql|sql|jql|lucene|regex|regexp|pattern|glob|expression|expr)$/i;
/** `name_filter`, `titleQuery`: a query when the description (if any) speaks of searching or matching. */
const QUERY_SUFFIX = /(_query|_filter|_pattern|_regex|_glob|Query|Filter|Pattern|Regex|Glob)$/;
const SEARCHING = /\b(search|find|match|matches|matching|filter|look ?up)/i;
/** A description that lists the allowed values: an enum in prose, not a query. */
const LISTS_VALUES = /\bone of\b|\b\w+\s*\|\s*\w+\b/i;
const QUERY_DESCRIPTION = /\b(search (term|query|string|text|expression)|query (string|expression|syntax|language)|free[- ]?text|full[- ]?text|keywords?|regex|regular expression|glob|lucene|cql|sql|jql|filter expression)\b/i;
/** Upstream request keys that take a query. */
/** Arguments that carry an identifier: `id`, `eventId`, `trace_id`, `uuid`. */
const IDENTIFIER_NAME = /^(id|uuid|guid)$|(_id|Id|ID|_uuid|Uuid|_guid)$/;
const QUERY_KEY = /^(q|query|cql|sql|jql|lucene|search|search_?term|searchTerm|search_?query|fq|filter|regex|pattern|glob|keywords?)$/i;
/** Words that say how matching works. */
const GRANULARITY =
  /\b(whole[- ]words?|full words?|entire words?|word[- ]?(level|based|boundar(y|ies))|(sub-?strings?)|prefix(es)?|suffix(es)?|partial (match(es)?|words?)|exact(ly)?|case[- ]?(in)?sensitive|fuzzy|stemm(ed|ing)|tokeni[sz](ed|ation)|contains|starts? with|begins? with|anywhere in|all (of the )?(words|terms) must|any of the (words|terms)|words? that must|ganzen? Wörter(n)?|ganze Wörter|Teilw(o|ö)rt(er)?|Teilzeichenkette|Teilstring|Präfix|exakt|Wortanfang|natural[- ]language|semantic(ally)?|neural|embeddings?|by meaning)\b/i;
/** Languages whose matching is defined by the language itself: naming them is enough. */
const SELF_DESCRIBING = /\b(sql|jql|odata|graphql|sparql|cypher|groq|promql|logql|regex(p)?|regular expressions?|glob( pattern)?|jsonpath|xpath|jmespath)\b/i;
/** Structured filters (`filter`, `fq`, `where`): an example of the key:value form documents them. */
const STRUCTURED_NAME = /(^|_)(filter|filters|fq|where|expr|expression)$|(Filter|Filters|Where|Expression)$/;
const SHOWS_FORM = /(e\.g\.|example|for instance|z\. ?B\.)[^.]*?\b[\w.]+\s*(:|=|==|eq)\s*['"\w*]/i;
/** Words that name a query syntax. */
const SYNTAX = /\b(lucene|solr|elasticsearch|cql|kql|wildcards?|boolean|query (syntax|language)|operators?)\b/i;

/** Names of settings and codes: a description that says "search query country" does not make them a query. */
const SETTING_NAME = /^(country|countries|lang|language|languages|locale|region|market|currency|format|sort|order|type|mode|status|units?|safe_?search|freshness)$|(_lang|_language|_locale|_country|_code|Lang|Language|Locale|Country|Code)$/;

export function isQueryArgument(p: ToolParameter): boolean {
  if (!["string", "unknown"].includes(p.type)) return false;
  if (p.description !== undefined && LISTS_VALUES.test(p.description)) return false;
  if (QUERY_NAME.test(p.name) || (p.description !== undefined && QUERY_DESCRIPTION.test(p.description) && !SETTING_NAME.test(p.name))) return true;
  return QUERY_SUFFIX.test(p.name) && (p.description === undefined || SEARCHING.test(p.description));
}

/** True when a reached function writes the argument into an upstream request key that takes a query. */
function reachesQueryKey(fns: Node[], param: string): boolean {
  const wanted = normName(param);
  const mentions = (n: Node) => [n, ...descendantsOfKind(n, SyntaxKind.Identifier)].some((i) => Node.isIdentifier(i) && normName(i.getText()) === wanted);
  for (const fn of fns) {
    for (const d of descendantsOfKinds(fn, [SyntaxKind.PropertyAssignment, SyntaxKind.CallExpression, SyntaxKind.TemplateSpan])) {
      if (Node.isPropertyAssignment(d) && QUERY_KEY.test(d.getName().replace(/^["']|["']$/g, "")) && d.getInitializer() && mentions(d.getInitializer()!)) return true;
      if (Node.isCallExpression(d) && /\.(set|append)$/.test(d.getExpression().getText())) {
        const [k, v] = d.getArguments();
        if (k && v && (Node.isStringLiteral(k) || Node.isNoSubstitutionTemplateLiteral(k)) && QUERY_KEY.test(k.getLiteralValue()) && mentions(v)) return true;
      }
      if (Node.isTemplateSpan(d) && mentions(d.getExpression())) {
        const prev = d.getPreviousSibling();
        const before = prev && (Node.isTemplateHead(prev) || Node.isTemplateSpan(prev)) ? (Node.isTemplateSpan(prev) ? prev.getLiteral().getLiteralText() : prev.getLiteralText()) : "";
        const m = /[?&]([\w.]+)=$/.exec(before);
        if (m && QUERY_KEY.test(m[1]!)) return true;
      }
    }
  }
  return false;
}

/** `${term}*`, `*${term}`, `term + "*"`, `%${term}%`: the server adds wildcards to the caller's text. */
function appendsWildcard(fns: Node[], param: string): boolean {
  const wanted = normName(param);
  for (const fn of fns) {
    for (const t of descendantsOfKind(fn, SyntaxKind.TemplateExpression)) {
      const text = t.getText();
      for (const span of t.getTemplateSpans()) {
        if (normName(span.getExpression().getText().split(".").at(-1)!) !== wanted) continue;
        if (/^[*%]/.test(span.getLiteral().getLiteralText()) || /[*%]\$\{[^}]*\}/.test(text)) return true;
      }
    }
    for (const b of descendantsOfKind(fn, SyntaxKind.BinaryExpression)) {
      if (b.getOperatorToken().getKind() !== SyntaxKind.PlusToken) continue;
      const l = b.getLeft().getText();
      const r = b.getRight().getText();
      if ((normName(l) === wanted && /^["'`][*%]["'`]$/.test(r)) || (normName(r) === wanted && /^["'`][*%]["'`]$/.test(l))) return true;
    }
  }
  return false;
}

export const querySyntaxUndocumented: TsSyntaxAnalyzer = {
  id: ID,
  needs: "typescript",
  applies(ctx) {
    const n = ctx.model.tools.reduce((s, t) => s + t.parameters.filter((p) => ["string", "unknown"].includes(p.type)).length, 0);
    if (!n) return { applies: false, reason: "no tool has a text argument" };
    return { applies: true, reason: `${n} text argument(s): query by name, description or the upstream key they reach` };
  },
  run(ctx) {
    const findings: Finding[] = [];
    const valueFlows = new Set(ctx.model.flows.filter((f) => f.kind === "value").map((f) => `${f.tool}|${f.param}`));
    for (const tool of ctx.model.tools) {
      const fns = ctx.ts.reachedFunctions.get(tool.id) ?? [];
      for (const p of tool.parameters) {
        if (!["string", "unknown"].includes(p.type) || p.enumValues?.length) continue;
        // an identifier the caller copies (`eventId` sent as `query`) is not a phrase it words: matching does not concern it
        // …nor is a value a tool that changes something sends along (`deploy(name)` looked up by `?name=`)
        const byKey = !isQueryArgument(p) && !IDENTIFIER_NAME.test(p.name) && tool.intent !== "mutation" && valueFlows.has(`${tool.id}|${p.name}`) && reachesQueryKey(fns, p.name);
        if (!isQueryArgument(p) && !byKey) continue;
        const said = `${p.description ?? ""}\n${tool.description ?? ""}`;
        if (GRANULARITY.test(said) || SELF_DESCRIBING.test(said)) continue;
        if (STRUCTURED_NAME.test(p.name) && p.description && SHOWS_FORM.test(p.description)) continue;
        const syntax = SYNTAX.exec(said)?.[0];
        const wildcard = appendsWildcard(fns, p.name);
        findings.push(finding(tool, p, syntax, wildcard, byKey));
      }
    }
    return findings;
  },
};

function finding(tool: ToolModel, p: ToolParameter, syntax: string | undefined, wildcard: boolean, byKey: boolean): Finding {
  const what = byKey
    ? `argument '${p.name}' goes into a query parameter of the upstream request, but neither its description nor the tool's`
    : `neither the description of query argument '${p.name}' nor the tool's`;
  const gap = syntax
    ? `says how matching works (whole words or substrings, case); the syntax is named ("${syntax}"), the granularity is not`
    : "names the query syntax or says how matching works (whole words or substrings, case)";
  return {
    ruleId: ID,
    message:
      `[Tool '${tool.name}'](1): ${what} ${gap}. A model that searches a compound by its parts gets nothing and concludes absence.` +
      (wildcard ? " The server appends wildcards itself; that does not replace the description and makes phrase search impossible." : "") +
      ` Say which syntax applies and how a term is matched, e.g. "Lucene syntax; matches whole words, use \`Steuer*\` for compounds".`,
    location: p.descriptionLocation ?? p.location,
    tool: tool.id,
    param: p.name,
    relatedLocations: [{ id: 1, location: tool.descriptionLocation ?? tool.location, message: `tool '${tool.name}'${tool.descriptionLocation ? " described here" : " registered here"}` }],
  };
}
