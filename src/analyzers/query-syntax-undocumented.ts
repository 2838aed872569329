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

import type { TsFrontendData } from "../frontend/ts/index.js";
import { Node, SyntaxKind } from "../frontend/ts/morph.js";
import { descendantsOfKind, descendantsOfKinds } from "../frontend/ts/syntax/node-index.js";
import { symbolOf } from "../frontend/ts/syntax/resolve.js";
import type { ToolModel, ToolParameter } from "../model/types.js";
import { leafName } from "../model/vocabulary.js";
import { escapeRegExp, normName } from "../model/wording.js";
import type { Finding, ModelAnalyzer } from "./types.js";

const ID = "query-syntax-undocumented";

const QUERY_NAME =
  /^(q|query|term|terms|search|search_?term|search_?query|search_?string|query_?string|search_?text|query_?text|keywords?|filter|cql|sql|jql|lucene|regex|regexp|pattern|glob|expression|expr)$/i;
/** `name_filter`, `titleQuery`: a query when the description (if any) speaks of searching or matching. */
const QUERY_SUFFIX = /(_query|_filter|_pattern|_regex|_glob|Query|Filter|Pattern|Regex|Glob)$/;
const SEARCHING = /\b(search|find|match|matches|matching|filter|look ?up)/i;
/** A description that lists the allowed values: an enum in prose, not a query. */
const LISTS_VALUES = /\bone of\b|\b\w+\s*\|\s*\w+\b/i;
const QUERY_DESCRIPTION =
  /\b(search (term|query|string|text|expression|filter)|query (string|expression|syntax|language)|free[- ]?text|full[- ]?text|keywords?|regex|regular expression|glob|lucene|cql|sql|jql|filter (expression|string|syntax|language)|mini[- ]?language)\b|\b(Suchbegriff|Suchanfrage|Suchtext|Suchausdruck|Stichw(ort|örter)|Freitext|Volltext)/i;
/** A query that is a sentence: "can be a question, statement, or keywords". */
const NATURAL_LANGUAGE =
  /\bcan be a (question|statement|sentence)|\b(as|in) (a )?(plain|natural) (language|english|question)|\bnatural[- ]language\b/i;
/** A query a language model reads (a research agent): "LLM analysis", "the research question or topic". */
const MODEL_READ =
  /\b(LLM[- ](analysis|powered|based|driven)|(using|with|by) (an? )?(LLM|language model|AI (agent|model))|research question|question or topic)\b/i;
/** A language model's chat or completion endpoint (OpenAI-style, Anthropic, Gemini). */
const CHAT_ENDPOINT = /\/(chat\/)?completions\b|\/v1\/messages\b|:generateContent\b|\/v1\/responses\b/;
/** A retrieval over embeddings (a knowledge base, a vector store, RAG): a query is matched by meaning, not by a syntax. */
const SEMANTIC_RETRIEVAL =
  /\b(vector (store|search|index|database|db)|knowledge ?base|auto ?rag|rag|retrieval[- ]augmented|embeddings?|semantic(ally)? search)\b/i;
/** A retrieval that also matches words: hybrid (vector and keyword) search, BM25, a keyword index. */
const WORD_HALF = /\bhybrid\b|\bBM25\b|\bkeyword (search|index|match(ing)?)\b/i;
/** The plain free-text query of a tool (not a filter or a pattern). */
const FREE_TEXT_QUERY = /^(q|query|search_?query|search_?term|question|prompt)$/i;
/** A syntax documented by reference: "see GitHub search syntax", a link to the syntax page. */
const BY_REFERENCE =
  /\bsee\b[^.]*\b(syntax|query language)\b|\b(?!Lucene\b)[A-Z][\w.-]+ (search|query) (syntax|language)\b|https?:\/\/\S*(syntax|query|search)/;
/** Query languages whose matching rules are not obvious from their name (rule 5: say how terms match). */
const NAMED_LANGUAGE = /\b(CQL|KQL|Lucene|Solr|Elasticsearch query string|query_string|SOQL|OData \$filter)\b/;
/** Upstream request keys that take a query. */
/** Arguments that carry an identifier: `id`, `eventId`, `trace_id`, `uuid`. */
const IDENTIFIER_NAME = /^(id|uuid|guid)$|(_id|Id|ID|_uuid|Uuid|_guid)$/;
/**
 * Arguments that name a container the request is scoped to (`schema`, `table`, `collection`,
 * `tableName`): an exact name the caller copies, not text searched — the rule concerns "a search
 * argument … whenever what it searches is text" (ADJUDICATION rule 5).
 */
const CONTAINER_NAME =
  /^(schema|table|database|db|collection|bucket|namespace|keyspace|catalog|index)(_?name)?$|(Schema|Table|Database|Collection|Bucket|Namespace)(Name)?$/;
