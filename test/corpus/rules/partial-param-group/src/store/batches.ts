// fidelity-audit corpus: rule partial-param-group (the shared batch helper of the bulk tools), modelled on the shapes of public MCP servers for headless CMSs (written for this repo, 2026-12-02)
/** Runs `work` on every item, five at a time, and keeps the answers in order. */
export async function eachInBatches<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += 5) out.push(...(await Promise.all(items.slice(i, i + 5).map(work))));
  return out;
}
