// fidelity-audit corpus: rule dropped-continuation (upstream clients: Link header, has_more/next_cursor, numFound, nextPageToken), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import axios from "axios";

const CODE = process.env.CODE_URL ?? "https://code.example/api/v3";
const SOLR = process.env.SOLR_URL ?? "https://catalogue.example/solr/books";
const FILES = process.env.FILES_URL ?? "https://files.example/v1";
const notes = axios.create({ baseURL: process.env.NOTES_URL ?? "https://notes.example/v1" });

export interface Issue {
  number: number;
  title: string;
}

export async function searchIssues(q: string): Promise<Issue[]> {
  const res = await fetch(`${CODE}/search/issues?q=${encodeURIComponent(q)}&per_page=30`);
  if (!res.ok) throw new Error(`search/issues: HTTP ${res.status}`);
  // ruleid: dropped-continuation
  console.error("link:", res.headers.get("link"));
  const body = await res.json();
  if (!Array.isArray(body.items)) throw new Error(`search/issues: keys ${Object.keys(body).join(", ")}`);
  return body.items;
}

export interface NotePage {
  id: string;
  title: string;
}

export interface QueryResult {
  results: NotePage[];
  has_more: boolean;
  next_cursor: string | null;
}

export async function queryNotes(database: string): Promise<NotePage[]> {
  const { data } = await notes.post<QueryResult>(`/databases/${database}/query`, { page_size: 100 });
  // ruleid: dropped-continuation
  return data.results;
}

/** Pages through the whole database: the cursor is consumed, the list is complete. */
export async function queryAllNotes(database: string): Promise<NotePage[]> {
  const all: NotePage[] = [];
  let cursor: string | undefined;
  do {
    const { data } = await notes.post<QueryResult>(`/databases/${database}/query`, { page_size: 100, start_cursor: cursor });
    all.push(...data.results);
    // ok: dropped-continuation
    cursor = data.has_more ? data.next_cursor ?? undefined : undefined;
  } while (cursor);
  return all;
}

export async function searchCatalogue(q: string, rows: number) {
  const res = await fetch(`${SOLR}/select?q=${encodeURIComponent(q)}&rows=${rows}&wt=json`);
  const body = await res.json();
  // ruleid: dropped-continuation
  if (body.response.numFound > rows) console.warn(`catalogue: ${body.response.numFound} hits, returning ${rows}`);
  return body.response.docs;
}

export async function searchCatalogueHonest(q: string, rows: number) {
  const res = await fetch(`${SOLR}/select?q=${encodeURIComponent(q)}&rows=${rows}&wt=json`);
  const body = await res.json();
  const { docs, numFound } = body.response;
  // ok: dropped-continuation
  return { docs, returned: docs.length, total: numFound, truncated: numFound > docs.length };
}

export async function listFiles(folder: string, pageToken?: string) {
  const res = await fetch(`${FILES}/files?q='${folder}'+in+parents&pageToken=${pageToken ?? ""}`);
  const body = await res.json();
  // ok: dropped-continuation, ambiguous-absence
  return { files: body.files, nextPageToken: body.nextPageToken ?? null };
}

export async function rawChangelog(repo: string): Promise<unknown> {
  const res = await fetch(`${CODE}/repos/${repo}/releases`);
  return res.json();
}

/** Counts every commit: the `x-next-page` header ends the paging loop, so the count is complete. */
export async function countCommits(repo: string): Promise<number> {
  let total = 0;
  let page = 1;
  while (true) {
    const res = await fetch(`${CODE}/repos/${repo}/commits?per_page=100&page=${page}`);
    const rows = (await res.json()) as unknown[];
    total += rows.length;
    // ok: dropped-continuation
    const next = res.headers.get("x-next-page");
    if (!next) break;
    page = Number.parseInt(next, 10);
  }
  return total;
}

/** The same header read on one page and only compared: the count stops at the first hundred. */
export async function countCommitsFirstPage(repo: string): Promise<number> {
  for (const branch of ["main"]) {
    const res = await fetch(`${CODE}/repos/${repo}/commits?per_page=100&sha=${branch}`);
    const rows = (await res.json()) as unknown[];
    // ruleid: dropped-continuation
    const next = res.headers.get("x-next-page");
    if (next) console.warn(`${repo}: more than ${rows.length} commits`);
    return rows.length;
  }
  return 0;
}
