// fidelity-audit corpus: rule empty-result-next-step (the client of kb-writes.ts: a write request and a pure check of the caller's years), modelled on public knowledge-base MCP servers (written for this repo, 2026-12-04)
const KB = "https://kb.example.com/api";

export async function publishText(text: string, name: string): Promise<{ contents?: { id: string }[] }> {
  const res = await fetch(`${KB}/publish`, { method: "POST", body: JSON.stringify({ text, name }) });
  if (!res.ok) throw new Error(`publish failed: HTTP ${res.status}`);
  return (await res.json()) as { contents?: { id: string }[] };
}

/** A pure check of the caller's arguments: no request. */
export function checkYears(from: number, to: number): { error?: string } {
  if (from > to) return { error: `'from' (${from}) is after 'to' (${to}); swap them.` };
  if (from < 1900) return { error: "'from' must be 1900 or later." };
  return {};
}
