// fidelity-audit corpus: rule non-number-as-zero (a literature search API whose envelope reports counts, and a stream-processing API with per-processor statistics), modelled on the shapes of public MCP servers for bibliographic databases and data platforms (written for this repo, 2026-11-30)
const EUTILS = process.env.EUTILS_URL ?? "https://eutils.literature.example/entrez";

interface SearchEnvelope {
  searchResult: { Count: string; RetMax: string; RetStart: string; IdList?: { Id: string[] } };
}

export async function searchIds(term: string) {
  const res = await fetch(`${EUTILS}/esearch?term=${encodeURIComponent(term)}&retmode=json`);
  const body = (await res.json()) as SearchEnvelope;
  const r = body.searchResult;
  if (!r.IdList) throw new Error(`esearch: no IdList; keys ${Object.keys(r).join(", ")}`);
  return {
    // ok: non-number-as-zero — the answer's own count, sent as a whole number
    count: parseInt(r.Count, 10) || 0,
    // ok: non-number-as-zero
    retmax: parseInt(r.RetMax, 10) || 0,
    ids: r.IdList.Id,
  };
}

interface CitationRow {
  pmid: string;
  citations: string;
}

export async function citationTotal(ids: string[]) {
  const res = await fetch(`${EUTILS}/elink?id=${ids.join(",")}&retmode=json`);
  const body = (await res.json()) as { rows: CitationRow[] };
  if (!Array.isArray(body.rows)) throw new Error("elink: no rows");
  // ruleid: non-number-as-zero
  return body.rows.reduce((sum, r) => sum + (Number(r.citations) || 0), 0);
}

export async function processorStats(name: string) {
  const res = await fetch(`https://streams.platform.example/v1/processors/${encodeURIComponent(name)}`);
  const proc = (await res.json()) as { stats?: { inputMessageCount?: number; outputMessageCount?: number } };
  if (!proc.stats) return { name, stats: null };
  return {
    name,
    // ok: non-number-as-zero — only a missing count becomes 0; a text that is no number would stay NaN
    inputMessageCount: Number(proc.stats.inputMessageCount ?? 0),
    // ok: non-number-as-zero
    outputMessageCount: Number(proc.stats.outputMessageCount ?? 0),
  };
}
