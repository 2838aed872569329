// fidelity-audit corpus: rule hardwired-key-spelling (parse boundary: csv-parse, papaparse, JSON; normalisation with and without a collision check), modelled on cantonal open-data downloads (written for this repo, 2026-11-29)
import { parse } from "csv-parse/sync";
import Papa from "papaparse";

const OGD = process.env.OGD_URL ?? "https://ogd.canton.example/files";
const GWR = process.env.GWR_URL ?? "https://gwr.example/api/v2";

async function download(file: string): Promise<string> {
  const res = await fetch(`${OGD}/${file}`);
  if (!res.ok) throw new Error(`${file}: HTTP ${res.status}`);
  return res.text();
}

/** Raw rows, keys exactly as the header spells them (the fixture says "Schulgemeinde", the live file "schulgemeinde"). */
export async function schoolRows(): Promise<Record<string, string>[]> {
  return parse(await download("schulen.csv"), { columns: true, delimiter: ";" });
}

/** Lower-cases header names at the parse, but two headers that differ only in case silently merge. */
export async function teacherRows(): Promise<Record<string, string>[]> {
  const text = await download("lehrpersonen.csv");
  // ruleid: hardwired-key-spelling
  return Papa.parse<Record<string, string>>(text, { header: true, transformHeader: (h) => h.trim().toLowerCase() }).data;
}

export function lowerKeys(row: Record<string, string>): Record<string, string> {
  // ruleid: hardwired-key-spelling
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k.toLowerCase(), v]));
}

/** The right shape: keys normalised once, collisions rejected, required columns confirmed. */
export function normaliseRow(row: Record<string, string>, required: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(row)) {
    const key = k.trim().toLowerCase();
    if (key in out) throw new Error(`columns "${k}" and another header both normalise to "${key}"`);
    // ok: hardwired-key-spelling
    out[key] = v;
  }
  const missing = required.filter((c) => !(c in out));
  if (missing.length) throw new Error(`missing columns ${missing.join(", ")}; present: ${Object.keys(out).join(", ")}`);
  return out;
}

export async function normalisedSchoolRows(): Promise<Record<string, string>[]> {
  const rows: Record<string, string>[] = parse(await download("schulen.csv"), { columns: true, delimiter: ";" });
  return rows.map((r) => normaliseRow(r, ["schulgemeinde", "jahr", "anzahl"]));
}

export interface Building {
  egid: number;
  buildingName?: string;
  createdAt: string;
}

export async function buildings(municipality: string): Promise<{ totalCount: number; items: Record<string, unknown>[] }> {
  const res = await fetch(`${GWR}/buildings?municipality=${encodeURIComponent(municipality)}`);
  const body = await res.json();
  if (!Array.isArray(body.items)) throw new Error(`buildings: keys ${Object.keys(body).join(", ")}`);
  // ok: hardwired-key-spelling
  return { totalCount: body.totalCount, items: body.items };
}
