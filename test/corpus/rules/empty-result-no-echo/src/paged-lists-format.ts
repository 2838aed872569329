// fidelity-audit corpus: rule empty-result-no-echo (the page envelope helper of paged-lists.ts), modelled on public MCP servers for issue trackers and CRM records that page list endpoints (written for this repo, 2026-12-03)
export function pagedResult(
  issues: unknown[],
  filters: { project: string; status: string },
  page: { start: number; size: number },
) {
  const structuredContent = {
    issues,
    filters: { project: filters.project, status: filters.status },
    pagination: { offset: page.start, limit: page.size },
    hint: issues.length ? undefined : "Lower offset or widen status.",
  };
  return { structuredContent, content: [{ type: "text" as const, text: JSON.stringify(structuredContent) }] };
}
