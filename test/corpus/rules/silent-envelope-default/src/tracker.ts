// fidelity-audit corpus: rule silent-envelope-default (an issue tracker over GraphQL and REST: fields the document selects, a pre-check before a delete, a check helper, a formatter and a link helper behind their callers' own tests), modelled on the shapes of public MCP servers for code-hosting platforms (written for this repo, 2026-11-30)
const TRACKER = process.env.TRACKER_URL ?? "https://tracker.example";

type ToolResult = { content: { type: "text"; text: string }[]; isError?: boolean };

/** Sends a GraphQL document; GraphQL errors are thrown. */
async function graphql<T = any>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch(`${TRACKER}/api/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query, variables }),
  });
  if (!res.ok) throw new Error(`GraphQL request failed (${res.status})`);
  const json: any = await res.json();
  if (json.errors?.length) throw new Error(json.errors.map((e: any) => e.message).join("; "));
  return json.data as T;
}

const LABELS_QUERY = `
  query ($path: ID!) {
    project(fullPath: $path) {
      labels { nodes { title color } }
    }
  }
`;

export async function projectLabels(path: string): Promise<{ title: string; color: string }[]> {
  const data = await graphql<any>(LABELS_QUERY, { path });
  // ok: silent-envelope-default — `labels.nodes` is selected by the document sent: a renamed field is a GraphQL error
  return data.project?.labels?.nodes ?? [];
}

export async function milestones(path: string): Promise<{ titles: string[]; next: unknown }> {
  const data = await graphql<any>(
    `query ($path: ID!) {
      project(fullPath: $path) {
        milestones: projectMilestones(state: active) { nodes { title } }
      }
    }`,
    { path },
  );
  // ok: silent-envelope-default — `milestones` is the alias the document gives the field
  const titles = (data.project?.milestones?.nodes ?? []).map((m: { title: string }) => m.title);
  // ruleid: silent-envelope-default
  const next = data.project?.milestones?.pageInfo ?? {};
  return { titles, next };
}

/** The same labels over REST: nothing in the request names the answer's keys. */
export async function projectLabelsRest(project: string): Promise<{ name: string }[]> {
  const res = await fetch(`${TRACKER}/api/v4/projects/${encodeURIComponent(project)}/labels`);
  const body = (await res.json()) as { labels: { name: string }[] };
  // ruleid: silent-envelope-default
  return body.labels ?? [];
}

/** Deletes a label; refuses while open issues still carry it. */
export async function deleteLabel(project: string, label: string): Promise<ToolResult> {
  try {
    const res = await fetch(`${TRACKER}/api/v4/projects/${project}/issues?labels=${encodeURIComponent(label)}&state=opened`);
    const page = (await res.json()) as { issues: { iid: number }[] };
    // ok: silent-envelope-default — a best-effort pre-check: the list only words a refusal (an error result)
    const inUse = (page.issues ?? []).map((i) => `#${i.iid}`);
    if (inUse.length > 0)
      return {
        content: [{ type: "text", text: `Label '${label}' is still used by ${inUse.join(", ")}; remove it there first.` }],
        isError: true,
      };
  } catch {
    // the check could not run: delete anyway
  }
  await fetch(`${TRACKER}/api/v4/projects/${project}/labels/${encodeURIComponent(label)}`, { method: "DELETE" });
  return { content: [{ type: "text", text: `Label '${label}' deleted.` }] };
}

/** Archives a label and says where it stays: the list reaches the answer. */
export async function archiveLabel(project: string, label: string): Promise<ToolResult> {
  const res = await fetch(`${TRACKER}/api/v4/projects/${project}/issues?labels=${encodeURIComponent(label)}&state=opened`);
  const page = (await res.json()) as { issues: { iid: number }[] };
  // ruleid: silent-envelope-default
  const inUse = (page.issues ?? []).map((i) => `#${i.iid}`);
  if (inUse.length > 50) return { content: [{ type: "text", text: "Too many open issues use it." }], isError: true };
  await fetch(`${TRACKER}/api/v4/projects/${project}/labels/${encodeURIComponent(label)}/archive`, { method: "POST" });
  return { content: [{ type: "text", text: `Label '${label}' archived; it stays on ${inUse.length ? inUse.join(", ") : "no open issues"}.` }] };
}

