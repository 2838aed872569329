// fidelity-audit corpus: rule unstable-order (helpers of search-tools.ts: catalogue and event queries ordered without a limit of their own), modelled on a public MCP server that searches a SQL database's objects for several engines (written for this repo, 2026-12-04)
import pg from "pg";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });

/** The schemas, in no order the query names. */
export async function schemaNames(): Promise<string[]> {
  const { rows } = await pool.query("SELECT schema_name FROM information_schema.schemata");
  return rows.map((r) => r.schema_name as string);
}

/** One schema's routines by name; the caller stops collecting at its limit, no slice of this answer. */
export async function routineNames(schema: string): Promise<string[]> {
  const { rows } = await pool.query(
    // ok: unstable-order — nothing on this answer's path cuts it: the tool's slice cuts the schema list of another query
    "SELECT routine_name FROM information_schema.routines WHERE routine_schema = $1 ORDER BY routine_name",
    [schema],
  );
  return rows.map((r) => r.routine_name as string);
}

/** Events by time, whole: the tool cuts this answer. */
export async function eventsByTime(): Promise<{ id: string; created_at: string }[]> {
  const { rows } = await pool.query(
    // ruleid: unstable-order — the tool keeps the first entries of this very answer, and timestamps tie
    "SELECT id, created_at FROM events ORDER BY created_at DESC",
  );
  return rows;
}

export class AuditLog {
  async entries(): Promise<{ id: string; logged_at: string }[]> {
    const { rows } = await pool.query(
      // ruleid: unstable-order — a page of this answer is cut by the tool
      "SELECT id, logged_at FROM audit_log ORDER BY logged_at",
    );
    return rows;
  }

  async actors(): Promise<{ name: string; seen_at: string }[]> {
    const { rows } = await pool.query(
      // ok: unstable-order — the tool that reads it pages the entries list, another answer
      "SELECT name, seen_at FROM audit_actors ORDER BY seen_at",
    );
    return rows;
  }
}
