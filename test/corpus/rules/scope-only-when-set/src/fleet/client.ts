// fidelity-audit corpus: rule scope-only-when-set (device-fleet client: a fetch helper that returns the parsed answer as it came, an SDK-style run list), modelled on the shapes of public MCP servers for device-management and job-run APIs (written for this repo, 2026-11-30)
const BASE = process.env.FLEET_URL ?? "https://fleet.example/api/v4";

/** Returns the parsed answer as the fleet API sent it, paging info included. */
export async function fleetGet(endpoint: string): Promise<unknown> {
  const res = await fetch(`${BASE}${endpoint}`, { headers: { Authorization: `Bearer ${process.env.FLEET_TOKEN}` } });
  if (!res.ok) throw new Error(`fleet API ${res.status}: ${await res.text()}`);
  return res.json();
}

export async function listDeviceLogs(params: Record<string, string | undefined>): Promise<unknown> {
  // ruleid: scope-only-when-set#left-out-when-absent — `status` left out with the object sent whole
  const res = await fetch(`${BASE}/device-logs/search`, { method: "POST", body: JSON.stringify(params) });
  return res.json();
}

export async function listRuns(opts: { status?: string; offset: number }): Promise<unknown> {
  const res = await fetch(`${BASE}/runs`, {
    method: "POST",
    body: JSON.stringify({ offset: opts.offset, status: opts.status }),
  });
  return res.json();
}

export async function listJobs(args: { state?: string }): Promise<unknown> {
  const res = await fetch(`${BASE}/jobs`, { method: "POST", body: JSON.stringify(args) });
  return res.json();
}
