/**
 * Order clauses inside a query text the server writes (rule 7, upstream half), language-neutral: both
 * front ends hand the text of a string literal or template here and record what it returns.
 *
 * - SQL and SOQL `ORDER BY a DESC, t.b` (up to `LIMIT`/`OFFSET`/`FETCH`, a closing parenthesis, `;`, or
 *   the end of the clause's line unless the line ends in a comma that continues the key list);
 * - a sort stage of a piped query language (Dynatrace DQL, Kusto, Splunk): `| sort event.start desc`,
 *   `| order by ts desc`;
 * - Dataview's `SORT file.mtime DESC` (upper case, as the language writes it);
 * - SPARQL `ORDER BY DESC(?period) ?code`: keys are variables, bare or in `ASC(…)`/`DESC(…)`, separated by
 *   blanks (read before SQL, whose clause would stop at the first closing parenthesis).
 *
 * A key is the column the clause names, without its table or record qualifier (`d.date` → `date`,
 * `event.id` → `id`), so a unique last key is recognised however it is qualified. A clause with an
 * interpolated key (`ORDER BY ${col}`, a front end's `…` or `${…}` marker) names no key the source
 * fixes: none is returned, and neither for a clause whose keys cannot all be read.
 */

const SQL_ORDER = /\bORDER\s+BY\s+([\s\S]+?)(?=\bLIMIT\b|\bOFFSET\b|\bFETCH\b|\)|;|$)/i;
const PIPE_SORT =
  /\|\s*(?:sort|order)\s+(?:by\s+)?([\w.@`"']+(?:\s+(?:asc|desc))?(?:\s*,\s*[\w.@`"']+(?:\s+(?:asc|desc))?)*)/i;
const DQL_SORT = /\bSORT\s+([\w.]+(?:\s+(?:ASC|DESC))?(?:\s*,\s*[\w.]+(?:\s+(?:ASC|DESC))?)*)/;
const SPARQL_KEY = String.raw`(?:(?:ASC|DESC)\s*\(\s*\?\w+\s*\)|\?\w+)`;
const SPARQL_ORDER = new RegExp(String.raw`\bORDER\s+BY\s+(${SPARQL_KEY}(?:\s+${SPARQL_KEY})*)`, "i");
const CLAUSES = [SPARQL_ORDER, SQL_ORDER, PIPE_SORT, DQL_SORT] as const;
/** How a front end marks an interpolated part of a text: `${…}` (a template read as text) or `…`. */
const INTERPOLATED = /\$\{|…|\$/;

export interface OrderClause {
  /** The keys in order, unqualified. */
  keys: string[];
  /** The clause as written, whitespace folded (`ORDER BY date DESC`), at most 60 characters. */
  code: string;
  /** Where the clause starts in the text. */
  index: number;
}

/** Where the first order clause of a text starts (also in a raw text whose interpolations are not read). */
export function orderClauseAt(text: string): number | undefined {
  for (const r of CLAUSES) {
    const m = r.exec(text);
    if (m) return m.index;
  }
  return undefined;
}

/** The first order clause of a query text and its keys; undefined when there is none or its keys are not all literal. */
export function orderClauseKeys(text: string): OrderClause | undefined {
  for (const r of CLAUSES) {
    const m = r.exec(text);
    if (!m) continue;
    let list = m[1]!;
    if (r === SPARQL_ORDER) {
      const keys = [...list.matchAll(/\?(\w+)/g)].map((k) => k[1]!);
      return { keys, code: m[0].trim().replace(/\s+/g, " ").slice(0, 60), index: m.index };
    }
    // the clause ends with its line, unless the line ends in a comma and the key list goes on
    const lines = list.split("\n");
    let end = 0;
    while (end < lines.length - 1 && lines[end]!.trim().endsWith(",")) end++;
    list = lines.slice(0, end + 1).join("\n");
    const parts = list.split(",").map((k) => k.trim());
    if (parts.some((p) => !p || INTERPOLATED.test(p.split(/\s+/)[0]!))) return undefined;
    const keys = parts.map((k) =>
      k
        .split(/\s+/)[0]!
        .split(".")
        .pop()!
        .replace(/["`[\]]/g, ""),
    );
    if (keys.some((k) => !k)) return undefined;
    const head = m[0].slice(0, m[0].length - m[1]!.length);
    return { keys, code: `${head}${list}`.trim().replace(/\s+/g, " ").slice(0, 60), index: m.index };
  }
  return undefined;
}

/**
 * Unique keys of database catalogue relations, as data: which columns identify one row of
 * `information_schema.tables`, `pg_indexes`, `sqlite_master`. An order on the last column of such a key is
 * unique when the query fixes the other columns by an equality (`WHERE table_schema = $1 ORDER BY
 * table_name`): within one schema, no two tables share a name. A relation that is not listed here is unknown.
 * Each key is the one the catalogue documents (SQL standard information schema; PostgreSQL `pg_catalog`
 * views; SQLite's schema table, whose `name` is unique; SQL Server `sys` views, unique per schema).
 */
const CATALOGUE_KEYS: readonly { relation: RegExp; keys: readonly (readonly string[])[] }[] = [
  { relation: /^(?:information_schema\.)?schemata$/, keys: [["schema_name"]] },
  { relation: /^(?:information_schema\.)?(?:tables|views)$/, keys: [["table_schema", "table_name"]] },
  {
    relation: /^(?:information_schema\.)?columns$/,
    keys: [
      ["table_schema", "table_name", "column_name"],
      ["table_schema", "table_name", "ordinal_position"],
    ],
  },
  { relation: /^(?:information_schema\.)?routines$/, keys: [["routine_schema", "specific_name"]] },
  {
    relation: /^(?:information_schema\.)?parameters$/,
    keys: [["specific_schema", "specific_name", "ordinal_position"]],
  },
  { relation: /^(?:pg_catalog\.)?pg_namespace$/, keys: [["nspname"]] },
  { relation: /^(?:pg_catalog\.)?pg_tables$/, keys: [["schemaname", "tablename"]] },
  { relation: /^(?:pg_catalog\.)?pg_views$/, keys: [["schemaname", "viewname"]] },
  { relation: /^(?:pg_catalog\.)?pg_indexes$/, keys: [["schemaname", "indexname"]] },
  { relation: /^(?:main\.)?sqlite_(?:master|schema)$/, keys: [["name"]] },
  { relation: /^sys\.schemas$/, keys: [["name"]] },
];

/** A value an equality fixes to one: a bind placeholder, a literal, a function of the session, an interpolated value. */
const FIXED_VALUE = String.raw`(?:\?|\$\d+|:\w+|@\w+|'[^']*'|"[^"]*"|\d+|…|\w+\(\s*\))`;

/**
 * The query's order is unique by construction, whatever the values of its keys: it groups by columns that
 * are all among the order keys (`GROUP BY year ORDER BY year`: one row per year), or it reads one
 * catalogue relation (`CATALOGUE_KEYS`) whose unique key is made of the order keys and columns the `WHERE`
 * fixes by an equality. `texts` are the query's possible texts (one per way its interpolated parts can be
 * written); the order is unique only when it is on every one of them. A join (other than a LEFT JOIN, which keeps
 * each row of the relation and adds extras to it), a union or an `OR` makes it unknown.
 */
export function uniqueByConstruction(texts: readonly string[], orderKeys: readonly string[]): boolean {
  const keys = new Set(orderKeys.map(plainColumn));
  return texts.length > 0 && texts.every((t) => uniqueIn(t, keys));
}

function plainColumn(k: string): string {
  return k
    .split(".")
    .pop()!
    .replace(/["`[\]]/g, "")
    .toLowerCase();
}

function uniqueIn(text: string, keys: Set<string>): boolean {
  if (/\bUNION\b/i.test(text)) return false;
  const group = /\bGROUP\s+BY\s+([\s\S]+?)(?=\bHAVING\b|\bORDER\b|\bLIMIT\b|\)|;|$)/i.exec(text);
  if (group) {
    const cols = group[1]!.split(",").map((c) => c.trim());
    if (cols.every((c) => /^[\w."`[\]]+$/.test(c)) && cols.every((c) => keys.has(plainColumn(c)))) return true;
  }
  const from =
    /\bFROM\s+([\w."`[\]]+)(\s+(?:AS\s+)?(?!(?:WHERE|ORDER|GROUP|JOIN|LEFT|RIGHT|INNER|OUTER|CROSS|LIMIT|UNION)\b)\w+)?\s*([\s\S]*?)(?=\bORDER\s+BY\b|$)/i.exec(
      text,
    );
  if (!from) return false;
  const rest = from[3] ?? "";
  // a LEFT JOIN looks up extras for each row of the relation (a description) and keeps its rows; another join pairs rows
  if (/(?<!\bLEFT\s+(?:OUTER\s+)?)\bJOIN\b|^\s*,|\bOR\b/i.test(rest)) return false;
  const relation = from[1]!.replace(/["`[\]]/g, "").toLowerCase();
  const known = CATALOGUE_KEYS.find((c) => c.relation.test(relation));
  if (!known) return false;
  const where = /\bWHERE\b([\s\S]*)/i.exec(rest)?.[1] ?? "";
  const fixed = (col: string) =>
    new RegExp(String.raw`(?:^|[^\w.])(?:\w+\.)?["\`]?${col}["\`]?\s*=\s*${FIXED_VALUE}`, "i").test(where);
  return known.keys.some((key) => key.some((c) => keys.has(c)) && key.every((c) => keys.has(c) || fixed(c)));
}
