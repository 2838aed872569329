// fidelity-audit corpus: rule input-required-mixed (upstream client and result builders: question, empty result), modelled on gazetteer/terminology MCP servers on revision 2026-07-28 (written for this repo, 2026-11-29)
export const PROTOCOL_VERSION = "2026-07-28";

const API = process.env.GAZETTEER_API ?? "https://gazetteer.example.org/api";

export async function search(path: string, params: Record<string, string>): Promise<unknown[]> {
  const res = await fetch(`${API}${path}?${new URLSearchParams(params)}`);
  if (!res.ok) throw new Error(`${path} answered HTTP ${res.status}`);
  return ((await res.json()) as { items: unknown[] }).items;
}

export function ask(name: string, message: string) {
  return {
    resultType: "input_required" as const,
    inputRequests: [{ name, message, schema: { type: "string" } }],
  };
}

export function emptyResult(request: Record<string, string>, hint: string) {
  return { content: [{ type: "text" as const, text: JSON.stringify({ entries: [], hint, request }) }] };
}

export function found(entries: unknown[]) {
  return { content: [{ type: "text" as const, text: JSON.stringify({ entries }) }] };
}