const QUERY_KEY =
  /^(q|query|cql|sql|jql|lucene|search|search_?term|searchTerm|search_?query|fq|filter|regex|pattern|glob|keywords?)$/i;
/** Words that say how matching works. */
const GRANULARITY =
  /\b(whole[- ]words?|full words?|entire words?|word[- ]?(level|based|boundar(y|ies))|(sub-?strings?)|prefix(es)?|suffix(es)?|partial (match(es)?|words?)|partial( [\w-]+){0,3} (values?|names?|strings?|terms?|text)|contain(s|ing)? (the )?(given|provided|supplied|search) (string|text|term|value)|(is|are) matched (broadly|loosely|literally|exactly|fuzzily)|exact(ly)?|case[- ]?(in)?sensitive|fuzzy|stemm(ed|ing)|tokeni[sz](ed|ation)|contains|contain(ing)? (the|all|both|each of the|every one of the) (words?|terms?|keywords?)|starts? with|begins? with|anywhere in|all (of the )?(words|terms) must|any of the (words|terms)|words? that must|ganzen? Wörter(n)?|ganze Wörter|Teilw(o|ö)rt(er)?|Teilw(o|ö)rtern|Wortteilen?|Teilzeichenketten?|Teilstrings?|Präfix(e|en)?|Gro(ss|ß)-?\s*(\/|und|oder)?\s*-?Kleinschreibung|Komposita|alle (Such)?(begriffe|wörter) (müssen|enthalten|vorkommen)|exakt(e|en|er)?|Wortanfang|natural[- ]language|semantic(ally)?|neural|embeddings?|by meaning)\b/i;
/** Languages whose matching is defined by the language itself: naming them (or SQL by its statement, "SELECT queries") is enough. */
const SELF_DESCRIBING =
  /\b(sql|jql|odata|graphql|sparql|cypher|groq|promql|logql|dql|regex(p)?|regular expressions?|glob( pattern)?|jsonpath|xpath|jmespath|SELECT (statements?|quer(y|ies))|(SQL )?LIKE[- ]pattern)\b/i;
/** A description that says there is no syntax: plain keywords, no operators ("Do not use AND/OR …, full-text search only"). */
const NO_SYNTAX =
  /\b(do not|don't|never|no need to) use [^.]*\b(operators?|advanced syntax|special syntax|query syntax|boolean|AND\/OR)\b|\b(simple|plain) (space[- ]separated )?keywords\b|\bspace[- ]separated keywords\b|\bno (special|advanced|query) syntax\b|\b(use )?only (plain )?keywords\b|\bkeywords only\b|\b(do not|don't|never) use (full |whole |complete )?(sentences|questions)\b/i;
/** Tools whose text is checked or completed, not matched against records: a spell checker, an autocompleter. */
const NOT_MATCHED_TOOL =
  /(^|[_\-.])(spell|spelling|autocomplete|complete|suggest|suggestions|translate|convert)([_\-.]|$)/i;
