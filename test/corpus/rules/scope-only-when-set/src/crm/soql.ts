// fidelity-audit corpus: rule scope-only-when-set (CRM query builder: a SOQL statement assembled clause by clause in a class), modelled on a public MCP server over a CRM platform's SOQL query API (written for this repo, 2026-12-04)
import jsforce from "jsforce";

export interface RecordQuery {
  objectName: string;
  fields: string[];
  where?: string;
  limit?: number;
}

export class SoqlRunner {
  private readonly conn = new jsforce.Connection({ loginUrl: process.env.CRM_LOGIN_URL });

  /** The statement's text, a LIMIT appended by concatenation only when the caller gave one. */
  build(q: RecordQuery): string {
    let soql = "SELECT " + q.fields.join(", ") + " FROM " + q.objectName;
    if (q.where) soql += " WHERE " + q.where;
    // ok: scope-only-when-set — in a class method: SOQL's LIMIT is an optional upper bound, a statement without it selects every matching row
    if (q.limit) soql += " LIMIT " + q.limit;
    return soql;
  }

  async run(q: RecordQuery): Promise<unknown[]> {
    const result = await this.conn.query(this.build(q));
    return result.records;
  }
}

/** The platform's REST list of recent items: `limit` is a URL key whose default the upstream picks. */
export async function recentItems(limit?: number): Promise<unknown> {
  const params = new URLSearchParams();
  // ruleid: scope-only-when-set — a request parameter, not a clause of a statement: left out, the upstream's own page size applies
  if (limit) params.set("limit", String(limit));
  const res = await fetch(`${process.env.CRM_INSTANCE_URL}/services/data/v60.0/recent?${params}`);
  if (!res.ok) throw new Error(`CRM answered ${res.status}`);
  return res.json();
}
