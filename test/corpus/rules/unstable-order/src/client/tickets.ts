// fidelity-audit corpus: rule unstable-order (a ticket database client behind resource handlers: paged by the caller, ordered by a date or by the id), modelled on the shapes of public MCP servers for issue trackers (written for this repo, 2026-12-02)
import pg from "pg";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });

/** A helper in another file: a page of the most recent tickets, ties on the date fall anywhere. */
export async function recentTickets(page: number) {
  // ruleid: unstable-order#upstream-paged
  const sql = `SELECT id, title, updated_at FROM tickets ORDER BY updated_at DESC LIMIT 25 OFFSET ${page * 25}`;
  const { rows } = await pool.query(sql);
  return rows;
}

export async function ticketsById() {
  // ok: unstable-order — the order is the primary key
  const { rows } = await pool.query("SELECT id, title FROM tickets ORDER BY id LIMIT 100");
  return rows;
}
