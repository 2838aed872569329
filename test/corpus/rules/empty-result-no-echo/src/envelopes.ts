// fidelity-audit corpus: rule empty-result-no-echo (answer envelopes stringified by shared helpers for tools that answer with text), modelled on the shapes of public MCP servers that wrap many government open-data APIs behind one response format (written for this repo, 2026-12-02)
export function emptyText(message: string): string {
  return JSON.stringify({ summary: message, dataType: "empty", data: null });
}

export class Envelopes {
  none(message: string): string {
    return JSON.stringify({ summary: message, data: null });
  }
}