/** Structured filters (`filter`, `fq`, `where`): an example of the key:value form documents them. */
const STRUCTURED_NAME = /(^|_)(filter|filters|fq|where|expr|expression)$|(Filter|Filters|Where|Expression)$/;
const SHOWS_FORM = /(e\.g\.|example|for instance|z\. ?B\.)[^.]*?\b[\w.]+\s*(:|=|==|eq)\s*['"\w*]/i;
/** A search syntax the argument also accepts ("natural language or Sentry issue search syntax", "Common Query Syntax:"). */
const SYNTAX_OFFERED = /\b(search|query) syntax\b|\bsyntax\s*:/i;
/**
 * The phrases of GRANULARITY that say only where terms may stand or how a phrase is quoted ("anywhere in the text",
 * quotes "for exact phrases"; not "searched as an exact phrase", which says how the text matches): removed, what is
 * left must still say how one term matches.
 */
const COMBINATION =
  /\b(anywhere in|(for|quotes?|quoted) (an? )?exact phrases?|exact phrases?(?=\s*\()|exact quotes?)\b/gi;
function withoutCombination(text: string): string {
  return text.replace(COMBINATION, " ");
}

/**
 * A description that says what the pattern's wildcards match ("* (matches any characters) and ? (matches a
 * single character)", "`%` steht für beliebige Zeichen"): it defines a glob or `LIKE` pattern, whose match is
 * the pattern itself; naming the wildcards without their meaning ("supports wildcards * and ?") does not.
 */
const WILDCARD_DEFINED =
  /[*?%_][`'"]?\s*(\(|:|=|—|–|-)?\s*(matches|match|stands for|means|is|=|steht für|für|passt auf)?\s*(any|a single|one|exactly one|zero or more|one or more|an arbitrary|beliebige[nr]?|ein(em|e|en)? (einzelne[snm]?|beliebige[snm]?)|genau ein(em|e|en)?)\s+(run of |sequence of |number of |string of |Folge von )?(characters?|chars?|letters?|symbols?|Zeichen(kette|folge)?)\b/i;
/** A search through a text index: a defined wildcard there still leaves whole words or substrings open. */
const TEXT_INDEX =
  /\b(lucene|solr|elasticsearch|full[- ]?text|free[- ]?text|fts[345]?|index(ed)? (search|words?))\b|\b(Volltext|Freitext)/i;

/** Words that say a term matches inside longer text. */
const SUBSTRING_STATED =
  /\b(sub-?strings?|partial(ly)?|contains?|containing|anywhere|part of|fragments?|inside|within (the )?(name|title|text)|Teil\w*|enthält|enthalten)\b/i;

/** Words that name a query syntax ("free text", "Freitext" and "plain words" name the plain-words syntax, ADJUDICATION rule 5). */
const SYNTAX =
  /\b(lucene|solr|elasticsearch|cql|kql|fts[345]|full-text search syntax|wildcards?|boolean|query (syntax|language)|operators?|plain (words|text)|free[- ]text|Freitext|AND\/OR(\/NOT)?|AND, OR(,? (and )?NOT)?)\b/i;

/** Names of settings and codes: a description that says "search query country" does not make them a query. */
const SETTING_NAME =
  /^(country|countries|lang|language|languages|locale|region|market|currency|format|sort|order|type|mode|status|units?|safe_?search|freshness|provider|environment|env)$|(_lang|_language|_locale|_country|_code|_provider|_region|_scope|_mode|Lang|Language|Locale|Country|Code|Provider|Region|Scope|Mode)$/;
/** A sibling argument that chooses how the query matches (`search_mode`: 'partial', 'exact'): its description states the granularity. */
const MATCH_MODE_NAME = /(^|_)(mode|match|match_?type|matching)$|(Mode|Match|MatchType|Matching)$/;
/** A date or time the caller gives (`since`: "Date … in ISO 8601 format"): a value, not a phrase to match. */
const DATE_VALUE = /\b(ISO[ -]?8601|date[- ]?time|timestamp|dates?\b|YYYY-MM-DD|time (window|range|period)s?\b)/i;

export function isQueryArgument(p: ToolParameter): boolean {
  if (!["string", "unknown"].includes(p.type)) return false;
  if (p.description !== undefined && LISTS_VALUES.test(p.description)) return false;
  const name = leafName(p);
  if (
    QUERY_NAME.test(name) ||
    (p.description !== undefined && QUERY_DESCRIPTION.test(p.description) && !SETTING_NAME.test(name))
  )
    return true;
  return QUERY_SUFFIX.test(name) && (p.description === undefined || SEARCHING.test(p.description));
}

/** True when a reached function writes the argument into an upstream request key that takes a query. */
function reachesQueryKey(fns: Node[], param: string): boolean {
  const wanted = normName(param);
  return fns.some((fn) => queryKeyNames(fn).has(wanted));
}

const queryKeyCache = new WeakMap<Node, Set<string>>();

/**
 * The (normalised) names a function writes into an upstream request key that takes a query. Read
 * once per function: every tool and argument that reaches it asks the same (a generated dispatch
 * of N tools in one handler would read it N times per argument).
 */
function queryKeyNames(fn: Node): Set<string> {
  let names = queryKeyCache.get(fn);
  if (names) return names;
  names = new Set<string>();
  const mentioned = (n: Node) => {
    for (const i of [n, ...descendantsOfKind(n, SyntaxKind.Identifier)])
      if (Node.isIdentifier(i)) names!.add(normName(i.getText()));
  };
  for (const d of descendantsOfKinds(fn, [
    SyntaxKind.PropertyAssignment,
    SyntaxKind.CallExpression,
    SyntaxKind.TemplateSpan,
  ])) {
    if (Node.isPropertyAssignment(d) && QUERY_KEY.test(d.getName().replace(/^["']|["']$/g, "")) && d.getInitializer())
      mentioned(d.getInitializer()!);
    if (Node.isCallExpression(d) && /\.(set|append)$/.test(d.getExpression().getText())) {
      const [k, v] = d.getArguments();
      if (
        k &&
        v &&
        (Node.isStringLiteral(k) || Node.isNoSubstitutionTemplateLiteral(k)) &&
        QUERY_KEY.test(k.getLiteralValue())
      )
        mentioned(v);
    }
    if (Node.isTemplateSpan(d)) {
      const prev = d.getPreviousSibling();
      const before =
        prev && (Node.isTemplateHead(prev) || Node.isTemplateSpan(prev))
          ? Node.isTemplateSpan(prev)
            ? prev.getLiteral().getLiteralText()
            : prev.getLiteralText()
          : "";
      const m = /[?&]([\w.]+)=$/.exec(before);
      if (m && QUERY_KEY.test(m[1]!)) mentioned(d.getExpression());
    }
  }
  queryKeyCache.set(fn, names);
  return names;
}

/** `${term}*`, `*${term}`, `term + "*"`, `%${term}%`: the server adds wildcards to the caller's text. */
function appendsWildcard(fns: Node[], param: string): boolean {
  const wanted = normName(param);
  return fns.some((fn) => wildcardNames(fn).has(wanted));
}

const wildcardCache = new WeakMap<Node, Set<string>>();

/** The (normalised) names a function puts wildcards around, read once per function (see queryKeyNames). */
function wildcardNames(fn: Node): Set<string> {
  let names = wildcardCache.get(fn);
  if (names) return names;
  names = new Set<string>();
  for (const t of descendantsOfKind(fn, SyntaxKind.TemplateExpression)) {
    const text = t.getText();
    for (const span of t.getTemplateSpans())
      if (/^[*%]/.test(span.getLiteral().getLiteralText()) || /[*%]\$\{[^}]*\}/.test(text))
        names.add(normName(span.getExpression().getText().split(".").at(-1)!));
  }
  const WILDCARD = /^["'`][*%]["'`]$/;
  for (const b of descendantsOfKind(fn, SyntaxKind.BinaryExpression)) {
    if (b.getOperatorToken().getKind() !== SyntaxKind.PlusToken) continue;
    const l = b.getLeft().getText();
    const r = b.getRight().getText();
    if (WILDCARD.test(r)) names.add(normName(l));
    if (WILDCARD.test(l)) names.add(normName(r));
  }
  wildcardCache.set(fn, names);
  return names;
}

/**
 * True when a reached function writes the argument into a SQL/SOQL `LIKE` pattern (`WHERE Name LIKE
 * '${likePattern}'` with `likePattern = toLike(args.namePattern)`, `.whereLike("name", q)`, `{ [Op.like]: q }`):
 * the upstream matches it against a name as a pattern, `%…%` a substring, not through a word index.
 */
function matchedByLike(fns: Node[], param: string): boolean {
  const wanted = normName(param);
  return fns.some((fn) => likeNames(fn).has(wanted));
}

/**
 * A collector of the names an expression is built from into `names`: its identifiers, and those of
 * the local initializers they stand for, up to `follow` steps back; `also` may add what another kind
 * of declaration stands for.
 */
function namesBehind(
  names: Set<string>,
  follow: number,
  also?: (d: Node, depth: number, add: (n: Node, depth: number) => void) => void,
): (n: Node, depth: number) => void {
  const add = (n: Node, depth: number): void => {
    for (const i of [n, ...descendantsOfKind(n, SyntaxKind.Identifier)]) {
      if (!Node.isIdentifier(i)) continue;
      names.add(normName(i.getText()));
      if (depth >= follow) continue;
      for (const d of symbolOf(i)?.getDeclarations() ?? []) {
        if (Node.isVariableDeclaration(d) && d.getInitializer()) add(d.getInitializer()!, depth + 1);
        also?.(d, depth, add);
      }
    }
  };
  return add;
}

const likeCache = new WeakMap<Node, Set<string>>();
const BEFORE_LIKE = /\b(I?LIKE)\s*['"]?%?$/i;

function likeNames(fn: Node): Set<string> {
  let names = likeCache.get(fn);
  if (names) return names;
  names = new Set<string>();
  // const likePattern = wildcardToLikePattern(args.namePattern)
  const add = namesBehind(names, 2);
  for (const d of descendantsOfKinds(fn, [
    SyntaxKind.TemplateExpression,
    SyntaxKind.BinaryExpression,
    SyntaxKind.CallExpression,
  ])) {
    if (Node.isTemplateExpression(d)) {
      let before = d.getHead().getLiteralText();
      for (const span of d.getTemplateSpans()) {
        if (BEFORE_LIKE.test(before)) add(span.getExpression(), 0);
        before = span.getLiteral().getLiteralText();
      }
    } else if (Node.isBinaryExpression(d) && d.getOperatorToken().getKind() === SyntaxKind.PlusToken) {
      const left = d.getLeft();
      const lastLiteral = Node.isBinaryExpression(left) ? left.getRight() : left;
      if (Node.isStringLiteral(lastLiteral) || Node.isNoSubstitutionTemplateLiteral(lastLiteral))
        if (BEFORE_LIKE.test(lastLiteral.getLiteralText())) add(d.getRight(), 0);
    } else if (Node.isCallExpression(d)) {
      const e = d.getExpression();
      if (Node.isPropertyAccessExpression(e) && /^(where|or|and)?(I?Like|i?like)$/.test(e.getName()))
        for (const a of d.getArguments().slice(1)) add(a, 0);
    }
  }
  likeCache.set(fn, names);
  return names;
}

/**
 * True when a reached function matches the argument as a substring of the entries' text itself:
 * `name.toLowerCase().includes(q)`, `label.indexOf(kw) >= 0`, also through a local copy (`const kw =
 * keyword.toLowerCase()`) or the words split from it (`terms.every((t) => title.includes(t))`). A list's
 * `.includes(x)` is a membership test, not a substring match.
 */
function matchesSubstring(fns: Node[], param: string): boolean {
  const wanted = normName(param);
  return fns.some((fn) => substringNames(fn).has(wanted));
}

const substringCache = new WeakMap<Node, Set<string>>();

function substringNames(fn: Node): Set<string> {
  let names = substringCache.get(fn);
  if (names) return names;
  names = new Set<string>();
  // const kw = keyword.toLowerCase(); const terms = pattern.split(" ")
  const add = namesBehind(names, 3, (d, depth, more) => {
    // terms.every((t) => …includes(t)): the words of `terms`
    if (!Node.isParameterDeclaration(d)) return;
    const cb = d.getParent();
    const call = cb?.getParent();
    if (!cb || !(Node.isArrowFunction(cb) || Node.isFunctionExpression(cb)) || !call || !Node.isCallExpression(call))
      return;
    const callee = call.getExpression();
    if (Node.isPropertyAccessExpression(callee) && /^(every|some|filter|map|forEach|find)$/.test(callee.getName()))
      more(callee.getExpression(), depth + 1);
  });
  for (const call of descendantsOfKind(fn, SyntaxKind.CallExpression)) {
    const e = call.getExpression();
    if (!Node.isPropertyAccessExpression(e) || !/^(includes|indexOf)$/.test(e.getName())) continue;
    const arg = call.getArguments()[0];
    if (!arg || call.getArguments().length > 1) continue;
    const recv = e.getExpression();
    const t = recv.getType();
    const stringy =
      t.isString() ||
      t.isStringLiteral() ||
      (t.isUnion() &&
        t.getUnionTypes().every((u) => u.isString() || u.isStringLiteral() || u.isUndefined() || u.isNull())) ||
      /\.(toLowerCase|toUpperCase|toLocaleLowerCase|normalize|trim)\(\)$/.test(recv.getText());
    if (!stringy || t.isArray()) continue;
    add(arg, 0);
  }
  substringCache.set(fn, names);
  return names;
}

export const querySyntaxUndocumented: ModelAnalyzer = {
  id: ID,
  // reads the model; the TypeScript syntax, when there is some, only adds query keys and wildcards
  needs: "model",
  // request keys and appended wildcards are read from TypeScript syntax; on Python, from the model only
  syntaxParts: ["typescript"],
  applies(ctx) {
    const n = ctx.model.tools.reduce(
      (s, t) => s + t.parameters.filter((p) => ["string", "unknown"].includes(p.type)).length,
      0,
    );
    if (!n) return { applies: false, reason: "no tool has a text argument" };
    return {
      applies: true,
      reason: `${n} text argument(s): query by name, description or the upstream key they reach`,
    };
  },
  run(ctx) {
    const findings: Finding[] = [];
    const shared = new Map<string, { f: Finding; tools: string[] }>();
    const valueFlows = new Set(ctx.model.flows.filter((f) => f.kind === "value").map((f) => `${f.tool}|${f.param}`));
    // arguments whose every request (as far as its texts are known) is a language model's chat endpoint
    const requestsOf = new Map<string, boolean[]>();
    for (const f of ctx.model.flows) {
      if (f.kind !== "value" || !f.request) continue;
      const key = `${f.tool}|${f.param}`;
      requestsOf.set(key, [...(requestsOf.get(key) ?? []), f.request.texts.some((x) => CHAT_ENDPOINT.test(x))]);
    }
    const sentToModel = new Set([...requestsOf].filter(([, chat]) => chat.every(Boolean)).map(([k]) => k));
    for (const tool of ctx.model.tools) {
      // the rule is about "ein Such-Argument": a statement a tool that changes data runs (`alter_table`'s
      // `query`) searches nothing, and has no matching granularity to state
      if ((tool.intent as string | undefined) === "mutation") continue;
      const fns = (ctx as { ts?: TsFrontendData }).ts?.reachedFunctions.get(tool.id) ?? [];
      for (const declared of tool.parameters) {
        if (!["string", "unknown"].includes(declared.type) || declared.enumValues?.length) continue;
        const p = withDocumentedArgument(tool, declared);
        // an identifier the caller copies (`eventId` sent as `query`) is not a phrase it words: matching does not concern it
        // …nor is a value a tool that changes something sends along (`deploy(name)` looked up by `?name=`)
        // …nor a setting (`region`), nor words handed to a web or neural search engine that knows no query language
        const byKey =
          !isQueryArgument(p) &&
          !IDENTIFIER_NAME.test(leafName(p)) &&
          !CONTAINER_NAME.test(leafName(p)) &&
          !SETTING_NAME.test(leafName(p)) &&
          !DATE_VALUE.test(p.description ?? "") &&
          tool.intent !== "mutation" &&
          valueFlows.has(`${tool.id}|${p.name}`) &&
          reachesQueryKey(fns, p.name);
        if (!isQueryArgument(p) && !byKey) continue;
        if (NOT_MATCHED_TOOL.test(tool.name)) continue;
        // an argument named after a language that defines its own matching (`sql`, `regex`, `jsonpath`)
        if (SELF_DESCRIBING.test(leafName(p).replace(/_/g, " "))) continue;
        const modes = tool.parameters
          .filter((o) => o !== p && MATCH_MODE_NAME.test(leafName(o)))
          .map((o) => o.description ?? "");
        const said = [p.description ?? "", tool.description ?? "", ...modes].join("\n");
        // the granularity is stated, or the argument is a whole statement in a language whose comparisons are
        // exact by definition (SQL, Cypher, a regex): documented. "Plain keywords" or "see the search syntax"
        // name only the syntax; the granularity is still owed, as it is for a web search engine's index
        // "natural language or Sentry search syntax": the syntax half searches text through an index, and its
        // granularity is still owed (ADJUDICATION, rule 5: naming the language does not settle it)
        const syntaxToo = SYNTAX_OFFERED.test(said) || NAMED_LANGUAGE.test(said);
        const judged = syntaxToo ? said.replace(/\bnatural[- ]language\b/gi, " ") : said;
        const stated = statements(judged);
        // "finds documents containing both words anywhere in the text" says how words combine, not whether a
        // term matches whole words or inside longer ones, nor case: the granularity is incomplete
        const combinesOnly = GRANULARITY.test(stated) && !GRANULARITY.test(withoutCombination(stated));
        // the server matches the argument as a substring itself (`title.toLowerCase().includes(q)`): "case-insensitive"
        // alone leaves the caller to guess whether "exchange rate" finds "rate of exchange"; the description owes "substring"
        const substring =
          GRANULARITY.test(stated) && !combinesOnly && !SUBSTRING_STATED.test(stated) && matchesSubstring(fns, p.name);
        // the wildcards' meaning is stated for a pattern not searched through a text index (a name pattern the
        // upstream matches with `LIKE`, a glob over keys): the pattern is a glob, and it defines the match
        // itself (ADJUDICATION rule 5: a language "whose comparisons are exact by definition … is documented by naming it")
        const like = matchedByLike(fns, p.name);
        if (WILDCARD_DEFINED.test(said) && !TEXT_INDEX.test(said)) continue;
        if (
          (GRANULARITY.test(stated) && !combinesOnly && !substring) ||
          SELF_DESCRIBING.test(judged) ||
          (!syntaxToo && NATURAL_LANGUAGE.test(said))
        )
          continue;
        // a retrieval over embeddings matches by meaning, not by words: there is no word granularity to state
        // …unless it is also matched by words: a hybrid (vector + keyword) search has a word half whose matching is owed
        if (
          FREE_TEXT_QUERY.test(leafName(p)) &&
          SEMANTIC_RETRIEVAL.test(`${tool.name} ${tool.description ?? ""}`) &&
          !WORD_HALF.test(said)
        )
          continue;
        // a question a language model researches: it is read, not matched
        if (FREE_TEXT_QUERY.test(leafName(p)) && MODEL_READ.test(said)) continue;
        // sent to a language model's chat endpoint (`/v1/chat/completions`): a message, not a search term
        if (sentToModel.has(`${tool.id}|${p.name}`)) continue;
        if (STRUCTURED_NAME.test(leafName(p)) && p.description && SHOWS_FORM.test(p.description)) continue;
        const syntax = (
          SYNTAX.exec(said)?.[0] ??
          NO_SYNTAX.exec(said)?.[0] ??
          BY_REFERENCE.exec(said)?.[0] ??
          SYNTAX_OFFERED.exec(said)?.[0] ??
          WILDCARD_DEFINED.exec(said)?.[0]
        )
          ?.trim()
          .slice(0, 60);
        const wildcard = appendsWildcard(fns, p.name);
        const f = finding(tool, p, syntax, wildcard, byKey, combinesOnly, substring, like && !substring);
        // the syntax named in the tool's text, not the argument's: that line is where the granularity is owed too
        const inTool =
          syntax && !(p.description ?? "").includes(syntax) ? (tool.description ?? "").indexOf(syntax) : -1;
        const namedAt = inTool >= 0 ? lineOfOffset(tool, inTool) : undefined;
        if (namedAt)
          f.relatedLocations = [
            ...(f.relatedLocations ?? []),
            { id: 2, location: namedAt, message: `the syntax is named here ("${syntax}")` },
          ];
        // one finding per shared description (a schema several tools use), naming every tool
        const key = `${f.location.file}:${f.location.line}:${f.location.column}|${p.name}`;
        const prev = shared.get(key);
        if (prev) {
          prev.tools.push(tool.name);
          continue;
        }
        shared.set(key, { f, tools: [tool.name] });
        findings.push(f);
      }
      findings.push(...passThroughLanguages(tool, findings));
    }
    for (const { f, tools } of shared.values())
      if (tools.length > 1) {
        f.message = f.message.replace(
          `[Tool '${tools[0]}'](1)`,
          `[Tools ${tools.map((t) => `'${t}'`).join(", ")}](1) (one shared description)`,
        );
        f.data = { ...f.data, tools: tools.join(",") };
      }
    return findings;
  },
};

/**
 * A pass-through tool (a path and a record of query parameters) whose description sends the caller
 * to a query language (`cql` query param) without saying how it matches: one finding where the
 * description names it.
 */
function passThroughLanguages(tool: ToolModel, already: Finding[]): Finding[] {
  // a record of request parameters (`queryParams: z.record(…)`): its type is not a scalar the model reads
  const record = tool.parameters.find(
    (p) =>
      ((p.type as string) === "object" || p.type === "unknown") &&
      /(params|parameters|query|body|options)$/i.test(p.name),
  );
  const text = tool.description ?? "";
  const m = NAMED_LANGUAGE.exec(text) ?? /`(cql|kql|lucene)`/i.exec(text) ?? /\b(cql|kql)\b/i.exec(text);
  if (!record || !m || GRANULARITY.test(text) || already.some((f) => f.tool === tool.id)) return [];
  const at = lineOfOffset(tool, m.index);
  if (!at) return [];
  const lang = m[1] ?? m[0];
  return [
    {
      ruleId: ID,
      message:
        `[Tool '${tool.name}'](1) passes '${record.name}' through to the upstream and its description points the caller at ${lang.toUpperCase() === lang ? lang : `\`${lang}\``}, but says nothing about that language's syntax or how it matches (exact field values or words in text, case, quoting).` +
        ` A model that guesses the operators gets nothing back and concludes absence. Name the operators the upstream accepts and how a term matches, with one example query.`,
      location: at,
      tool: tool.id,
      param: record.name,
      relatedLocations: [
        { id: 1, location: tool.descriptionLocation ?? tool.location, message: `tool '${tool.name}' described here` },
      ],
      messageId: "pass-through-language",
      data: { tool: tool.name, param: record.name, language: lang },
    },
  ];
}

/**
 * The text without quoted examples and lists of operator names: `'any,contains,Zürich'` or
 * "Operatoren: contains, exact, begins_with" name values the caller may write, they do not say how a
 * term matches (whole words or substrings, case).
 */
function statements(text: string): string {
  return text
    .replace(/'[^'\n]*'|"[^"\n]*"|`[^`\n]*`|‘[^’\n]*’|„[^“\n]*“/g, " ")
    .replace(/\b(operators?|operatoren|operator names)\s*:[^.\n]*/gi, " ");
}

/**
 * An argument without a description of its own, described in the tool's docstring instead (an `Args:`
 * entry, `name: …` or `name (str): …`): the model reads it there, so that line is its description.
 */
function withDocumentedArgument(tool: ToolModel, p: ToolParameter): ToolParameter {
  if (p.description !== undefined || !tool.description) return p;
  const name = escapeRegExp(leafName(p));
  const m = new RegExp(
    `^([ \\t]*(?:[-*][ \\t]*)?${name}[ \\t]*(?:\\([^)\\n]*\\))?[ \\t]*:[ \\t]*)(\\S[^\\n]*)$`,
    "m",
  ).exec(tool.description);
  if (!m) return p;
  const at = lineOfOffset(tool, m.index + m[1]!.length);
  return { ...p, description: m[2]!.trim(), ...(at ? { descriptionLocation: at } : {}) };
}

/** The source line of a character of the tool description, through its segments or its literal's lines. */
function lineOfOffset(tool: ToolModel, offset: number): ToolModel["location"] | undefined {
  const text = tool.description ?? "";
  const seg = [...(tool.descriptionSegments ?? [])].reverse().find((sg) => sg.offset <= offset);
  const base = seg
    ? { loc: seg.location, from: seg.offset }
    : tool.descriptionLocation
      ? { loc: tool.descriptionLocation, from: 0 }
      : undefined;
  if (!base) return undefined;
  const lines = text.slice(base.from, offset).split("\n").length - 1;
  return { ...base.loc, line: base.loc.line + lines, column: lines ? 1 : base.loc.column };
}

function finding(
  tool: ToolModel,
  p: ToolParameter,
  syntax: string | undefined,
  wildcard: boolean,
  byKey: boolean,
  combinesOnly = false,
  substring = false,
  like = false,
): Finding {
  const what = byKey
    ? `argument '${p.name}' goes into a query parameter of the upstream request, but neither its description nor the tool's`
    : `neither the description of query argument '${p.name}' nor the tool's`;
  const gap = substring
    ? "says that the server matches it as a substring of each entry's text (it tests `.includes()` itself): a phrase of several words matches only where it stands as written"
    : like
      ? `says how the pattern matches${syntax ? ` (the syntax is named: "${syntax}")` : ""}: the server puts it into a SQL \`LIKE\` on the name, so it is a pattern over the whole name — what each wildcard stands for, whether text without one is a substring, and the case are not said`
      : combinesOnly
        ? `says whether a term matches whole words or also inside longer words (substrings), nor the case; it says only where terms may stand or how a phrase is quoted${syntax ? ` and names the syntax ("${syntax}")` : ""}`
        : syntax
          ? `says how matching works (whole words or substrings, case); the syntax is named ("${syntax}"), the granularity is not`
          : "names the query syntax or says how matching works (whole words or substrings, case)";
  return {
    ruleId: ID,
    message:
      `[Tool '${tool.name}'](1): ${what} ${gap}. ${
        like
          ? "A model that guesses what the pattern does (a whole name, a prefix, a word) gets nothing back and concludes absence."
          : "A model that searches a compound by its parts gets nothing and concludes absence."
      }` +
      (wildcard && like
        ? " The server wraps text without a wildcard in `%…%` itself, so it matches anywhere in the name; the description must say so."
        : wildcard
          ? " The server appends wildcards itself; that does not replace the description and makes phrase search impossible."
          : "") +
      ` Say which syntax applies and how a term is matched, e.g. ${
        like
          ? syntax
            ? `"matched with SQL LIKE on the name: \`*\` any run of characters, \`?\` one; text without a wildcard matches anywhere in the name; case-insensitive"`
            : `"matched anywhere in the name (SQL LIKE, a substring), case-insensitive"`
          : exampleFor(p, syntax)
      }.`,
    // without its own description, the fix goes into the tool's description
    location:
      p.descriptionLocation ?? (p.description === undefined ? tool.descriptionLocation : undefined) ?? p.location,
    tool: tool.id,
    param: p.name,
    messageId: byKey
      ? "query-key-undocumented"
      : like
        ? "like-pattern-undocumented"
        : substring
          ? "substring-undocumented"
          : combinesOnly
            ? "granularity-incomplete"
            : syntax
              ? "granularity-undocumented"
              : "syntax-undocumented",
    data: { tool: tool.name, param: p.name, ...(syntax ? { syntax } : {}) },
    relatedLocations: [
      {
        id: 1,
        location: tool.descriptionLocation ?? tool.location,
        message: `tool '${tool.name}'${tool.descriptionLocation ? " described here" : " registered here"}`,
      },
    ],
  };
}

/** A description example in the language the argument speaks: a glob for key patterns, a regex for regexes, words otherwise. */
function exampleFor(p: ToolParameter, syntax: string | undefined): string {
  const said = `${p.name} ${p.description ?? ""}`;
  if (/\b(glob|pattern|keys?)\b/i.test(said) && !/regex|regular/i.test(said))
    return `"glob pattern: \`*\` matches any run of characters, \`?\` one; \`user:*\` lists every key that starts with user:"`;
  if (/regex|regular expression/i.test(said))
    return `"JavaScript regular expression, case-sensitive, matched anywhere in the line"`;
  if (syntax && /lucene|solr|elasticsearch/i.test(syntax))
    return `"Lucene syntax; matches whole words, use \`Steuer*\` for compounds"`;
  if (/\b(time|date|period|range)\b/i.test(said) && /\bfilter\b/i.test(said))
    return `"time filter codes: \`qdr:d\` past day, \`qdr:w\` past week, \`cdr:1,cd_min:1/1/2024,cd_max:2/1/2024\` a date range"`;
  if (/\bfilter\b/i.test(said))
    return `"a filter is field:value pairs; a value must equal the field exactly (case-sensitive), e.g. \`state:open\`"`;
  return `"plain words, all must occur (whole words, case-insensitive); quote a phrase"`;
}
