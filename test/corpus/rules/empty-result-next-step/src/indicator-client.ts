// fidelity-audit corpus: rule empty-result-next-step (a request helper that answers a body of the wrong shape with an empty list), modelled on public MCP servers for development-indicator APIs that answer [meta, rows] pairs (written for this repo, 2026-12-02)
import { getJson } from "./frames-client.js";

export async function pairRows(path: string): Promise<unknown[]> {
  const data = await getJson<unknown>(path);
  // ruleid: empty-result-next-step — an error payload ([{ message }]) or any other shape reads as "no rows"
  if (!Array.isArray(data) || data.length < 2) return [];
  return (data[1] as unknown[]) ?? [];
}
