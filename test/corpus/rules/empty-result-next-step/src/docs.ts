// fidelity-audit corpus: rule empty-result-next-step (failures that are not a catch with a return: helper failure values shown as text, HTML pages, JSON parse failures, body flags, silent skips, dropped truncation signals), modelled on documentation and chat-workspace MCP servers (written for this repo, 2026-11-30)
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const DOCS = "https://docs-api.example.dev";

/** A helper that turns a failed request into a value: `{ data: "…" }` carries the failure message. */
async function fetchDocs(library: string): Promise<{ data: string }> {
  try {
    const res = await fetch(`${DOCS}/docs/${encodeURIComponent(library)}`);
    if (!res.ok) {
      return { data: `Docs request failed with ${res.status}` };
    }
    return { data: await res.text() };
  } catch (err) {
    return { data: `Docs request failed: ${String(err)}` };
  }
}

/** The look-alike helper: failures are thrown, the value only ever holds data. */
async function fetchChangelog(library: string): Promise<{ data: string }> {
  const res = await fetch(`${DOCS}/changelog/${encodeURIComponent(library)}`);
  if (!res.ok) throw new Error(`changelog request failed with ${res.status}`);
  return { data: await res.text() };
}

/** An HTML error page and a body that does not parse, both dressed as "no results". */
async function searchPages(q: string): Promise<{ results: string[] }> {
  const res = await fetch(`${DOCS}/search?q=${encodeURIComponent(q)}`);
  const body = await res.text();
  if (body.trim().startsWith("<!DOCTYPE")) {
    // ruleid: empty-result-next-step
    return { results: [] };
  }
  try {
    return JSON.parse(body) as { results: string[] };
  } catch {
    // ruleid: empty-result-next-step
    return { results: [] };
  }
}

/** A body-level failure flag turned into an empty list. */
async function listSpaces(): Promise<string[]> {
  const res = await fetch(`${DOCS}/spaces`);
  const body = (await res.json()) as { success: boolean; spaces: string[] };
  if (body.success === false) {
    // ruleid: empty-result-next-step
    return [];
  }
  return body.spaces;
}

/** A loop over several requests that drops the ones that failed, and its look-alike that counts them. */
async function channelInfos(ids: string[]): Promise<{ channels: string[] }> {
  const channels: string[] = [];
  for (const id of ids) {
    const res = await fetch(`${DOCS}/channels/${id}`);
    const info = (await res.json()) as { ok: boolean; name: string };
    // ruleid: empty-result-next-step
    if (info.ok) {
      channels.push(info.name);
    }
  }
  return { channels };
}

async function channelInfosCounted(ids: string[]): Promise<{ channels: string[]; failed: string[] }> {
  const channels: string[] = [];
  const failed: string[] = [];
  for (const id of ids) {
    const res = await fetch(`${DOCS}/channels/${id}`);
    const info = (await res.json()) as { ok: boolean; name: string };
    // ok: empty-result-next-step
    if (info.ok) channels.push(info.name);
    else failed.push(id);
  }
  return { channels, failed };
}

/** Reads pages until a byte cap, and says whether it stopped early. */
async function collectPages(q: string, maxBytes: number): Promise<{ pages: string[]; truncated: boolean }> {
  const pages: string[] = [];
  let size = 0;
  for (let page = 1; page <= 10; page++) {
    const res = await fetch(`${DOCS}/pages?q=${encodeURIComponent(q)}&page=${page}`);
    if (!res.ok) throw new Error(`pages request failed with ${res.status}`);
    const text = await res.text();
    if (size + text.length > maxBytes) return { pages, truncated: true };
    size += text.length;
    pages.push(text);
  }
  return { pages, truncated: false };
}

