// fidelity-audit corpus: rule unstable-order (a helper that ranks what it was handed by a count and keeps the top few; handed an upstream study by one tool and a built-in table by another), modelled on public clinical-trial registry MCP servers (written for this repo, 2026-12-03)
export type AdverseEvent = { term: string; numAffected: number };

export async function fetchStudyEvents(nctId: string): Promise<{ events?: AdverseEvent[] }> {
  const res = await fetch(`https://registry.example/api/v2/studies/${encodeURIComponent(nctId)}?fields=AdverseEventsModule`);
  if (!res.ok) throw new Error(`study ${nctId}: HTTP ${res.status}`);
  return (await res.json()) as { events?: AdverseEvent[] };
}

export function topEvents(events: AdverseEvent[], n = 5): AdverseEvent[] {
  // ruleid: unstable-order
  return [...events].sort((a, b) => b.numAffected - a.numAffected).slice(0, n);
}

export class EventSummary {
  constructor(private readonly top = 3) {}

  summarise(events: AdverseEvent[]) {
    // ruleid: unstable-order
    const ranked = events.slice().sort((a, b) => b.numAffected - a.numAffected).slice(0, this.top);
    return { ranked, total: events.length };
  }
}

/** A built-in reference table no tool fetches. */
export const REFERENCE_EVENTS: AdverseEvent[] = [
  { term: "Headache", numAffected: 12 },
  { term: "Nausea", numAffected: 9 },
];

export function topReference(events: AdverseEvent[], n = 2): AdverseEvent[] {
  // ok: unstable-order — handed only the built-in table, by a tool that asks no upstream
  return [...events].sort((a, b) => b.numAffected - a.numAffected).slice(0, n);
}
