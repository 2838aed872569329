// HTTP layer of a note-archive search MCP server (modelled on metasearch servers that swap their fetch for proxies and tests); written for this repo.
import { fetch as undiciFetch } from "undici";

type HttpFetch = typeof globalThis.fetch;

// an alias of undici's fetch through a cast, and a `let` alias of that alias that tests may replace
const defaultFetch = undiciFetch as unknown as HttpFetch;
let send = defaultFetch;

export function useFetchForTesting(implementation: HttpFetch = defaultFetch): void {
  send = implementation;
}

export async function getJson(url: string): Promise<unknown> {
  const res = await send(url, { headers: { accept: "application/json" } });
  if (!res.ok) throw new Error(`archive answered ${res.status}`);
  return decode(await res.text());
}

// set to undici's fetch once pages are enabled: a `let` reassigned to an HTTP function
let pageFetch: HttpFetch = (() => Promise.reject(new Error("page reading is disabled"))) as HttpFetch;

export function enablePages(): void {
  pageFetch = (undiciFetch satisfies unknown) as unknown as HttpFetch;
}

export async function readPage(url: string): Promise<string> {
  const res = await pageFetch(url);
  if (!res.ok) throw new Error(`page answered ${res.status}`);
  return res.text();
}

// look-alikes: cast aliases of functions that are not HTTP functions
const decode = JSON.parse as unknown as (text: string) => unknown;
let format = String as unknown as (value: unknown) => string;
format = (value) => JSON.stringify(value, null, 2);

export function render(value: unknown): string {
  return format(value);
}
