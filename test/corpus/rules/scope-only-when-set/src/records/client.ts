// fidelity-audit corpus: rule scope-only-when-set (records client: conditions of a statement the server writes itself, beside request keys sent only when set), modelled on the shapes of public MCP servers over SQL, OData and GraphQL sources (written for this repo, 2026-12-01)
const ODATA = process.env.RECORDS_ODATA ?? "https://records.example.gov/odata/v2/Declarations";
const REST = process.env.RECORDS_REST ?? "https://records.example.gov/api/declarations";
const SQL = process.env.RECORDS_SQL ?? "https://records.example.gov/api/sql";

/** A SQL statement the server writes: a year left out is no condition, every year is counted. */
export async function countDecisions(year?: number, area?: string): Promise<unknown> {
  const where: string[] = ["1=1"];
  const values: unknown[] = [];
  if (year) {
    where.push("year = ?");
    // ok: scope-only-when-set — a bind value of the server's own WHERE condition: left out, no condition
    values.push(year);
  }
  if (area) {
    // ok: scope-only-when-set — a condition with the value quoted into the statement
    where.push(`area_general = '${area.replace(/'/g, "''")}'`);
  }
  const res = await fetch(SQL, {
    method: "POST",
    body: JSON.stringify({ sql: `SELECT COUNT(*) AS n FROM decisions WHERE ${where.join(" AND ")}`, params: values }),
  });
  if (!res.ok) throw new Error(`records SQL ${res.status}`);
  return res.json();
}

/** The same year as a query-string key of a REST request: left out, the upstream's own default applies. */
export async function listDecisions(year?: number): Promise<unknown> {
  let url = `${REST}?format=json`;
  // ruleid: scope-only-when-set
  if (year) url += `&year=${year}`;
  const res = await fetch(url);
  if (!res.ok) throw new Error(`records API ${res.status}`);
  return res.json();
}

/** OData `$filter` conditions the server composes, and a `$top` sent only when set. */
export async function declarations(opts: { state?: string; top?: number }): Promise<unknown> {
  const params: Record<string, string> = { $orderby: "id" };
  const filters: string[] = [];
  // ok: scope-only-when-set — an OData condition of the server's own filter expression
  if (opts.state) filters.push(`state eq '${opts.state.toUpperCase()}'`);
  if (filters.length) params.$filter = filters.join(" and ");
  // ruleid: scope-only-when-set
  if (opts.top) params.$top = String(opts.top);
  const res = await fetch(`${ODATA}?${new URLSearchParams(params)}`);
  if (!res.ok) throw new Error(`records OData ${res.status}`);
  return res.json();
}

/** A GraphQL client whose filter expression the server composes (`{ state: { name: { eq } } }`). */
export class IssueBoard {
  constructor(private readonly endpoint = process.env.BOARD_GRAPHQL ?? "https://board.example/graphql") {}

  async issues(args: { status?: string; type?: string }): Promise<unknown> {
    const filter: Record<string, unknown> = {};
    // ok: scope-only-when-set — a comparison in the server's own filter expression: left out, no condition
    if (args.status) filter.state = { name: { eq: args.status } };
    const variables: Record<string, unknown> = { filter };
    // ruleid: scope-only-when-set
    if (args.type) variables.type = args.type;
    const res = await fetch(this.endpoint, {
      method: "POST",
      body: JSON.stringify({ query: "query($filter: IssueFilter, $type: String) { issues(filter: $filter, type: $type) { nodes { id } } }", variables }),
    });
    if (!res.ok) throw new Error(`board ${res.status}`);
    return res.json();
  }
}

const SEARCH = process.env.RECORDS_SEARCH ?? "https://records.example.gov/es/decisions/_search";

/** An Elasticsearch range the server assembles key by key: a bound left out is no bound. */
export async function decisionsSince(opts: { since?: string; type?: string }): Promise<unknown> {
  const range: Record<string, string> = {};
  // ok: scope-only-when-set — through a helper: a bound of the server's own range filter
  if (opts.since) range["gte"] = opts.since;
  const body: Record<string, unknown> = { query: { range: { date: range } } };
  // ruleid: scope-only-when-set
  if (opts.type) body.type = opts.type;
  const res = await fetch(SEARCH, { method: "POST", body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`records search ${res.status}`);
  return res.json();
}

/** A search index read through a class, its date window a range the server composes. */
export class DecisionIndex {
  constructor(private readonly url = SEARCH) {}

  async window(args: { before?: string; category?: string }): Promise<unknown> {
    const date: { lt?: string } = {};
    if (args.before) {
      // ok: scope-only-when-set — in a class method: a bound of the server's own range filter
      date.lt = args.before;
    }
    const params = new URLSearchParams({ source: "decisions" });
    // ruleid: scope-only-when-set
    if (args.category) params.set("category", args.category);
    const res = await fetch(`${this.url}?${params}`, { method: "POST", body: JSON.stringify({ query: { range: { date } } }) });
    if (!res.ok) throw new Error(`records search ${res.status}`);
    return res.json();
  }
}

const FRED = "https://api.stlouisfed.org/fred";

/** FRED series observations: the API documents its dates and limit left out as the whole series. */
export async function observations(seriesId: string, opts: { start?: string; end?: string; limit?: number; units?: string }): Promise<unknown> {
  const query: Record<string, string> = { series_id: seriesId, file_type: "json" };
  // ok: scope-only-when-set — FRED documents observation_start left out as the earliest observation
  if (opts.start) query.observation_start = opts.start;
  // ok: scope-only-when-set
  if (opts.end) query["observation_end"] = opts.end;
  // ok: scope-only-when-set — left out, the API's maximum (100000)
  if (opts.limit !== undefined) query.limit = String(opts.limit);
  const res = await fetch(`${FRED}/series/observations?${new URLSearchParams(query)}`);
  if (!res.ok) throw new Error(`FRED ${res.status}`);
  return res.json();
}

/** The same observations through a shared client that sends an object's keys, leaving out the undefined ones. */
export async function observationsOf(seriesId: string, endDate?: string, category?: string): Promise<unknown> {
  const query: Record<string, string | undefined> = {
    series_id: seriesId,
    // ok: scope-only-when-set — FRED documents observation_end left out as the latest observation
    observation_end: endDate,
    // ruleid: scope-only-when-set
    category,
  };
  const defined = Object.entries(query).filter(([, v]) => v !== undefined) as [string, string][];
  const res = await fetch(`${FRED}/series/observations?${new URLSearchParams(defined)}`);
  if (!res.ok) throw new Error(`FRED ${res.status}`);
  return res.json();
}

/** A board's issues through its GraphQL client: archived ones come back only when asked for. */
export async function boardIssues(opts: { includeArchived?: boolean; show_closed?: boolean }): Promise<unknown> {
  const variables: Record<string, unknown> = {
    first: 50,
    // ruleid: scope-only-when-set
    includeArchived: opts.includeArchived,
  };
  const res = await fetch("https://board.example/graphql", {
    method: "POST",
    body: JSON.stringify({ query: "query($first: Int, $includeArchived: Boolean) { issues(first: $first, includeArchived: $includeArchived) { nodes { id } pageInfo { endCursor } } }", variables }),
  });
  if (!res.ok) throw new Error(`board ${res.status}`);
  return res.json();
}
