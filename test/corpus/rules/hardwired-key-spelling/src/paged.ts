// fidelity-audit corpus: rule hardwired-key-spelling (a paged statistics API whose rows are collected page by page, and a schema-checked answer), modelled on cantonal open-data APIs (written for this repo, 2026-11-30)
import { z } from "zod";

const STAT = process.env.STAT_URL ?? "https://stat.canton.example/api/v2";

const Answer = z.object({ rows: z.array(z.record(z.string())), next: z.string().nullable() });

/** Every page of one table: the rows keep the labels the portal shows as column headers. */
export async function allRows(table: string): Promise<Record<string, string>[]> {
  const rows: Record<string, string>[] = [];
  let url: string | null = `${STAT}/tables/${table}`;
  while (url) {
    const res = await fetch(url);
    const page = (await res.json()) as { rows: Record<string, string>[]; next: string | null };
    rows.push(...page.rows);
    url = page.next;
  }
  return rows;
}

export async function communesOf(table: string): Promise<string[]> {
  const rows = await allRows(table);
  // ruleid: hardwired-key-spelling
  return rows.map((r) => r["Gemeinde Name"]);
}

export async function communesChecked(table: string): Promise<string[]> {
  const res = await fetch(`${STAT}/tables/${table}`);
  const answer = Answer.parse(await res.json());
  // ruleid: hardwired-key-spelling
  const names = answer.rows.map((r) => r["Gemeinde Name"]);
  // ok: hardwired-key-spelling
  const codes = answer.rows.map((r) => r.bfs_code);
  return names.filter((n, i) => codes[i] !== undefined);
}
