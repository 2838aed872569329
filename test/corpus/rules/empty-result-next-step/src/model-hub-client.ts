// fidelity-audit corpus: rule empty-result-next-step (a search service class in another file answers an object whose `formatted` field the handler shows; its empty branch says nothing to try), modelled on model-hub MCP servers that return { formatted, totalResults } from a service class (written for this repo, 2026-12-03)
const HUB = process.env.HUB_API ?? "https://hub.example/api";

export interface HubAnswer {
  formatted: string;
  totalResults: number;
  isError?: boolean;
}

export class HubSearch {
  async searchModels(query: string, limit: number): Promise<HubAnswer> {
    const res = await fetch(`${HUB}/models?search=${encodeURIComponent(query)}&limit=${limit}`);
    if (!res.ok) throw new Error(`hub answered ${res.status}`);
    const models = (await res.json()) as { id: string; downloads: number }[];
    if (models.length === 0) {
      // ruleid: empty-result-next-step — the handler shows this `formatted` text; it names nothing to try
      return { formatted: "No models found for the given criteria.", totalResults: 0 };
    }
    return { formatted: models.map((m) => `- ${m.id} (${m.downloads})`).join("\n"), totalResults: models.length };
  }

  async searchDatasets(query: string): Promise<HubAnswer> {
    const res = await fetch(`${HUB}/datasets?search=${encodeURIComponent(query)}`);
    if (!res.ok) throw new Error(`hub answered ${res.status}`);
    const sets = (await res.json()) as { id: string }[];
    if (sets.length === 0) {
      // ok: empty-result-next-step — the empty text says what to try next
      return {
        formatted: `No datasets matched "${query}". Retry with a shorter term, or call search_models to find the model that was trained on it.`,
        totalResults: 0,
      };
    }
    return { formatted: sets.map((s) => `- ${s.id}`).join("\n"), totalResults: sets.length };
  }

  async commits(repo: string): Promise<{ commits: { id: string; title: string }[]; hasMore: boolean }> {
    const res = await fetch(`${HUB}/repos/${encodeURIComponent(repo)}/commits`);
    if (!res.ok) throw new Error(`hub answered ${res.status}`);
    const body = (await res.json()) as { commits: { id: string; title: string }[]; next?: string };
    return { commits: body.commits, hasMore: !!body.next };
  }

  async spaceStatus(id: string): Promise<HubAnswer> {
    try {
      const res = await fetch(`${HUB}/spaces/${encodeURIComponent(id)}/runtime`);
      if (!res.ok) throw new Error(`hub answered ${res.status}`);
      const runtime = (await res.json()) as { stage: string };
      return { formatted: `Stage: ${runtime.stage}`, totalResults: 1 };
    } catch (error) {
      // ok: empty-result-next-step — an error the handler forwards with isError (`...(r.isError && { isError: true })`)
      return { formatted: `Could not read the space runtime: ${String(error)}`, totalResults: 0, isError: true };
    }
  }
}

/** Runs a tool body and logs how long it took; answers what the body answers. */
export async function timed<T>(name: string, run: () => Promise<T>): Promise<T> {
  const started = Date.now();
  try {
    return await run();
  } finally {
    console.error(`${name} took ${Date.now() - started} ms`);
  }
}
