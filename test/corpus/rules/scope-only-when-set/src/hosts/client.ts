// fidelity-audit corpus: rule scope-only-when-set (clients of two public code-hosting APIs whose `state` left out means different things), modelled on the shapes of public MCP servers for GitHub and GitLab (written for this repo, 2026-11-30)

const GITLAB = process.env.GITLAB_API_URL ?? "https://gitlab.com/api/v4";

export interface StateOptions {
  state?: string;
  per_page?: number;
}

/** GitHub lists only open pull requests when `state` is not sent. */
export async function listPulls(owner: string, repo: string, options: StateOptions) {
  const url = new URL(`https://api.github.com/repos/${owner}/${repo}/pulls`);
  // ruleid: scope-only-when-set#sent-only-when-set
  if (options.state) url.searchParams.append("state", options.state);
  // ruleid: scope-only-when-set — a page size left out is the upstream default page
  if (options.per_page) url.searchParams.append("per_page", String(options.per_page));
  const res = await fetch(url.toString(), { headers: { Accept: "application/vnd.github+json" } });
  return (await res.json()) as unknown[];
}

/** GitLab lists milestones of every state when `state` is not sent. */
export async function listMilestones(projectId: string, options: StateOptions) {
  const url = new URL(`${GITLAB}/projects/${encodeURIComponent(projectId)}/milestones`);
  // ok: scope-only-when-set — GitLab's milestones left without `state` are all milestones
  if (options.state) url.searchParams.append("state", options.state);
  // ruleid: scope-only-when-set — a page size left out is the upstream default page
  if (options.per_page) url.searchParams.append("per_page", String(options.per_page));
  const res = await fetch(url.toString());
  return (await res.json()) as unknown[];
}

const DEPLOYMENTS = `query Deployments($fullPath: ID!, $status: DeploymentStatus, $environment: String) {
  project(fullPath: $fullPath) { deployments(status: $status, environmentName: $environment) { nodes { iid status } } }
}`;

/** A deployment query on the same host: the model of the API does not know its `status` default. */
export async function queryDeployments(variables: Record<string, unknown>) {
  const res = await fetch(GITLAB.replace(/\/api\/v4$/, "/api/graphql"), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ query: DEPLOYMENTS, variables }),
  });
  return (await res.json()) as unknown;
}
