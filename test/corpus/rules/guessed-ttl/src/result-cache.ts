// fidelity-audit corpus: rule guessed-ttl (a keyed result cache whose lifetime is a named default normalised in the constructor and filled by a function that calls upstream; a catalogue snapshot; a failure backoff), modelled on the shapes of public metasearch MCP servers (written for this repo, 2026-11-30)
import { PORTAL } from "./constants.js";

function readPositive(raw: string | undefined, fallback: number): number {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

function normalizePositive(value: number, fallback: number): number {
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

// ok: guessed-ttl (an in-process cache lifetime, no ttlMs/cacheScope promised to a client: not rule 8)
const DEFAULT_RESULT_TTL_MS = 86_400_000;

class ResultCache {
  private readonly entries = new Map<string, { text: string; at: number }>();
  private readonly ttlMs: number;

  constructor(ttlMs: number = readPositive(process.env.RESULT_TTL_MS, DEFAULT_RESULT_TTL_MS)) {
    this.ttlMs = normalizePositive(ttlMs, DEFAULT_RESULT_TTL_MS);
  }

  get(key: string): string | undefined {
    const e = this.entries.get(key);
    return e && Date.now() - e.at < this.ttlMs ? e.text : undefined;
  }

  set(key: string, text: string): void {
    this.entries.set(key, { text, at: Date.now() });
  }

  sweep(): void {
    for (const [k, e] of this.entries) if (Date.now() - e.at > this.ttlMs) this.entries.delete(k);
  }
}

export const results = new ResultCache();

/** Handed to the server as a callback, so the call graph does not see a tool reach it. */
export async function searchPortal(q: string): Promise<string> {
  const hit = results.get(q);
  if (hit) return hit;
  const res = await fetch(`${PORTAL}/search?q=${encodeURIComponent(q)}`);
  const text = await res.text();
  results.set(q, text);
  return text;
}

// The whole catalogue is one snapshot, refreshed at once.
// ok: guessed-ttl
const CATALOG_TTL_MS = 6 * 60 * 60 * 1000;
let catalog: { at: number; rows: string[] } | undefined;

export async function loadCatalog(): Promise<string[]> {
  if (catalog && Date.now() - catalog.at < CATALOG_TTL_MS) return catalog.rows;
  const res = await fetch(`${PORTAL}/catalog`);
  catalog = { at: Date.now(), rows: (await res.json()) as string[] };
  return catalog.rows;
}

// A failure backoff: nothing is served from memory while it runs.
// ok: guessed-ttl
const FAILURE_BACKOFF_MS = 60_000;
const failedUntil = new Map<string, number>();

export function noteFailure(host: string): void {
  failedUntil.set(host, Date.now() + FAILURE_BACKOFF_MS);
}
