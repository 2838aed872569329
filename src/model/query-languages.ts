/**
 * What a query language's grammar says about a clause the server leaves out of a statement it writes
 * itself: models as data beside `upstream-defaults.ts`, read by the front ends (`ParamFlow.guard.statement`)
 * for rule 1 (`scope-only-when-set`).
 *
 * A guarded write that appends a clause to a query string (`if (year) sql += " AND year = ?"`,
 * `if (from && to) term += \` AND (${from}[dp] : ${to}[dp])\``) leaves the clause out when the caller
 * leaves the argument out. Whether that hides items is not an upstream's default but the language's
 * definition: a statement without a `WHERE` condition, a `LIMIT`, a `TOP`, or a Boolean clause of a
 * PubMed or Lucene query does not restrict by it. ADJUDICATION rule 1: "Where a known upstream documents
 * that omission means 'all', the finding is false and the auditor may know it from a model of that API";
 * a language's specification is that document for every upstream that speaks it.
 *
 * Each row is matched on the words of one string literal of the guarded code, with a value put in as `…`
 * (`` ` AND ${a}[Author]` `` is ` AND …[Author]`), and cites where the language defines the clause.
 */

export interface QueryClause {
  /** The language (and its dialects) as a reader knows it. */
  language: string;
  /** The clause, in words. */
  clause: string;
  /** Matches the clause in a literal's words. */
  pattern: RegExp;
  /** What the language says a statement without the clause returns. */
  omitted: string;
  /** Where the language defines it. */
  source: string;
}

const COND_OP = "(?:==|!=|<>|<=|>=|=|<|>)";
const COND_COLUMN = String.raw`(?:^|[\s(])[A-Za-z_][\w.]*\)?`;
const BIND = String.raw`(?:\?|%s|%\(\w+\)s|\$\d+|:[A-Za-z_]\w*|@[A-Za-z_]\w*)`;

/** PubMed's search field tags (long and short forms), and the Entrez date types ESearch takes. */
const ENTREZ_TAG = [
  "ad|affiliation|all|all fields|au|author|author - corporate|author - first|author - full|author - identifier",
  "author - last|1au|fau|lastau|auid|cn|book|cois|dcom|crdt|edat|mhda|lr|dp|pdat|mdat|ppdt|rn|ed|filter|sb|gr",
  "isbn|ir|ip|ta|journal|la|language|lid|majr|sh|mh|mesh|mesh terms|mesh major topic|mesh subheadings|ot|pg",
  "pa|pt|publication type|pubn|publisher|si|subset|nm|tw|text word|text words|ti|title|tiab|title/abstract|tt|vi",
  "date - publication|date - entry|date - create|date - completion|date - modification|organism|species",
].join("|");

const SQL_WHERE_SOURCE = "https://www.postgresql.org/docs/current/sql-select.html#SQL-WHERE";

