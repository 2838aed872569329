// fidelity-audit corpus: rule non-number-as-zero (CSV downloads: csv-parse, papaparse, hand-split lines; suppressed count cells such as "1 bis 5", "<5", "NULL", ""), modelled on cantonal open-data tables (written for this repo, 2026-11-29)
import { parse } from "csv-parse/sync";
import Papa from "papaparse";

const OGD = process.env.OGD_URL ?? "https://ogd.canton.example/files";

export interface SchoolRow {
  schulgemeinde: string;
  jahr: string;
  anzahl: string; // "17", "1 bis 5", "<5", "NULL", ""
}

async function download(file: string): Promise<string> {
  const res = await fetch(`${OGD}/${file}`);
  if (!res.ok) throw new Error(`${file}: HTTP ${res.status}`);
  return res.text();
}

export async function schoolRows(): Promise<SchoolRow[]> {
  return parse(await download("schueler_gemeinde.csv"), { columns: true, delimiter: ";", skip_empty_lines: true });
}

export function totalPupils(rows: SchoolRow[]): number {
  // ruleid: non-number-as-zero
  return rows.reduce((sum, r) => sum + (parseInt(r.anzahl) || 0), 0);
}

export function pupilsPerCommune(rows: SchoolRow[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of rows) {
    // ruleid: non-number-as-zero
    const n = Number(r.anzahl);
    // ruleid: non-number-as-zero
    out[r.schulgemeinde] = (out[r.schulgemeinde] ?? 0) + (Number.isNaN(n) ? 0 : n);
  }
  return out;
}

export function averagePupils(rows: SchoolRow[]): number {
  // ok: non-number-as-zero
  const values = rows.map((r) => (/^\d+$/.test(r.anzahl.trim()) ? Number(r.anzahl) : NaN));
  // ruleid: non-number-as-zero
  const numeric = values.filter((n) => !Number.isNaN(n));
  return numeric.reduce((a, b) => a + b, 0) / numeric.length;
}

/** The right shape: strict parse, rows without a number left out and counted in the result. */
export function totalPupilsHonest(rows: SchoolRow[]): { total: number; rows: number; excluded: number; note?: string } {
  // ok: non-number-as-zero
  const counts = rows.map((r) => (/^\d+$/.test(r.anzahl.trim()) ? Number(r.anzahl) : undefined));
  // ok: non-number-as-zero
  const valid = counts.filter((n): n is number => n !== undefined && !Number.isNaN(n));
  const excluded = rows.length - valid.length;
  return {
    total: valid.reduce((a, b) => a + b, 0),
    rows: rows.length,
    excluded,
    ...(excluded ? { note: `${excluded} of ${rows.length} rows carry no number; the true total is higher` } : {}),
  };
}

export async function populationRows(): Promise<Record<string, string>[]> {
  const text = await download("bevoelkerung.csv");
  return Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true }).data;
}

export function rankByPopulation(rows: Record<string, string>[]): { gemeinde: string; population: number }[] {
  return rows
    // ruleid: non-number-as-zero
    .map((r) => ({ gemeinde: r.gemeinde, population: +r.einwohner }))
    .sort((a, b) => b.population - a.population);
}

export async function teacherTable(): Promise<{ commune: string; teachers: number; year: number | undefined }[]> {
  const text = await download("lehrpersonen.csv");
  const [, ...lines] = text.trim().split(/\r?\n/);
  const out: { commune: string; teachers: number; year: number | undefined }[] = [];
  let skipped = 0;
  for (const line of lines) {
    const cells = line.split(";");
    // ruleid: non-number-as-zero
    const teachers = parseInt(cells[2], 10);
    // ok: non-number-as-zero
    if (Number.isNaN(teachers)) { skipped++; continue; }
    // ok: non-number-as-zero
    const year = /^\d{4}$/.test(cells[1]) ? Number(cells[1]) : undefined;
    out.push({ commune: cells[0], teachers, year });
  }
  if (skipped) console.error(`${skipped} rows without a teacher count`);
  return out;
}
