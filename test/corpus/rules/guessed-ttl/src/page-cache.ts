// fidelity-audit corpus: rule guessed-ttl (a page cache class whose lifetime comes from a constructor default and an environment value with a constant fallback), modelled on the shapes of public metasearch MCP servers (written for this repo, 2026-11-30)
import { PORTAL } from "./constants.js";

function envInt(name: string, fallback: number): number {
  const raw = Number(process.env[name]);
  return Number.isInteger(raw) && raw > 0 ? raw : fallback;
}

interface Entry {
  text: string;
  at: number;
  maxAgeMs: number;
}

class PageCache {
  private readonly pages = new Map<string, Entry>();
  private readonly ttlMs: number;

  constructor(ttlMs: number = envInt("PAGE_CACHE_TTL_MS", 86_400_000)) {
    this.ttlMs = ttlMs;
  }

  get(url: string): string | undefined {
    const e = this.pages.get(url);
    // ok: guessed-ttl (an in-process cache lifetime, no ttlMs/cacheScope promised to a client: not rule 8)
    if (e && Date.now() - e.at < this.ttlMs) return e.text;
    return undefined;
  }

  /** The lifetime the portal itself sent (Cache-Control max-age). */
  getFresh(url: string): string | undefined {
    const e = this.pages.get(url);
    // ok: guessed-ttl
    if (e && Date.now() - e.at < e.maxAgeMs) return e.text;
    return undefined;
  }

  set(url: string, text: string, maxAgeMs: number): void {
    this.pages.set(url, { text, at: Date.now(), maxAgeMs });
  }
}

const pages = new PageCache();

export async function readPage(path: string, fresh: boolean): Promise<string> {
  const url = `${PORTAL}/pages/${encodeURIComponent(path)}`;
  const hit = fresh ? pages.getFresh(url) : pages.get(url);
  if (hit) return hit;
  const res = await fetch(url);
  const text = await res.text();
  const maxAge = Number(/max-age=(\d+)/.exec(res.headers.get("cache-control") ?? "")?.[1] ?? 0) * 1000;
  pages.set(url, text, maxAge);
  return text;
}
