// Written for fidelity-audit's tests, 2026-11-29: a minimal in-process cache with an option bag.
export class TtlCache<V> {
  private entries = new Map<string, { v: V; at: number }>();
  constructor(private opts: { ttlMs: number; max: number }) {}
  get(k: string): V | undefined {
    const e = this.entries.get(k);
    return e && Date.now() - e.at < this.opts.ttlMs ? e.v : undefined;
  }
  set(k: string, v: V): void {
    if (this.entries.size >= this.opts.max) this.entries.clear();
    this.entries.set(k, { v, at: Date.now() });
  }
}
