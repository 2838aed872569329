// fidelity-audit corpus: rule silent-envelope-default (a cloud platform's SDK: typed resource methods, a raw request method, optional members included when present), modelled on the shapes of public MCP servers for cloud platforms (written for this repo, 2026-11-30)
import CloudPlatform from "cloud-platform-sdk";

const client = new CloudPlatform({ apiToken: process.env.CLOUD_TOKEN ?? "" });

/** The SDK's list method builds the page object itself; its `result` member is part of that contract. */
export async function listNamespaces(accountId: string) {
  const page = await client.kv.namespaces.list({ account_id: accountId });
  // ok: silent-envelope-default — an SDK resource method's own page object, not a raw body
  const namespaces = page.result ?? [];
  return namespaces.map((n: { id: string; title: string }) => ({ id: n.id, title: n.title }));
}

/** The raw request method hands back the upstream's body as it came. */
export async function listZoneRecords(zoneId: string) {
  const body = await client.request({ method: "GET", path: `/zones/${zoneId}/dns_records` });
  // ruleid: silent-envelope-default
  const records = body.result ?? [];
  return records.map((r: { name: string; type: string }) => `${r.type} ${r.name}`);
}

export async function describeJob(jobId: string) {
  const res = await fetch(`https://jobs.cloud.example/v1/jobs/${jobId}`);
  const status = (await res.json()) as { state: string; completedAt?: string; error?: string; tags?: string[] };
  if (!status.state) throw new Error(`job ${jobId}: no state in answer; keys ${Object.keys(status).join(", ")}`);
  return {
    state: status.state,
    // ok: silent-envelope-default — an optional member included when present, never an empty result
    ...(status.completedAt ? { completedAt: status.completedAt } : {}),
    // ok: silent-envelope-default
    tags: [...(status.error ? [status.error] : []), ...(status.tags ?? [])],
  };
}
