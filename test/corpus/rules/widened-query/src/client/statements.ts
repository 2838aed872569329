// fidelity-audit corpus: rule widened-query (a statement client that picks the request form by the caller's bind values), modelled on public SQL-gateway MCP servers with HTTP statement endpoints (written for this repo, 2026-12-02)
const GATEWAY = process.env.GATEWAY_URL ?? "https://sql.example.net/v1";

export interface Rows {
  rows: unknown[];
}

async function post(path: string, body: unknown): Promise<Rows> {
  const res = await fetch(`${GATEWAY}${path}`, { method: "POST", body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`gateway answered ${res.status}`);
  return (await res.json()) as Rows;
}

/** One statement, sent with its bind values when the caller gave any. */
export function runStatement(sql: string, binds: unknown[]): Promise<Rows> {
  // ok: widened-query — the test is on the caller's bind values, not on an answer: one query in one of two forms
  return binds.length > 0 ? post("/statements", { sql, binds }) : post("/statements", { sql });
}

export class StatementSession {
  constructor(private readonly session: string) {}

  async execute(sql: string, { values }: { values?: unknown[] }): Promise<Rows> {
    if (values && values.length > 0) return post(`/sessions/${this.session}/statements`, { sql, values });
    // ok: widened-query — reached when the caller sent no bind values, not when a result was empty
    return post(`/sessions/${this.session}/statements`, { sql });
  }

  /** The session's statement, asked again without the schema when the first answer had no rows. */
  async executeIn(sql: string, schema: string): Promise<Rows> {
    return post(`/sessions/${this.session}/statements`, { sql, schema }).then((first) => {
      if (first.rows.length > 0) return first;
      // ruleid: widened-query — the answer of the first call is empty, and the retry leaves out the schema
      return post(`/sessions/${this.session}/statements`, { sql });
    });
  }
}

export { post };
