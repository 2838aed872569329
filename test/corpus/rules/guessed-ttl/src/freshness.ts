// fidelity-audit corpus: rule guessed-ttl (freshness helpers and in-process caches), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import { LRUCache } from "lru-cache";
import { PORTAL, SCHEMA_TTL } from "./constants.js";

/** Lifetime from Cache-Control max-age, else until the next day's publication. */
export function ttlFromHeaders(headers: Headers): number {
  const maxAge = /max-age=(\d+)/.exec(headers.get("cache-control") ?? "")?.[1];
  return maxAge ? Number(maxAge) * 1000 : msUntilNextPublication();
}

export function msUntilNextPublication(now = new Date()): number {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 5));
  return next.getTime() - now.getTime();
}

export const datasetPages = new LRUCache<string, string>({
  max: 500,
  // ok: guessed-ttl (an in-process cache lifetime, no ttlMs/cacheScope promised to a client: not rule 8)
  ttl: 86_400_000,
});

// Only the startup config check uses this cache: no tool reads upstream data through it.
export const schemaCache = new LRUCache<string, object>({
  max: 20,
  // ok: guessed-ttl
  ttl: SCHEMA_TTL,
});

export function checkSchemas(names: string[]): void {
  for (const n of names) schemaCache.set(n, { name: n });
}

const gauges = new Map<string, string>();

export async function gaugeReading(id: string): Promise<string> {
  const hit = gauges.get(id);
  if (hit) return hit;
  const text = await (await fetch(`${PORTAL}/gauges/${encodeURIComponent(id)}`)).text();
  gauges.set(id, text);
  // ok: guessed-ttl (an in-process cache lifetime, no ttlMs/cacheScope promised to a client: not rule 8)
  setTimeout(() => gauges.delete(id), 15 * 60 * 1000);
  return text;
}

const stations = new Map<string, { text: string; at: number; maxAge: number }>();

export async function stationList(region: string): Promise<string> {
  const hit = stations.get(region);
  // ok: guessed-ttl (an in-process cache lifetime, no ttlMs/cacheScope promised to a client: not rule 8)
  if (hit && Date.now() - hit.at < 30 * 60 * 1000) return hit.text;
  const res = await fetch(`${PORTAL}/stations?region=${encodeURIComponent(region)}`);
  const text = await res.text();
  stations.set(region, { text, at: Date.now(), maxAge: ttlFromHeaders(res.headers) });
  return text;
}

export async function stationDetail(id: string): Promise<string> {
  const hit = stations.get(id);
  // ok: guessed-ttl
  if (hit && Date.now() - hit.at < hit.maxAge) return hit.text;
  const res = await fetch(`${PORTAL}/stations/${encodeURIComponent(id)}`);
  const text = await res.text();
  stations.set(id, { text, at: Date.now(), maxAge: ttlFromHeaders(res.headers) });
  return text;
}
