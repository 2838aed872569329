// fidelity-audit corpus: rule scope-only-when-set (an overloaded helper that turns a caller's value into a list), modelled on the shapes of public MCP servers for clinical-study registries (written for this repo, 2026-12-02)
export function toList(v: string | string[]): string[];
export function toList(v: string | string[] | undefined): string[] | undefined;
export function toList(v: string | string[] | undefined): string[] | undefined {
  if (v === undefined) return undefined;
  return Array.isArray(v) ? v : [v];
}
