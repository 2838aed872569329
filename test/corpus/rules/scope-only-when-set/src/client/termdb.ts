// fidelity-audit corpus: rule scope-only-when-set (term bank client; guarded writes in a helper), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)

const BASE_URL = process.env.TERMBANK_URL ?? "https://termbank.example/api/v1";
const API_KEY = process.env.TERMBANK_API_KEY;

export interface TermSearchOptions {
  classificationIds?: number[];
  status?: "approved" | "draft" | "obsolete";
  limit?: number;
}

export interface TermSearchResult {
  total: number;
  entries: Array<{ id: string; designation: string; classification_id: number }>;
}

function headers(): Record<string, string> {
  return {
    Accept: "application/json",
    "Content-Type": "application/json",
    // ok: scope-only-when-set
    ...(API_KEY ? { "X-Api-Key": API_KEY } : {}),
  };
}

async function readJson<T>(res: Response, what: string): Promise<T> {
  if (!res.ok) {
    throw new Error(`${what}: HTTP ${res.status} ${res.statusText}`);
  }
  return (await res.json()) as T;
}

export async function searchTerms(term: string, opts: TermSearchOptions): Promise<TermSearchResult> {
  const { classificationIds, status, limit } = opts;
  const body: Record<string, unknown> = {
    query: term,
    // ruleid: scope-only-when-set
    ...(status && { status }),
  };
  // ruleid: scope-only-when-set#sent-only-when-set
  if (classificationIds?.length) body.classification_ids = classificationIds;

  const url = new URL(`${BASE_URL}/terms/search`);
  // ruleid: scope-only-when-set — a page size left out is the upstream default page
  if (limit !== undefined) url.searchParams.set("rows", String(limit));

  const res = await fetch(url, { method: "POST", headers: headers(), body: JSON.stringify(body) });
  const data = await readJson<TermSearchResult>(res, "terms/search");
  if (!Array.isArray(data.entries)) {
    throw new Error(`terms/search: no "entries" array (keys: ${Object.keys(data).join(", ")})`);
  }
  return data;
}

export async function listAllSubclassIds(classificationId: number): Promise<number[]> {
  const res = await fetch(`${BASE_URL}/classifications/${classificationId}/subclasses`, { headers: headers() });
  const data = await readJson<{ subclasses: Array<{ id: number }> }>(res, "subclasses");
  return data.subclasses.map((s) => s.id).sort((a, b) => a - b);
}

export async function termbankGet<T>(path: string, params: URLSearchParams): Promise<T> {
  const res = await fetch(`${BASE_URL}${path}?${params.toString()}`, { headers: headers() });
  return readJson<T>(res, path);
}

export async function archivePost<T>(path: string, params: URLSearchParams, body: unknown): Promise<T> {
  const res = await fetch(`${BASE_URL}/archive${path}?${params.toString()}`, {
    method: "POST",
    headers: headers(),
    body: JSON.stringify(body),
  });
  return readJson<T>(res, path);
}
