// fidelity-audit corpus: rule silent-envelope-default (web search API with hits, an autocompleter answering a positional array, a code-hosting search with count headers, an image search whose helper defaults its list, an answer with its own error flag), modelled on the shapes of public MCP servers (written for this repo, 2026-11-30)
const SEARCH = process.env.SEARCH_URL ?? "https://search.example/api";
const FORGE = process.env.FORGE_URL ?? "https://forge.example/api/v4";

interface Hit {
  url: string;
  title: string;
}

/** The project's own declaration of the answer: `facets` is optional, `results` is not. */
interface SearchAnswer {
  results: Hit[];
  facets?: { name: string; count: number }[];
}

/** Runs a request again after a transient failure; hands back what the request returned. */
async function withRetry<T>(request: () => Promise<T>, attempts = 2): Promise<T> {
  let last: unknown;
  for (let i = 0; i < attempts; i++) {
    try {
      return await request();
    } catch (e) {
      last = e;
    }
  }
  throw last;
}

export async function webSearch(query: string) {
  const res = await withRetry(() => fetch(`${SEARCH}/search?q=${encodeURIComponent(query)}`));
  const answer = (await res.json()) as SearchAnswer;
  // ruleid: silent-envelope-default
  if (!answer || !answer.results || answer.results.length === 0) {
    return { content: [{ type: "text" as const, text: `No results for "${query}".` }] };
  }
  // ruleid: silent-envelope-default — the project's type declaring the key optional does not make a default on it right
  const facets = answer.facets ?? [];
  return { content: [{ type: "text" as const, text: JSON.stringify({ hits: answer.results, facets }) }] };
}

export async function webSearchChecked(query: string) {
  const res = await fetch(`${SEARCH}/search?q=${encodeURIComponent(query)}`);
  const answer = (await res.json()) as SearchAnswer;
  if (!Array.isArray(answer.results)) throw new Error(`search: no results key; answer keys: ${Object.keys(answer).join(", ")}`);
  // ok: silent-envelope-default
  if (!answer.results || answer.results.length === 0) {
    return { content: [{ type: "text" as const, text: `No results for "${query}".` }] };
  }
  return { content: [{ type: "text" as const, text: JSON.stringify(answer.results) }] };
}

export async function suggest(prefix: string): Promise<string[]> {
  const res = await fetch(`${SEARCH}/autocompleter?q=${encodeURIComponent(prefix)}`);
  const data = JSON.parse(await res.text()) as [string, string[]];
  // ruleid: silent-envelope-default
  return Array.isArray(data[1]) ? data[1] : [];
}

export async function suggestStrict(prefix: string): Promise<string[]> {
  const res = await fetch(`${SEARCH}/autocompleter?q=${encodeURIComponent(prefix)}`);
  const data = JSON.parse(await res.text()) as [string, string[]];
  // ok: silent-envelope-default
  if (!Array.isArray(data[1])) throw new Error(`autocompleter: expected [query, suggestions], got ${typeof data[1]}`);
  return data[1];
}

export async function searchProjects(search: string, perPage: number) {
  const res = await fetch(`${FORGE}/projects?search=${encodeURIComponent(search)}&per_page=${perPage}`);
  const items = (await res.json()) as { id: number; name: string }[];
  // ruleid: silent-envelope-default
  const count = parseInt(res.headers.get("X-Total") || "0", 10);
  const pages = res.headers.get("x-total-pages");
  // ruleid: silent-envelope-default
  const totalPages = pages ? Number.parseInt(pages, 10) : 1;
  // ok: silent-envelope-default
  const nextPage = res.headers.get("x-next-page") || "";
  return { count, totalPages, nextPage, items };
}

export async function searchProjectsHonest(search: string) {
  const res = await fetch(`${FORGE}/projects?search=${encodeURIComponent(search)}`);
  const items = (await res.json()) as { id: number; name: string }[];
  const total = res.headers.get("x-total");
  // ok: silent-envelope-default
  const count = total ? Number.parseInt(total, 10) : undefined;
  return { count, countKnown: count !== undefined, items };
}

function assertOk(res: { ok: boolean; status: number }, what: string): void {
  if (!res.ok) throw new Error(`${what}: HTTP ${res.status}`);
}

export async function publicKeys(project: string) {
  const res = await fetch(`${FORGE}/projects/${project}/keys`);
  const response = { ok: res.ok, status: res.status, data: (await res.json()) as { name: string; type: string }[] | undefined };
  assertOk(response, "keys");
  // ok: silent-envelope-default — the answer was asserted before: this default cannot apply
  return response.data?.filter((k) => k.type === "publishable") ?? [];
}

/** The project's declaration of a mixed answer: the `news` block is left out when there is no news hit. */
interface MixedAnswer {
  web: { results: Hit[] };
  news?: { results?: Hit[] };
}

export async function mixedSearch(query: string) {
  const res = await fetch(`${SEARCH}/mixed?q=${encodeURIComponent(query)}`);
  const answer = (await res.json()) as MixedAnswer;
  // ruleid: silent-envelope-default — the project's type declaring the key optional does not make a default on it right
  const news = answer.news?.results ?? [];
  // ruleid: silent-envelope-default
  const web = answer.web?.results ?? [];
  return { content: [{ type: "text" as const, text: JSON.stringify({ web, news }) }] };
}

// A search helper that defaults the list it hands back, read again by its caller; an answer that
// carries its own error flag.
const IMAGES = "https://images.example/api";
const RECORDS = "https://records.example/api";

/** One image search; the list it hands back is already defaulted here. */
async function imageSearch(query: string) {
  const res = await fetch(`${IMAGES}/search?q=${encodeURIComponent(query)}`);
  if (!res.ok) return { error: `Image search failed: ${res.status}` };
  const data = (await res.json()) as { results: { url: string }[] };
  // ruleid: silent-envelope-default
  return { query, results: data.results || [] };
}

export async function searchImages(query: string, num: number) {
  const found = await imageSearch(query);
  if ("error" in found) return { isError: true, content: [{ type: "text" as const, text: found.error ?? "" }] };
  // ok: silent-envelope-default — the helper already gave `results` its default (reported there)
  const shown = (found.results || []).slice(0, num);
  return { content: [{ type: "text" as const, text: JSON.stringify(shown) }] };
}

/** A records search whose answer says itself when it failed (`error`). */
async function recordsSearch(q: string): Promise<{ results?: string[]; error?: string }> {
  const res = await fetch(`${RECORDS}/search?q=${encodeURIComponent(q)}`);
  return (await res.json()) as { results?: string[]; error?: string };
}

export async function searchRecords(q: string) {
  const data = await recordsSearch(q);
  if (data.error) {
    return {
      content: [
        { type: "text" as const, text: data.error },
        // ok: silent-envelope-default — the answer said it failed, and this result shows that failure
        { type: "text" as const, text: JSON.stringify(data.results || []) },
      ],
    };
  }
  // ruleid: silent-envelope-default
  return { content: [{ type: "text" as const, text: JSON.stringify(data.results || []) }] };
}
