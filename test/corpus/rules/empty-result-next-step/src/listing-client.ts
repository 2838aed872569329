// fidelity-audit corpus: rule empty-result-next-step (a listing client whose answers the tools show as they came: a helper in its own file and a class method), modelled on the shapes of public MCP servers for error-tracking platforms (written for this repo, 2026-12-01)
const TRACKER = process.env.TRACKER_URL ?? "https://errors.tracker.example/api/0";

export interface Issue {
  id: string;
  title: string;
}

export async function issuesOf(project: string): Promise<Issue[]> {
  const res = await fetch(`${TRACKER}/projects/${encodeURIComponent(project)}/issues/`);
  if (!res.ok) throw new Error(`tracker answered ${res.status}`);
  return ((await res.json()) as { results: Issue[] }).results;
}

/** The issues as a tool result: the list wrapped in an envelope with the project beside it. */
export async function issuesResult(project: string) {
  const res = await fetch(`${TRACKER}/projects/${encodeURIComponent(project)}/issues/`);
  if (!res.ok) throw new Error(`tracker answered ${res.status}`);
  const body = (await res.json()) as { results: Issue[] };
  // ruleid: empty-result-next-step — wrapped in an envelope, the empty list still carries no next step
  return { content: [{ type: "text" as const, text: JSON.stringify({ project, count: body.results.length, results: body.results }) }] };
}

export class ReleaseDesk {
  async releasesResult(project: string) {
    const res = await fetch(`${TRACKER}/projects/${encodeURIComponent(project)}/releases/`);
    if (!res.ok) throw new Error(`tracker answered ${res.status}`);
    const body = (await res.json()) as { items: { version: string }[] };
    // ruleid: empty-result-next-step — each release mapped into a content item: no release, no content, no next step
    return { content: body.items.map((r) => ({ type: "text" as const, text: r.version })) };
  }

  async releasesResultChecked(project: string) {
    const res = await fetch(`${TRACKER}/projects/${encodeURIComponent(project)}/releases/`);
    if (!res.ok) throw new Error(`tracker answered ${res.status}`);
    const body = (await res.json()) as { items: { version: string }[] };
    if (!body.items.length) {
      return {
        content: [{ type: "text" as const, text: `No releases in '${project}'. Check the project slug with list_projects.` }],
      };
    }
    // ok: empty-result-next-step — the empty list was answered above with a next step
    return { content: body.items.map((r) => ({ type: "text" as const, text: r.version })) };
  }
}
