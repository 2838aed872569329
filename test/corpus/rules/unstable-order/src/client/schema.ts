// fidelity-audit corpus: rule unstable-order (a database browser: catalogue queries whose order is unique by construction, beside ones that tie), modelled on a public MCP server that lists a SQL database's schemas, tables and columns for several engines (written for this repo, 2026-12-02)
import pg from "pg";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });

/** Inline: one schema's tables by name; within a schema no two tables share a name. */
export async function tablesOf(schema: string): Promise<string[]> {
  const { rows } = await pool.query(
    // ok: unstable-order — `table_schema` is fixed by the WHERE, so `table_name` is unique
    "SELECT table_name FROM information_schema.tables WHERE table_schema = $1 AND table_type = 'BASE TABLE' ORDER BY table_name LIMIT 500",
    [schema],
  );
  return rows.map((r) => r.table_name);
}

/** Every schema's tables by name: the same name in two schemas ties at the cut. */
export async function allTables(): Promise<string[]> {
  const { rows } = await pool.query(
    // ruleid: unstable-order
    "SELECT table_name FROM information_schema.tables ORDER BY table_name LIMIT 500",
  );
  return rows.map((r) => r.table_name);
}

/** The WHERE written by an interpolated local, each way of which fixes the schema. */
export class ColumnBrowser {
  async columns(table: string, schema?: string): Promise<unknown[]> {
    const schemaClause = schema ? "WHERE c.table_schema = $2" : "WHERE c.table_schema = current_schema()";
    const { rows } = await pool.query(
      // ok: unstable-order — a LEFT JOIN adds each column's description; schema and table fixed, positions unique
      `SELECT c.column_name, d.description FROM information_schema.columns c
        LEFT JOIN pg_catalog.pg_description d ON d.objsubid = c.ordinal_position
        ${schemaClause} AND c.table_name = $1
        ORDER BY c.ordinal_position LIMIT 1000`,
      schema ? [table, schema] : [table],
    );
    return rows;
  }

  async routines(schema?: string): Promise<unknown[]> {
    const schemaClause = schema ? "WHERE routine_schema = $1" : "";
    const { rows } = await pool.query(
      // ruleid: unstable-order — one way of the interpolated WHERE leaves the schema open, and routine names tie (overloads)
      `SELECT routine_name FROM information_schema.routines ${schemaClause} ORDER BY routine_name LIMIT 200`,
      schema ? [schema] : [],
    );
    return rows;
  }
}

/** Counts per year: grouped by the order key, one row per year. */
export async function tablesPerYear(): Promise<unknown[]> {
  const { rows } = await pool.query(
    // ok: unstable-order — GROUP BY year ORDER BY year: the key is unique per row
    "SELECT year, COUNT(*) AS n FROM audits GROUP BY year ORDER BY year DESC LIMIT 10",
  );
  return rows;
}

/** Grouped by more than the order names: rows of one year tie. */
export async function tablesPerYearAndKind(): Promise<unknown[]> {
  const { rows } = await pool.query(
    // ruleid: unstable-order
    "SELECT year, kind, COUNT(*) AS n FROM audits GROUP BY year, kind ORDER BY year DESC LIMIT 10",
  );
  return rows;
}
