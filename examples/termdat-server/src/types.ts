// termdat-mcp-server: API and tool types (fidelity-audit bundled example, written for this repo, 2026-11-29)

export const LANGUAGES = ["de", "fr", "it", "en", "rm"] as const;
export type Language = (typeof LANGUAGES)[number];

/** Optional field groups the API returns only when `Field.<Name>=true` is sent. */
export const FIELD_GROUP = ["Definition", "Note", "Source", "Context", "Abbreviation"] as const;
export type FieldName = (typeof FIELD_GROUP)[number];

export interface RawEntry {
  id: number;
  classificationId: number;
  designations: Array<{ language: Language; text: string; status: string }>;
  definition?: string;
  note?: string;
  source?: string;
  context?: string;
  abbreviation?: string;
}

export interface Entry {
  id: number;
  classification_id: number;
  terms: Record<string, string[]>;
  definition: string | null;
  note: string | null;
  source: string | null;
}

export interface Classification {
  id: number;
  code: string;
  name: string;
}
