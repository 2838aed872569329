// fidelity-audit corpus: rule scope-only-when-set (a shared request client that sends whatever object it is given), modelled on a public MCP server over a space agency's open APIs whose handlers hand their argument objects on whole (written for this repo, 2026-12-03)
import axios from "axios";

const BASE = process.env.SPACE_API ?? "https://api.space-agency.example";

/** Every handler's request goes out here: the parameters it was given, as they are. */
export async function spaceRequest(path: string, params: Record<string, unknown>) {
  const res = await axios({ url: `${BASE}${path}`, method: "GET", params: { ...params, api_key: process.env.SPACE_API_KEY } });
  return res.data as { items?: unknown[] };
}

/** `date_min` → `date-min`: the impact-risk API spells its keys with hyphens. */
export function hyphenated(params: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(params)) out[k.replace(/_/g, "-")] = v;
  return out;
}