/** A check helper: an error result when a wanted label does not exist, nothing otherwise. */
async function unknownLabels(project: string, wanted: string[]): Promise<ToolResult | null> {
  let known: Set<string>;
  try {
    const res = await fetch(`${TRACKER}/api/v4/projects/${project}/labels?per_page=100`);
    const body = (await res.json()) as { labels: { name: string }[] };
    // ok: silent-envelope-default — the known names only decide and word a refusal
    known = new Set((body.labels ?? []).map((l) => l.name));
  } catch {
    return null;
  }
  const missing = wanted.filter((w) => !known.has(w));
  if (missing.length === 0) return null;
  return { content: [{ type: "text", text: `Unknown labels: ${missing.join(", ")}; create them first.` }], isError: true };
}

export async function createIssue(project: string, title: string, labels: string[]): Promise<ToolResult> {
  const refusal = await unknownLabels(project, labels);
  if (refusal) return refusal;
  const res = await fetch(`${TRACKER}/api/v4/projects/${project}/issues`, {
    method: "POST",
    body: JSON.stringify({ title, labels: labels.join(",") }),
  });
  const created = (await res.json()) as { iid: number };
  return { content: [{ type: "text", text: `Created issue #${created.iid}.` }] };
}

interface IssueSearch {
  results: { iid: number; title: string }[];
}

/** Formats a search the caller has already found non-empty. */
function formatIssues(search: IssueSearch): string {
  // ok: silent-envelope-default — the caller returned before this when `results` was missing or empty
  if (!search.results || search.results.length === 0) return "No issues.";
  return search.results.map((i) => `#${i.iid} ${i.title}`).join("\n");
}

export async function searchIssues(project: string, q: string): Promise<string> {
  const res = await fetch(`${TRACKER}/api/v4/projects/${project}/search?scope=issues&search=${encodeURIComponent(q)}`);
  const search = (await res.json()) as IssueSearch;
  // ruleid: silent-envelope-default
  if (!search.results || search.results.length === 0) return `No issues match "${q}".`;
  return formatIssues(search);
}

/** The same formatter shape, but its caller hands the answer over untested. */
function formatMergeRequests(search: IssueSearch): string {
  // ruleid: silent-envelope-default
  if (!search.results || search.results.length === 0) return "No merge requests.";
  return search.results.map((m) => `!${m.iid} ${m.title}`).join("\n");
}

export async function searchMergeRequests(project: string, q: string): Promise<string> {
  const res = await fetch(`${TRACKER}/api/v4/projects/${project}/search?scope=merge_requests&search=${encodeURIComponent(q)}`);
  return formatMergeRequests((await res.json()) as IssueSearch);
}

/** A link to the issue list showing these rows; callers may leave the rows out. */
function issuesLink(project: string, rows?: { iid: number }[]): string {
  const url = new URL(`${TRACKER}/${project}/-/issues`);
  // ok: silent-envelope-default — the only caller passing an answer threw before when it was not a list
  for (const r of rows ?? []) url.searchParams.append("iid[]", String(r.iid));
  return url.toString();
}

export async function recentIssues(project: string): Promise<ToolResult> {
  const res = await fetch(`${TRACKER}/api/v4/projects/${project}/issues?order_by=created_at`);
  const body = (await res.json()) as { rows: { iid: number }[] };
  const rows = body.rows;
  if (!Array.isArray(rows)) throw new Error(`Unexpected answer; keys: ${Object.keys(body).join(", ")}`);
  return { content: [{ type: "text", text: `${rows.length} recent issues: ${issuesLink(project, rows)}` }] };
}

/** The same link shape, reached with an answer nobody tested. */
function staleLink(project: string, rows?: { iid: number }[]): string {
  const url = new URL(`${TRACKER}/${project}/-/issues`);
  // ruleid: silent-envelope-default
  for (const r of rows ?? []) url.searchParams.append("iid[]", String(r.iid));
  return url.toString();
}

export async function staleIssues(project: string): Promise<ToolResult> {
  const res = await fetch(`${TRACKER}/api/v4/projects/${project}/issues?updated_before=2026-01-01`);
  const body = (await res.json()) as { rows: { iid: number }[] };
  return { content: [{ type: "text", text: `Stale issues: ${staleLink(project, body.rows)}` }] };
}
