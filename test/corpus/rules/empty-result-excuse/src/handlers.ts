// fidelity-audit corpus: rule empty-result-excuse (handlers and the text they return on the empty path), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { SearchCollectionArgs, SearchTermsArgs, TranslationArgs } from "./schemas.js";

const API = process.env.TERMPORTAL_API ?? "https://termportal.example.org/api";

class UpstreamError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

async function get<T>(path: string, params: Record<string, string>): Promise<T> {
  const res = await fetch(`${API}${path}?${new URLSearchParams(params)}`, { headers: { Accept: "application/json" } });
  if (!res.ok) {
    throw new UpstreamError(res.status, `${path}: HTTP ${res.status}`);
  }
  return (await res.json()) as T;
}

/** Guards on the answer, as class methods: a thrown message is read by the model like any other text. */
class AnswerGuard {
  requireEntries(list: unknown[], term: string): void {
    if (list.length === 0)
      // ruleid: empty-result-excuse
      throw new Error(`Nothing was found for "${term}". The portal index is likely outdated, because imports may lag.`);
  }
  requireDocuments(list: unknown[], query: string): void {
    if (list.length === 0)
      // ok: empty-result-excuse
      throw new Error(`Nothing was found for "${query}". Retry with a trailing * or another collection before concluding it is absent.`);
  }
}
const guard = new AnswerGuard();

const text = (t: string): CallToolResult => ({ content: [{ type: "text", text: t }] });

function upstreamFailure(err: unknown): CallToolResult {
  if (err instanceof UpstreamError && err.status === 503) {
    // ok: empty-result-excuse
    return { isError: true, content: [{ type: "text", text: "The term portal answered 503; it is likely in maintenance. Retry later." }] };
  }
  // ok: empty-result-excuse
  // probably a network fault; report it as an error, never as an empty result
  return { isError: true, content: [{ type: "text", text: String(err) }] };
}

export async function searchTerms(raw: unknown): Promise<CallToolResult> {
  const { term, mode, limit } = SearchTermsArgs.parse(raw);
  try {
    const data = await get<{ entries: Array<{ id: string; designation: string }> }>("/terms", {
      q: term,
      mode,
      rows: String(limit),
    });
    if (data.entries.length === 0) {
      // ok: empty-result-excuse
      return text(`No entries for "${term}" (mode ${mode}). Retry with a trailing * ("${term}*") or mode "fuzzy"; do not guess a designation.`);
    }
    return text(JSON.stringify(data.entries, null, 2));
  } catch (err) {
    return upstreamFailure(err);
  }
}

export async function begriffSuchen(raw: Record<string, unknown>): Promise<CallToolResult> {
  const begriff = String(raw.begriff);
  const klassifikation = String(raw.klassifikation);
  try {
    const data = await get<{ treffer: unknown[] }>("/begriffe", { q: begriff, klassifikation });
    guard.requireEntries(data.treffer, begriff);
    if (data.treffer.length === 0) {
      // ruleid: empty-result-excuse
      return text(`Keine Treffer für „${begriff}“ – wahrscheinlich ist der Begriff in der Klassifikation ${klassifikation} nicht erfasst.`);
    }
    return text(JSON.stringify(data.treffer, null, 2));
  } catch (err) {
    return upstreamFailure(err);
  }
}

export async function searchCollection(raw: unknown): Promise<CallToolResult> {
  const { query, collection } = SearchCollectionArgs.parse(raw);
  try {
    const data = await get<{ documents: unknown[] }>(`/collections/${encodeURIComponent(collection)}/search`, { q: query });
    guard.requireDocuments(data.documents, query);
    if (data.documents.length === 0) {
      // ruleid: empty-result-excuse
      return text("No results — this probably means the collection is not indexed.");
    }
    return text(JSON.stringify(data.documents, null, 2));
  } catch (err) {
    return upstreamFailure(err);
  }
}

export async function getTranslation(raw: unknown): Promise<CallToolResult> {
  const { entry_id, target_language } = TranslationArgs.parse(raw);
  try {
    const data = await get<{ translations: unknown[] }>(`/entries/${encodeURIComponent(entry_id)}/translations`, {
      lang: target_language,
    });
    if (data.translations.length === 0) {
      return text(
        JSON.stringify({
          entry_id,
          target_language,
          translations: [],
          // ruleid: empty-result-excuse
          note: "Empty result: the entry probably has no approved translation yet.",
        }),
      );
    }
    return text(JSON.stringify(data.translations, null, 2));
  } catch (err) {
    return upstreamFailure(err);
  }
}
