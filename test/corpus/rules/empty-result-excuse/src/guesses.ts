// fidelity-audit corpus: rule empty-result-excuse (a tendency or alternatives of a cause offered on the empty path, as notes of their own or in the empty sentence's text; English and German), modelled on trial-registry and documentation-search MCP servers (written for this repo, 2026-12-02)
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";

const REGISTRY = "https://registry.example.org/api";

async function get<T>(path: string): Promise<T> {
  const res = await fetch(`${REGISTRY}${path}`);
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

export async function matchTrials(raw: Record<string, unknown>): Promise<CallToolResult> {
  const age = Number(raw.age ?? 0);
  const data = await get<{ trials: string[] }>(`/trials?age=${age}`);
  if (data.trials.length === 0) {
    const notes: string[] = [`No trials found for age ${age}.`];
    if (age < 2 || age > 95)
      // ruleid: empty-result-excuse
      notes.push(`Age ${age} is outside the common ranges. Few trials enroll this age group.`);
    // ruleid: empty-result-excuse
    if (raw.volunteer) notes.push("Many trials do not accept healthy volunteers.");
    // ok: empty-result-excuse
    if (raw.recruiting) notes.push("Set recruiting=false to include completed trials.");
    return { content: [{ type: "text", text: notes.join(" ") }] };
  }
  // ok: empty-result-excuse
  const notes = ["Many trials were found; the list is long."];
  return { content: [{ type: "text", text: `${notes[0]}\n${data.trials.join("\n")}` }] };
}

export async function searchDocs(raw: Record<string, unknown>): Promise<CallToolResult> {
  const q = String(raw.q ?? "");
  const data = await get<{ hits: string[] }>(`/docs?q=${encodeURIComponent(q)}`);
  if (data.hits.length === 0) {
    return {
      content: [
        {
          type: "text",
          // ruleid: empty-result-excuse
          text: `No documentation found for "${q}". It is either still being indexed or the words did not match any page.`,
        },
      ],
    };
  }
  return { content: [{ type: "text", text: data.hits.join("\n") }] };
}

export async function dokuSuchen(raw: Record<string, unknown>): Promise<CallToolResult> {
  const q = String(raw.q ?? "");
  const data = await get<{ hits: string[] }>(`/docs?lang=de&q=${encodeURIComponent(q)}`);
  if (data.hits.length === 0) {
    // ruleid: empty-result-excuse
    return { content: [{ type: "text", text: `Keine Treffer für „${q}“. Die Seite wird gerade indexiert.` }] };
  }
  if (data.hits.length > 100) {
    // ok: empty-result-excuse
    return { content: [{ type: "text", text: `Zu viele Treffer. Entweder ein weiteres Wort ergänzen oder die Sprache wählen.` }] };
  }
  return { content: [{ type: "text", text: data.hits.join("\n") }] };
}

export async function getTrial(raw: Record<string, unknown>): Promise<CallToolResult> {
  const id = String(raw.id ?? "");
  const data = await get<{ trial?: string }>(`/trials/${encodeURIComponent(id)}`);
  if (!data.trial) {
    // ok: empty-result-excuse
    return { content: [{ type: "text", text: `Trial ${id} not found. Either the ID is wrong or the trial does not exist.` }] };
  }
  return { content: [{ type: "text", text: data.trial }] };
}

/** What the tool says when the registry failed (a helper shared by the site tools). */
function outage(status: number): string {
  // ok: empty-result-excuse — the text states the failure first; the guess that follows is about the failure
  return `Fehler: der Server antwortete mit HTTP ${status}. Das Register ist möglicherweise vorübergehend nicht verfügbar.`;
}

export async function trialSites(raw: Record<string, unknown>): Promise<CallToolResult> {
  const id = String(raw.id ?? "");
  let sites: string[];
  try {
    sites = (await get<{ sites: string[] }>(`/trials/${encodeURIComponent(id)}/sites`)).sites;
  } catch (e) {
    // ok: empty-result-excuse — a failure, and a guess about the failure: no empty result is interpreted
    return { content: [{ type: "text", text: `Error: the registry request failed (${String(e)}). The service may be temporarily unavailable.` }] };
  }
  if (sites.length === 0) {
    // ruleid: empty-result-excuse
    return { content: [{ type: "text", text: `Error: no sites matched trial ${id}. The site list is probably still being imported.` }] };
  }
  return { content: [{ type: "text", text: sites.join("\n") }] };
}

export async function standorte(raw: Record<string, unknown>): Promise<CallToolResult> {
  const id = String(raw.id ?? "");
  const res = await fetch(`${REGISTRY}/trials/${encodeURIComponent(id)}/sites?lang=de`);
  // the helper's text is where a finding would point
  if (!res.ok) return { content: [{ type: "text", text: outage(res.status) }] };
  const data = (await res.json()) as { sites: string[] };
  if (data.sites.length === 0) {
    // ruleid: empty-result-excuse
    return { content: [{ type: "text", text: `Keine Standorte gefunden, wahrscheinlich rekrutiert die Studie noch nicht.` }] };
  }
  const detail = await fetch(`${REGISTRY}/trials/${encodeURIComponent(id)}/sites/details?lang=de`);
  if (!detail.ok) {
    // ok: empty-result-excuse — below the empty branch, but it opens by saying the request failed
    return { content: [{ type: "text", text: `Fehler: die Details antworteten mit HTTP ${detail.status}. Das Register ist möglicherweise vorübergehend nicht verfügbar.` }] };
  }
  return { content: [{ type: "text", text: `${data.sites.join("\n")}\n${await detail.text()}` }] };
}

/** The result envelope the vote tools share: a summary line and no data (a helper in the same module). */
function emptyEnvelope(summary: string): CallToolResult {
  return { content: [{ type: "text", text: JSON.stringify({ summary, data: null }) }] };
}

export async function trialVotes(raw: Record<string, unknown>): Promise<CallToolResult> {
  const id = String(raw.id ?? "");
  const data = await get<{ votes: string[] }>(`/trials/${encodeURIComponent(id)}/votes`);
  if (data.votes.length === 0)
    // ruleid: empty-result-excuse — a modal said of the source after the empty outcome, through the envelope helper
    return emptyEnvelope(`No recorded board votes found for trial ${id}. The trial may not have reached a board vote, or votes may be filed elsewhere.`);
  return { content: [{ type: "text", text: data.votes.join("\n") }] };
}

export async function trialVotesHinted(raw: Record<string, unknown>): Promise<CallToolResult> {
  const id = String(raw.id ?? "");
  const data = await get<{ votes: string[] }>(`/trials/${encodeURIComponent(id)}/votes`);
  if (data.votes.length === 0)
    // ok: empty-result-excuse — the modal addresses the caller: a next step, no cause (and "roll-call" is no instruction to call)
    return emptyEnvelope(`No recorded roll-call votes found for trial ${id}. You may look up the trial's agenda with get_trial.`);
  return { content: [{ type: "text", text: data.votes.join("\n") }] };
}
