// fidelity-audit corpus: rule hardwired-key-spelling (a database health report: its own SQL names the result columns, counters kept in maps keyed by counter name), modelled on public database MCP servers (written for this repo, 2026-12-03)
import pg from "pg";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });

/** Aliases written in the server's own SELECT: the rows answer under those names or the query fails. */
export async function tableStats() {
  const { rows } = await pool.query(`SELECT relname AS "Table Name", n_live_tup AS "Live Rows", n_dead_tup FROM pg_stat_user_tables`);
  return rows.map((r) => ({
    // ok: hardwired-key-spelling — the SELECT names "Table Name"
    table: r["Table Name"],
    // ok: hardwired-key-spelling — the SELECT names "Live Rows"
    live: Number(r["Live Rows"]),
    // ruleid: hardwired-key-spelling
    dead: Number(r["Dead Rows"]),
  }));
}

/** `SELECT *`: the key set is the table's, not the server's. */
export async function settingsRows() {
  const { rows } = await pool.query("SELECT * FROM report_settings");
  // ruleid: hardwired-key-spelling
  return rows.map((r) => String(r["Setting Name"]));
}

/** A map the code built with counter names (values of the rows) as keys, read by the names it asked for. */
export async function bufferCache() {
  const { rows } = await pool.query("SELECT counter_name, cntr_value FROM perf_counters WHERE counter_name IN ('Page lookups/sec', 'Page reads/sec')");
  const counters = Object.fromEntries(rows.map((row) => [String(row.counter_name).trim(), Number(row.cntr_value)]));
  // ok: hardwired-key-spelling — a key of a map the code built itself
  const lookups = counters["Page lookups/sec"];
  // ok: hardwired-key-spelling — a key of a map the code built itself
  const reads = counters["Page reads/sec"];
  return { lookups, reads };
}

/** Rows re-keyed by their own keys stay the upstream's key set. */
export async function settingsTrimmed() {
  const { rows } = await pool.query("SELECT * FROM report_settings LIMIT 1");
  const first = Object.fromEntries(Object.entries(rows[0] ?? {}).map(([k, v]) => [k.trim(), v]));
  // ruleid: hardwired-key-spelling
  return String(first["Report Owner"]);
}

export class WaitStats {
  /** A reducer in a class method: waits keyed by wait type. */
  async byType() {
    const { rows } = await pool.query("SELECT wait_type, wait_ms FROM wait_stats");
    const waits = this.index(rows);
    // ok: hardwired-key-spelling — a key of a map the code built itself
    return { io: waits["Page IO Latch"], lock: waits["Lock Wait"] };
  }

  private index(rows: { wait_type: string; wait_ms: number }[]) {
    return rows.reduce<Record<string, number>>((acc, r) => {
      acc[r.wait_type] = r.wait_ms;
      return acc;
    }, {});
  }
}
