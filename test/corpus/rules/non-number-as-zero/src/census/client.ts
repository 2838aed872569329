// fidelity-audit corpus: rule non-number-as-zero (a client class whose methods parse cells, and `.map` callbacks), modelled on a public MCP server over a government open-data portal (census and spending tables as JSON rows) (written for this repo, 2026-12-03)
import { toAmount, toCountOrNull } from "./numbers.js";

const BASE = process.env.CENSUS_API ?? "https://data.census.example/api";

export interface CensusRow {
  region: string;
  households: string;
  median_income: string;
  share: string;
  year: string;
}

export class CensusClient {
  private async rows(table: string): Promise<CensusRow[]> {
    const res = await fetch(`${BASE}/tables/${encodeURIComponent(table)}`);
    if (!res.ok) throw new Error(`census API ${res.status}`);
    const body = (await res.json()) as { rows: CensusRow[] };
    if (!Array.isArray(body.rows)) throw new Error(`census API: no rows; keys ${Object.keys(body).join(", ")}`);
    return body.rows;
  }

  async households(table: string) {
    const rows = await this.rows(table);
    return rows.map((r) => ({
      region: r.region,
      // ruleid: non-number-as-zero
      households: parseInt(r.households, 10) || 0,
      // ruleid: non-number-as-zero
      income: +r.median_income || 0,
      // ruleid: non-number-as-zero
      share: parseFloat(r.share ?? "0"),
      // ok: non-number-as-zero — a missing year becomes 0 only when absent; text stays NaN and is reported by the caller
      year: Number(r.year ?? 0),
    }));
  }

  async incomeTotal(table: string) {
    const rows = await this.rows(table);
    let total = 0;
    for (const r of rows) {
      const n = parseFloat(r.median_income);
      // ruleid: non-number-as-zero
      total += isNaN(n) ? 0 : n;
    }
    return { table, total };
  }

  async amounts(table: string) {
    const rows = await this.rows(table);
    // ok: non-number-as-zero — the lossy fallback is inside the helper and reported there (numbers.ts)
    return rows.map((r) => ({ region: r.region, households: toAmount(r.households) }));
  }

  async counted(table: string) {
    const rows = await this.rows(table);
    const values = rows.map((r) => toCountOrNull(r.households));
    const suppressed = values.filter((v) => v === null).length;
    // ok: non-number-as-zero — the excluded rows are counted and returned
    return { table, total: values.reduce<number>((s, v) => s + (v ?? 0), 0), suppressed, rows: rows.length };
  }
}
