// termdat-mcp-server: entry mapper (fidelity-audit bundled example, written for this repo, 2026-11-29)
import type { Entry, RawEntry } from "../types.js";

export function mapEntry(e: RawEntry): Entry {
  const terms: Record<string, string[]> = {};
  for (const d of e.designations) {
    (terms[d.language] ??= []).push(d.text);
  }
  return {
    id: e.id,
    classification_id: e.classificationId,
    terms,
    definition: e.definition ?? null,
    note: e.note ?? null,
    source: e.source ?? null,
  };
}
