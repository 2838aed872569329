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
