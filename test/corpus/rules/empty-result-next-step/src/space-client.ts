// fidelity-audit corpus: rule empty-result-next-step (a shared request helper that catches its request's failure and returns an error value instead of throwing), modelled on the shapes of public MCP servers that wrap open science APIs with one request helper (written for this repo, 2026-12-02)
const SPACE = process.env.SPACE_API ?? "https://api.space-weather.example";

/** Answers the parsed body, or an error envelope when the request fails (the handler decides what to show). */
export async function spaceRequest(path: string, params: Record<string, string> = {}) {
  try {
    const res = await fetch(`${SPACE}${path}?${new URLSearchParams(params)}`);
    if (!res.ok) {
      return { isError: true, content: [{ type: "text" as const, text: `Space API answered ${res.status}` }] };
    }
    return await res.json();
  } catch (error) {
    return { isError: true, content: [{ type: "text" as const, text: `Space API request failed: ${String(error)}` }] };
  }
}

export class CatalogClient {
  /** The catalogue's answer as text, or a failure message in its place. */
  async fetchText(path: string): Promise<string> {
    try {
      const res = await fetch(`${SPACE}/catalog${path}`);
      return await res.text();
    } catch (error) {
      // ruleid: empty-result-next-step — the failure is returned as a text the caller cannot tell from the entry
      return `Catalog request failed: ${String(error)}`;
    }
  }
}
