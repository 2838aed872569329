// fidelity-audit corpus: rule empty-result-next-step (a request helper that throws "HTTP <status>" on a failed answer, and a formatter shared by tools that test the list first), modelled on the shapes of public MCP servers that wrap many government statistics APIs behind one response format (written for this repo, 2026-12-02)
const FRAMES = process.env.FRAMES_API ?? "https://data.example.gov/api/frames";

export interface Frame {
  label: string;
  data: { entity: string; value: number }[];
}

export async function getJson<T>(path: string): Promise<T> {
  const res = await fetch(`${FRAMES}${path}`);
  if (!res.ok) throw new Error(`HTTP ${res.status}: ${res.statusText}`);
  return (await res.json()) as T;
}

export function noneText(summary: string): string {
  return JSON.stringify({ summary, dataType: "empty", data: null });
}

/** A table of rows; its empty branch runs only for a caller that did not test the rows itself. */
export function tableText(summary: string, opts: { rows: unknown[]; total?: number }): string {
  const { rows } = opts;
  // ok: empty-result-next-step — every tool that calls this formatter returned on the same empty list first
  if (!rows.length) return JSON.stringify({ summary, dataType: "empty", data: null });
  return JSON.stringify({ summary, dataType: "table", data: { rows, total: opts.total ?? rows.length } });
}

export class Tables {
  /** The same formatter as a method, handed the list itself. */
  render(summary: string, rows: unknown[]): string {
    // ok: empty-result-next-step — the one tool that calls it tests the rows first
    if (rows.length === 0) return JSON.stringify({ summary, data: null });
    return JSON.stringify({ summary, data: { rows } });
  }

  /** A formatter one tool calls without testing the list: its empty branch is that tool's empty result. */
  renderAll(summary: string, rows: unknown[]): string {
    // ruleid: empty-result-next-step — reached by a tool that hands the upstream list over untested
    if (rows.length === 0) return JSON.stringify({ summary, data: null });
    return JSON.stringify({ summary, data: { rows } });
  }
}
