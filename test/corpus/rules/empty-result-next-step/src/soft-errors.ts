// fidelity-audit corpus: rule empty-result-next-step (a shared error helper that words the failure for the model but builds the result without isError), modelled on public observability MCP servers whose tools all answer failures through one helper (written for this repo, 2026-12-03)
export function softError(error: unknown, tool: string) {
  const message = error instanceof Error ? error.message : String(error);
  return { content: [{ type: "text" as const, text: `Failed to run ${tool}: ${message}. Check the API key and the dataset name.` }] };
}
