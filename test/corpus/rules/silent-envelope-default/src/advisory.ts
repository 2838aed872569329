// fidelity-audit corpus: rule silent-envelope-default (a best-effort advisory helper beside a helper whose list is the answer), modelled on the shapes of public MCP servers for cloud-database consoles (written for this repo, 2026-11-30)
const CONSOLE = process.env.CONSOLE_URL ?? "https://console.example/api/v2";

interface AlertPage {
  results: { cluster: string; metric: string }[];
}

/** An optional upgrade note after connecting: any trouble reading alerts leaves the note out, by design. */
export async function upgradeNote(project: string, cluster: string): Promise<string | undefined> {
  let data: AlertPage;
  try {
    const res = await fetch(`${CONSOLE}/projects/${project}/alerts?status=OPEN`);
    if (!res.ok) return undefined;
    data = (await res.json()) as AlertPage;
  } catch {
    return undefined;
  }
  // ruleid: silent-envelope-default — a helper that swallows failures does not make a default on its data right
  const metrics = (data.results ?? []).filter((a) => a.cluster === cluster).map((a) => a.metric);
  if (!metrics.length) return undefined;
  return `Cluster ${cluster} hit its tier limits (${metrics.join(", ")}); consider upgrading.`;
}

/** The alerts of a project: this list is the tool's answer. */
export async function openAlerts(project: string): Promise<{ cluster: string; metric: string }[] | null> {
  try {
    const res = await fetch(`${CONSOLE}/projects/${project}/alerts?status=OPEN`);
    const data = (await res.json()) as { results: { cluster: string; metric: string }[] };
    // ruleid: silent-envelope-default
    return data.results ?? [];
  } catch {
    return null;
  }
}