export function registerDocsTools(server: McpServer): void {
  server.tool("get_docs", "Documentation of one library.", { library: z.string() }, async ({ library }) => {
    const docs = await fetchDocs(library);
    // ruleid: empty-result-next-step
    return { content: [{ type: "text", text: docs.data }] };
  });

  server.tool("get_changelog", "Changelog of one library.", { library: z.string() }, async ({ library }) => {
    const log = await fetchChangelog(library);
    // ok: empty-result-next-step
    return { content: [{ type: "text", text: log.data }] };
  });

  server.tool("search_pages", "Search documentation pages (whole words).", { q: z.string() }, async ({ q }) => {
    const { results } = await searchPages(q);
    if (results.length === 0) return { content: [{ type: "text", text: `No pages for "${q}". Search with a shorter term or call list_spaces.` }] };
    return { content: [{ type: "text", text: results.join("\n") }] };
  });

  server.tool("list_spaces", "List documentation spaces.", {}, async () => {
    const spaces = await listSpaces();
    return { content: [{ type: "text", text: JSON.stringify({ spaces, hint: spaces.length ? undefined : "Call search_pages instead." }) }] };
  });

  server.tool("channel_names", "Names of the given channels.", { ids: z.array(z.string()) }, async ({ ids }) => {
    const { channels } = await channelInfos(ids);
    const counted = await channelInfosCounted(ids);
    return { content: [{ type: "text", text: JSON.stringify({ channels, counted }) }] };
  });

  server.tool("page_texts", "Full text of the pages matching a query.", { q: z.string() }, async ({ q }) => {
    // ruleid: empty-result-next-step
    const { pages } = await collectPages(q, 200_000);
    // ok: empty-result-next-step
    const all = await collectPages(q, 200_000);
    const note = all.truncated ? "Cut at 200 kB; ask for fewer pages." : "";
    return { content: [{ type: "text", text: JSON.stringify({ count: pages.length, pages, note, hint: "Use search_pages to narrow the query." }) }] };
  });

  server.tool("search_snippets", "Snippets of matching pages (whole words).", { q: z.string() }, async ({ q }) =>
    snippets(q),
  );

  server.tool("get_page", "One documentation page by path.", { path: z.string() }, async ({ path }) => {
    return { content: [{ type: "text", text: await docPage(path) }] };
  });

  server.tool("quick_search", "Search documentation (whole words).", { q: z.string() }, async ({ q }) => {
    const response = await searchApi(q);
    if (!response) {
      // ok: empty-result-next-step
      return { content: [{ type: "text", text: "No search results found." }] };
    }
    const hits = await searchApi(`${q}*`);
    if (hits?.results.length === 0) {
      // ruleid: empty-result-next-step
      return { content: [{ type: "text", text: "No search results found." }] };
    }
    return { content: [{ type: "text", text: response.results.join("\n") }] };
  });

  server.tool("page_window", "A window of search hits (whole words).", { q: z.string(), offset: z.number() }, async ({ q, offset }) => {
    const { results } = await searchPages(q);
    const window = results.slice(offset, offset + 20);
    if (window.length === 0) {
      // ok: empty-result-next-step
      return { content: [{ type: "text", text: `No hits for "${q}" at offset ${offset}. Adjust the offset (there are ${results.length}).` }] };
    }
    return { content: [{ type: "text", text: window.join("\n") }] };
  });
}

/** A docs page read by path: the site answers a wrong path with its HTML shell instead of markdown. */
async function docPage(path: string): Promise<string> {
  const res = await fetch(`${DOCS}/pages${path}`);
  if (!res.ok) throw new Error(`page request failed with ${res.status}`);
  const content = await res.text();
  if (content.trim().startsWith("<!DOCTYPE")) {
    // ruleid: empty-result-next-step — a failure shown as an error text without isError (a lower level than an empty result)
    return `Error: received HTML instead of markdown for ${path}. Use the .md path that search_pages lists, e.g. /guides/setup.md.`;
  }
  if (content.trim().startsWith("<html")) {
    // ruleid: empty-result-next-step
    return "Error: received HTML instead of markdown. Please try again.";
  }
  return content;
}

/** An SDK-style search whose answer can come back without a body. */
async function searchApi(q: string): Promise<{ results: string[] } | undefined> {
  const res = await fetch(`${DOCS}/v2/search?q=${encodeURIComponent(q)}`);
  if (!res.ok) throw new Error(`search failed with ${res.status}`);
  return res.status === 204 ? undefined : ((await res.json()) as { results: string[] });
}

interface Built {
  content: { type: "text"; text: string }[];
  isError?: boolean;
}

/** A result object built by mutation: its text is pushed, its error flag set afterwards. */
async function snippets(q: string): Promise<Built> {
  const result: Built = { content: [] };
  try {
    const { results } = await searchPages(q);
    if (results.length === 0) {
      result.content.push({ type: "text", text: "No snippets found." });
      // ruleid: empty-result-next-step
      return result;
    }
    if (results.length === 1) {
      result.content.push({ type: "text", text: `Only one page matches "${q}". Call get_page with its path.` });
      // ok: empty-result-next-step
      return result;
    }
    result.content.push({ type: "text", text: results.join("\n") });
    return result;
  } catch (err) {
    result.content.push({ type: "text", text: `Snippet search failed: ${String(err)}` });
    result.isError = true;
    // ok: empty-result-next-step
    return result;
  }
}

/** Reviewers of a page, an extra of get_page_people: when the request fails, the empty list says why it is empty. */
async function pageReviewers(page: string): Promise<{ reviewers: string[]; unavailable_reason?: string }> {
  try {
    const res = await fetch(`${DOCS}/pages/${encodeURIComponent(page)}/reviewers`);
    if (!res.ok) throw new Error(`reviewers answered HTTP ${res.status}`);
    return { reviewers: ((await res.json()) as { reviewers: string[] }).reviewers };
  } catch (err) {
    // ok: empty-result-next-step — the empty list is marked with the reason it is empty
    return { reviewers: [], unavailable_reason: err instanceof Error ? err.message : String(err) };
  }
}

