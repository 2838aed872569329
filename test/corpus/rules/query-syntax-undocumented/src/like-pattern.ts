// fidelity-audit corpus: rule query-syntax-undocumented (helper of metadata.ts: a wildcard pattern turned into a SQL LIKE pattern), modelled on CRM-metadata MCP servers (written for this repo, 2026-12-04)

/** `Account*` → `Account%`; text without a wildcard is wrapped in `%…%` (a substring of the name). */
export function toLikePattern(pattern: string): string {
  if (!/[*?]/.test(pattern)) return `%${pattern}%`;
  return pattern.replace(/\*/g, "%").replace(/\?/g, "_");
}
