// fidelity-audit corpus: rule ambiguous-absence (records built from upstream entries; helper in its own module), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import axios from "axios";

const api = axios.create({ baseURL: process.env.LEX_URL ?? "https://lex.example/api/v3" });

export interface RawTerm {
  id: number;
  designation: string;
  definition?: string;
  note?: string;
  synonyms?: string[];
  source?: string;
  domain?: string;
}

/** Field groups the API returns only when asked for them. */
export type Group = "definition" | "note" | "source";

/** A display formatter for search hits: the tool chooses nothing here, so these are display defaults. */
export function toRecord(t: RawTerm) {
  return {
    // ok: ambiguous-absence
    id: t.id,
    designation: t.designation,
    // ruleid: ambiguous-absence — a lookup fallback in a record built from an entry decides "has none" unmeasured
    definition: t.definition ?? null,
    // ruleid: ambiguous-absence — each fallback in the record is its own claim, reported where it stands
    note: t.note || null,
    // ruleid: ambiguous-absence
    synonyms: t.synonyms ?? [],
    // ruleid: ambiguous-absence
    source: t["source"] ?? "",
  };
}

/** The record of a lookup whose field groups the caller chose (`fields` goes upstream): absence is ambiguous. */
export function toFieldRecord(t: RawTerm) {
  return {
    id: t.id,
    designation: t.designation,
    // ruleid: ambiguous-absence
    definition: t.definition ?? null,
    // ruleid: ambiguous-absence
    note: t.note ?? null,
    // ruleid: ambiguous-absence
    source: t["source"] ?? "",
  };
}

/** The right shape: absence carries the reason decided where the groups were chosen. */
export function toRecordWithStates(t: RawTerm, requested: Group[]) {
  const state = (g: Group, v: unknown) => (!requested.includes(g) ? "not_collected" : v === undefined ? "empty_in_source" : "present");
  return {
    id: t.id,
    designation: t.designation,
    // ok: ambiguous-absence
    definition: t.definition ?? null,
    // ok: ambiguous-absence
    note: t.note ?? null,
    field_states: { definition: state("definition", t.definition), note: state("note", t.note) },
  };
}

export async function searchTerms(term: string) {
  const { data } = await api.get("/terms", { params: { q: term } });
  if (!Array.isArray(data.items)) throw new Error(`/terms: keys ${Object.keys(data).join(", ")}`);
  return { total: data.total, items: (data.items as RawTerm[]).map(toRecord) };
}

export async function getTerm(id: number, groups: Group[]) {
  const { data } = await api.get(`/terms/${id}`, { params: { fields: groups.join(",") } });
  return toRecordWithStates(data, groups);
}

export async function getTermFields(id: number, fields: Group[]) {
  const { data } = await api.get(`/terms/${id}`, { params: { fields: fields.join(",") } });
  return toFieldRecord(data);
}

export async function getTermPlain(id: number) {
  const { data } = await api.get(`/terms/${id}`);
  const out: Record<string, unknown> = { id: data.id };
  // ruleid: ambiguous-absence — a lookup fallback in a record built from an entry decides "has none" unmeasured
  out.domain = data.domain ?? "n/a";
  // ok: ambiguous-absence
  out.designation = data.designation;
  return out;
}

/** Usage counts the API sends as strings, and leaves out when it has none. */
function num(value: string | number | undefined): number {
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
}

function numOrUndefined(value: string | number | undefined): number | undefined {
  if (value === undefined || value === "") return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

export async function termUsage(id: number) {
  const { data } = await api.get(`/terms/${id}/usage`);
  return {
    id: data.id,
    // ruleid: ambiguous-absence
    lookups: num(data.lookups),
    // ok: ambiguous-absence
    citations: numOrUndefined(data.citations),
  };
}
