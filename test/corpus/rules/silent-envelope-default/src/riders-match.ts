// fidelity-audit corpus: rule silent-envelope-default (a matcher in a file of its own that compares each entry's field, read with a default, to the caller's term), modelled on the shapes of public MCP servers for sports-results feeds (written for this repo, 2026-12-02)
export interface Rider {
  bib?: number;
  name?: string;
  team?: string;
  nationality?: string;
}

/** Whether a rider is of the team the caller asked for. */
export function ofTeam(r: Rider, team: string): boolean {
  // ruleid: silent-envelope-default#field-default-decides — a renamed `team` makes no rider match: "no riders in that team"
  return (r.team ?? "").toUpperCase() === team.toUpperCase();
}

/** Whether a rider's name was given by the caller: no upstream value is defaulted. */
export function named(name: string | undefined, wanted: string): boolean {
  // ok: silent-envelope-default — the caller's own value, not a field of an upstream entry
  return (name ?? "").toLowerCase().includes(wanted.toLowerCase());
}
