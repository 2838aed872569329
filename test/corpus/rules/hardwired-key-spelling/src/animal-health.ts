// fidelity-audit corpus: rule hardwired-key-spelling (a column read under two guessed spellings, inline and in a class method, beside a single lower-case key), modelled on the shapes of public food-safety open-data MCP servers (written for this repo, 2026-12-04)
import { parse } from "csv-parse/sync";

async function rowsOf(url: string): Promise<Record<string, string>[]> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return parse(await res.text(), { columns: true, delimiter: "," });
}

export class AnimalHealth {
  async byYear(url: string, year: number) {
    const rows = await rowsOf(url);
    // ruleid: hardwired-key-spelling
    return rows.filter((r) => String(r["Jahr"] ?? r.year ?? "").includes(String(year)));
  }
}

export async function casesOfCanton(url: string, canton: string) {
  const rows = await rowsOf(url);
  // ruleid: hardwired-key-spelling
  return rows.filter((r) => (r["Kanton"] || r.canton) === canton);
}

export async function casesOfYear(url: string, year: string) {
  const rows = await rowsOf(url);
  // ok: hardwired-key-spelling — one lower-case key, no column label written for people
  return rows.filter((r) => r.year === year);
}
