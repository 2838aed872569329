// fidelity-audit corpus: rule ambiguous-absence (a formatter in a file of its own that writes each entry as an unlabelled heading), modelled on the shapes of public MCP servers for astronomy and near-earth-object APIs (written for this repo, 2026-12-02)
export interface Sighting {
  designation?: string;
  diameter?: { km?: { min?: number; max?: number } };
  lastSeen?: string;
}

/** The heading of one entry: its designation, written without a label. */
export function heading(s: Sighting, i: number): string {
  // ruleid: ambiguous-absence — an entry's value in a line without a label is still a field of its record
  return `### ${i + 1}. ${s.designation || "Unknown designation"}\n`;
}

/** The heading with a designation the caller already checked is there. */
export function headingOf(designation: string, i: number): string {
  // ok: ambiguous-absence — no upstream value is defaulted here
  return `### ${i + 1}. ${designation || "Unknown designation"}\n`;
}
