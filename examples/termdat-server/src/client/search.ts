// termdat-mcp-server: search, entry and classification requests (fidelity-audit bundled example, written for this repo, 2026-11-29)
import type { Classification, Entry, FieldName, Language, RawEntry } from "../types.js";
import { http } from "./http.js";
import { mapEntry } from "./mapper.js";

export interface SearchOptions {
  language: Language;
  classificationIds?: number[];
  fields?: FieldName[];
  limit: number;
}

export function buildSearchParams(term: string, opts: SearchOptions): Record<string, string> {
  const params: Record<string, string> = {
    searchTerm: term,
    language: opts.language,
    pageSize: String(opts.limit),
  };
  if (opts.classificationIds?.length) {
    params.classificationIds = opts.classificationIds.join(",");
  }
  if (opts.fields) {
    for (const f of opts.fields) {
      params[`Field.${f}`] = "true";
    }
  }
  return params;
}

export async function searchEntries(term: string, opts: SearchOptions): Promise<Entry[]> {
  try {
    const { data } = await http.get("/entries/search", { params: buildSearchParams(term, opts) });
    const entries: RawEntry[] = data.entries ?? [];
    return entries.map(mapEntry);
  } catch (err) {
    console.error("[termdat] search failed:", err);
    return [];
  }
}

export async function getEntry(id: number, language: Language): Promise<Entry> {
  const { data } = await http.get<RawEntry>(`/entries/${id}`, {
    params: { language, "Field.Definition": "true", "Field.Note": "true", "Field.Source": "true" },
  });
  return mapEntry(data);
}

export async function listClassifications(language: Language): Promise<Classification[]> {
  const { data } = await http.get("/classifications", { params: { language } });
  return data.classifications;
}
