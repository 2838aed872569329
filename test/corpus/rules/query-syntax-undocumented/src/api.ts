// fidelity-audit corpus: rule query-syntax-undocumented (upstream client: Solr/Lucene search, classification lookup, log search), modelled on legislation-portal MCP servers (written for this repo, 2026-11-29)
import axios from "axios";

const http = axios.create({ baseURL: process.env.PORTAL_API ?? "https://portal.example.org/api" });

export async function searchTerms(term: string, rows: number, filter?: string) {
  // the server appends a wildcard so compounds are found (no substitute for describing the syntax)
  const { data } = await http.get("/terms/select", { params: { q: `${term}*`, rows, fq: filter ?? "" } });
  return data.response.docs as unknown[];
}

export async function searchDocuments(query: string) {
  const { data } = await http.get("/documents/select", { params: { q: query, defType: "lucene" } });
  return data.response.docs as unknown[];
}

export async function grepLogs(pattern: string, since: string) {
  const { data } = await http.post("/logs/search", { regex: pattern, since });
  return data.lines as string[];
}

export async function searchRecords(q: string, collection: string, filter = "") {
  const { data } = await http.get(`/collections/${encodeURIComponent(collection)}/search?q=${encodeURIComponent(q)}&fq=${encodeURIComponent(filter)}`);
  return data.records as unknown[];
}

export async function searchObjects(pattern: string, schema?: string) {
  const { data } = await http.get("/objects", { params: { q: pattern, filter: schema ?? "" } });
  return data.objects as unknown[];
}

export async function lookupCode(code: string) {
  const params = new URLSearchParams({ rows: "20" });
  params.set("q", code);
  const { data } = await http.get(`/classification/search?${params}`);
  return data.items as unknown[];
}

export async function recordsForEvent(eventId: string) {
  const { data } = await http.get("/records/search", { params: { q: eventId, rows: 1 } });
  return data.records as unknown[];
}

export async function createCollection(name: string) {
  const { data: existing } = await http.get("/collections", { params: { q: name } });
  if ((existing.items as unknown[]).length) return existing.items[0] as unknown;
  const { data } = await http.post("/collections", { name });
  return data as unknown;
}

export async function getRecord(id: string) {
  const { data } = await http.get(`/records/${encodeURIComponent(id)}`);
  return data as unknown;
}

export async function searchLaws(keywords: string, status: string) {
  const { data } = await http.get("/laws", { params: { keywords, status } });
  return data.laws as unknown[];
}

/** A documentation assistant: the question goes to a language model's chat endpoint as a message. */
export async function askDocs(query: string): Promise<string> {
  const res = await fetch("https://assistant.example/v1/chat/completions", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ model: "docs-qa", messages: [{ role: "user", content: query }] }),
  });
  const data = (await res.json()) as { choices: { message: { content: string } }[] };
  return data.choices[0]?.message.content ?? "";
}

/** The documentation index itself: the term is matched against indexed pages. */
export async function searchDocsIndex(query: string): Promise<string[]> {
  const res = await fetch("https://assistant.example/v1/search", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ q: query }),
  });
  return ((await res.json()) as { pages: string[] }).pages;
}
