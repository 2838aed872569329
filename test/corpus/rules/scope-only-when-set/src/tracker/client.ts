// fidelity-audit corpus: rule scope-only-when-set (issue-tracker client: a URL builder that drops unset keys, an object passed whole, defaults filled in by the code), modelled on the shapes of public MCP servers for code hosts and billing APIs (written for this repo, 2026-11-30)
import axios from "axios";

const BASE = process.env.TRACKER_URL ?? "https://tracker.example/api/v3";
const api = axios.create({ baseURL: BASE });
const DAY_MS = 24 * 60 * 60 * 1000;

/** Appends every key that has a value: a key the caller left out never reaches the tracker. */
export function buildUrl(base: string, params: Record<string, string | undefined>): string {
  const url = new URL(base);
  Object.entries(params).forEach(([key, value]) => {
    if (value !== undefined) url.searchParams.append(key, value);
  });
  return url.toString();
}

export interface IssueListOptions {
  state?: string;
  assignee?: string;
  sort?: string;
}

export async function listIssues(project: string, options: IssueListOptions): Promise<unknown[]> {
  const query = {
    // ruleid: scope-only-when-set#sent-only-when-set
    state: options.state,
    // ok: scope-only-when-set — an assignee left out means anyone's issues
    assignee: options.assignee,
    sort: options.sort,
  };
  const res = await fetch(buildUrl(`${BASE}/projects/${project}/issues`, query));
  return (await res.json()) as unknown[];
}

export interface TicketListArgs {
  status?: string;
  labels?: string;
  limit?: number;
}

/** The arguments go to the tracker as they are: a key the caller left out is not in the request. */
export async function listTickets(args: TicketListArgs): Promise<unknown[]> {
  const { data } = await api.get("/tickets", { params: args });
  return data.tickets;
}

export async function listAlerts(status?: string, since?: string, until?: string): Promise<unknown[]> {
  const { data } = await api.post("/alerts/query", {
    // ruleid: scope-only-when-set#hidden-default
    status: status || "firing",
    // ruleid: scope-only-when-set#hidden-default-window
    since: since || new Date(Date.now() - 7 * DAY_MS).toISOString(),
    // ok: scope-only-when-set — "now" as the upper end cuts nothing off
    until: until || new Date().toISOString(),
  });
  return data.alerts;
}

export async function listIncidents(state?: string, status?: string): Promise<unknown[]> {
  const { data } = await api.post("/incidents/query", {
    // ok: scope-only-when-set — the fallback means everything
    state: state ?? "all",
    // ok: scope-only-when-set — the argument's description names this default
    status: status || "open",
  });
  return data.incidents;
}

const MAX_LINKED = 3;

/** The few incidents linked to one ticket, shown beside it. */
export async function recentIncidentsOf(ticketId: string): Promise<unknown[]> {
  const { data } = await api.get("/incidents", {
    params: {
      ticket: ticketId,
      // ok: scope-only-when-set — a fixed limit sent explicitly, no argument behind it: not rule 1's inherited default
      limit: MAX_LINKED,
    },
  });
  return data.incidents;
}
