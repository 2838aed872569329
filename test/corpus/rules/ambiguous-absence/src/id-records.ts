// fidelity-audit corpus: rule ambiguous-absence (the record of one converted identifier, built in a helper module by writing each key only when the entry has it), modelled on public literature-database MCP servers (written for this repo, 2026-12-03)
export interface ConvertedEntry {
  "requested-id": string;
  pmid?: number;
  pmcid?: string;
  doi?: string;
  live?: boolean;
}

export function recordOf(e: ConvertedEntry) {
  const out: Record<string, string> = { requestedId: String(e["requested-id"]) };
  // ruleid: ambiguous-absence
  if (e.pmcid) out.pmcid = e.pmcid;
  // ruleid: ambiguous-absence
  if (e.doi !== undefined) {
    out.doi = String(e.doi);
  }
  return out;
}