export const QUERY_CLAUSES: readonly QueryClause[] = [
  {
    language: "SQL (also SOQL, ODSQL, Cypher)",
    clause: "a WHERE condition on a bind placeholder (`year = ?`, `status = $1`, `id IN (%s)`)",
    pattern: new RegExp(
      String.raw`${COND_COLUMN}\s*(?:${COND_OP}|\s(?:not\s+)?(?:like|ilike|in)\s)\s*\(?\s*${BIND}`,
      "i",
    ),
    // "If the WHERE clause is specified, all rows that do not satisfy the condition are eliminated from the output"
    omitted: "every row: no condition, nothing eliminated",
    source: SQL_WHERE_SOURCE,
  },
  {
    language: "SQL (also SOQL, ODSQL, OData `$filter`)",
    clause: "a comparison with a quoted value (`jahr=\"…\"`, `status = '…'`, `state eq '…'`)",
    pattern: new RegExp(
      String.raw`${COND_COLUMN}\s*(?:${COND_OP}|\s(?:not\s+)?(?:like|ilike|eq|ne|gt|ge|lt|le)\s)\s*(["'])[^"']*\1`,
      "i",
    ),
    omitted: "every row: no condition, nothing eliminated",
    source: SQL_WHERE_SOURCE,
  },
  {
    language: "SQL (also SOQL, ODSQL, OData `$filter`)",
    clause: "a comparison with spaces around the operator (`year >= …`)",
    pattern: new RegExp(String.raw`${COND_COLUMN}\s+(?:${COND_OP}|eq|ne|gt|ge|lt|le)\s+\S`, "i"),
    omitted: "every row: no condition, nothing eliminated",
    source: SQL_WHERE_SOURCE,
  },
  {
    language: "SQL",
    clause: "a LIMIT on the rows returned, bound as a parameter (`LIMIT ?`, `limit $2`)",
    // a bind placeholder: a statement a database driver executes whole. An interpolated LIMIT may go to a query
    // API that pages on its own (Salesforce's REST query returns its records in batches of up to 2,000), so it
    // stays a finding
    pattern: new RegExp(String.raw`\b(?:LIMIT|limit)\s+${BIND}`),
    // "LIMIT ALL is the same as omitting the LIMIT clause"
    omitted: "every row the statement selects (LIMIT ALL)",
    source: "https://www.postgresql.org/docs/current/queries-limit.html",
  },
  {
    language: "ADQL (TAP), Transact-SQL",
    clause: "a TOP on the rows returned (`SELECT TOP …`)",
    pattern: new RegExp(String.raw`(?:^|\bSELECT\s+(?:DISTINCT\s+)?)\s*TOP\s*\(?\s*(?:…|\d+|${BIND})`),
    // ADQL 2.1 §2.2.1: "TOP … restricts the number of rows returned"; a TAP service's MAXREC applies with or
    // without it, so the caller's own value changes nothing the service would not cap anyway
    omitted: "every row the statement selects (a TAP service's MAXREC applies either way)",
    source: "https://www.ivoa.net/documents/ADQL/",
  },
  {
    language: "Entrez / PubMed query",
    clause: "a Boolean clause on a search field (` AND …[Author]`, ` AND (…[dp] : …[dp])`)",
    pattern: new RegExp(
      String.raw`\b(?:AND|OR|NOT)\s+\(*\s*"?[^\s"\[\]]*"?\s*\[(?:…|${ENTREZ_TAG})\]|(?:^|[\s(])"?…"?\s*\[(?:${ENTREZ_TAG})\]`,
      "i",
    ),
    // "Boolean operators: AND, OR, NOT"; a search field tag limits the term to that field: a term without the clause
    // is not limited by it
    omitted: "every record the rest of the query matches",
    source: "https://pubmed.ncbi.nlm.nih.gov/help/#search-tags",
  },
  {
    language: "Ex Libris Primo query (`q`, `qInclude`, `qExclude`)",
    clause: "a field-tagged clause `<field>,<precision>,<value>` (`facet_lang,exact,…`, `any,contains,…`)",
    // the Primo Search API: "q=<field_1>,<precision_1>,<value_1>[[,<operator_1>];…]", and qInclude, "Optional.
    // Include facets", of the same form joined by "|,|": a query without the clause is not restricted by it
    pattern: /^\s*(?:\|,\|)?[a-z][a-z_]*\s*,\s*(?:exact|contains|begins_with)\s*,\s*…/,
    omitted: "every record the rest of the query matches (qInclude and qExclude are optional facet filters)",
    source: "https://developers.exlibrisgroup.com/primo/apis/docs/primoSearch/R0VUIC9wcmltby92MS9zZWFyY2g=/",
  },
  {
    language: "Lucene query syntax (Elasticsearch / OpenSearch query_string, Solr)",
    clause: "a Boolean clause on a field (` AND status:…`) or a range (`[… TO …]`)",
    pattern: /\b(?:AND|OR|NOT)\s+\(*\s*[+-]?[A-Za-z_][\w.]*:\s*(?:…|"|\(|\[|\{|[\w*])|[[{]\s*\S+\s+TO\s+\S+\s*[\]}]/,
    // Boolean operators combine clauses; a query without the clause is not restricted by it
    omitted: "every document the rest of the query matches",
    source:
      "https://lucene.apache.org/core/9_0_0/queryparser/org/apache/lucene/queryparser/classic/package-summary.html",
  },
];

/**
 * The clause of a query language these words add, if any. A URL fragment (`&status=…`, `?year=…`,
 * a `://`) is a request key, never a clause.
 */
export function queryClauseIn(text: string): QueryClause | undefined {
  if (/:\/\/|^\s*[&?]|[&?][A-Za-z_][\w.]*=/.test(text)) return undefined;
  return QUERY_CLAUSES.find((c) => c.pattern.test(text));
}