/** The same extra with the call's error message in an `error` field beside the empty list: the model reads why it is empty (ADJUDICATION, rule 3). */
async function pageWatchers(page: string): Promise<{ watchers: string[]; error?: string }> {
  try {
    const res = await fetch(`${DOCS}/pages/${encodeURIComponent(page)}/watchers`);
    if (!res.ok) throw new Error(`watchers answered HTTP ${res.status}`);
    return { watchers: ((await res.json()) as { watchers: string[] }).watchers };
  } catch (err) {
    // ok: empty-result-next-step — the empty list carries the failure in an error field the model reads
    return { watchers: [], error: String(err) };
  }
}

/** Registered after the others (index.ts), so the lines above keep their numbers. */
/** Authors of a page; a failed request is swallowed here and becomes an empty list. */
async function pageAuthors(page: string): Promise<string[]> {
  try {
    const res = await fetch(`${DOCS}/pages/${encodeURIComponent(page)}/authors`);
    if (!res.ok) throw new Error(`authors answered HTTP ${res.status}`);
    return ((await res.json()) as { authors: string[] }).authors;
  } catch {
    // ruleid: empty-result-next-step
    return [];
  }
}

export function registerPageTools(server: McpServer): void {
  server.tool("get_page_authors", "Authors of one page.", { page: z.string() }, async ({ page }) => {
    try {
      const authors = await pageAuthors(page);
      return { content: [{ type: "text", text: authors.length ? authors.join(", ") : `No authors recorded for ${page}. Use list_pages to check the page id.` }] };
    } catch (err) {
      // ruleid: empty-result-next-step — only the handler's own failures reach this catch (the request's are swallowed above)
      return { content: [{ type: "text", text: `Could not list authors: ${String(err)}` }] };
    }
  });

  server.tool("get_page_people", "Reviewers and watchers of one page.", { page: z.string() }, async ({ page }) => {
    const [reviewers, watchers] = await Promise.all([pageReviewers(page), pageWatchers(page)]);
    return { content: [{ type: "text", text: JSON.stringify({ ...reviewers, ...watchers }) }] };
  });

  server.tool("archive_page", "Archive one documentation page.", { page: z.string() }, async ({ page }) => {
    try {
      const res = await fetch(`${DOCS}/pages/${encodeURIComponent(page)}/archive`, { method: "POST" });
      if (!res.ok) throw new Error(`archive answered HTTP ${res.status}`);
      return { content: [{ type: "text", text: `Archived ${page}.` }] };
    } catch (err) {
      // ruleid: empty-result-next-step — a failed write shown as text without isError is still a failure outside the error channel
      return { content: [{ type: "text", text: `Failed to archive ${page}: ${String(err)}` }] };
    }
  });

  server.tool("page_links", "Pages linking to one page, by its id.", { id: z.string() }, async ({ id }) => {
    const res = await fetch(`${DOCS}/pages/${encodeURIComponent(id)}/links`);
    if (!res.ok) throw new Error(`links answered HTTP ${res.status}`);
    const { links } = (await res.json()) as { links: string[] };
    if (links.length === 0) {
      // ok: empty-result-next-step — "verify the id with …" is a concrete step
      return { content: [{ type: "text", text: `No page links to ${id}. Verify the id with search_pages.` }] };
    }
    return { content: [{ type: "text", text: links.join("\n") }] };
  });

  server.tool("page_backlinks", "Pages a page links to, by its id.", { id: z.string() }, async ({ id }) => {
    const res = await fetch(`${DOCS}/pages/${encodeURIComponent(id)}/backlinks`);
    if (!res.ok) throw new Error(`backlinks answered HTTP ${res.status}`);
    const { links } = (await res.json()) as { links: string[] };
    if (links.length === 0) {
      // ruleid: empty-result-next-step
      return { content: [{ type: "text", text: `No links from ${id}; the links could not be verified.` }] };
    }
    return { content: [{ type: "text", text: links.join("\n") }] };
  });

  server.tool("edit_page_title", "Change the title of one documentation page.", { page: z.string(), title: z.string() }, async ({ page, title }) =>
    pageCall(`/pages/${encodeURIComponent(page)}`, { method: "PATCH", body: JSON.stringify({ title }) }),
  );

  server.tool("get_page_meta", "Metadata of one documentation page.", { page: z.string() }, async ({ page }) =>
    pageCall(`/pages/${encodeURIComponent(page)}/meta`, { method: "GET" }),
  );
}

/** One call for reads and writes alike: a failure shown as text reaches the reading tool too. */
async function pageCall(pathname: string, init: RequestInit) {
  try {
    const res = await fetch(`${DOCS}${pathname}`, init);
    if (!res.ok) throw new Error(`pages answered HTTP ${res.status}`);
    return { content: [{ type: "text" as const, text: await res.text() }] };
  } catch (err) {
    // ruleid: empty-result-next-step
    return { content: [{ type: "text" as const, text: `Request failed: ${String(err)}` }] };
  }
}
