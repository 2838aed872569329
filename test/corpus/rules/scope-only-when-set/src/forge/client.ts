// fidelity-audit corpus: rule scope-only-when-set (code-forge client: a loop over the options object that appends every key the caller set, and a billing SDK handed the arguments whole), modelled on the shapes of public MCP servers for code hosts and payment APIs (written for this repo, 2026-11-30)
import Billing from "billing-sdk";

const FORGE = process.env.FORGE_URL ?? "https://forge.example/api/v4";
const billing = new Billing(process.env.BILLING_KEY ?? "");

export interface MergeRequestOptions {
  scope?: string;
  state?: string;
  labels?: string[];
  search?: string;
}

/** Without a project the forge lists across projects, and then its own default scope applies. */
export async function listMergeRequests(projectId: string | undefined, options: MergeRequestOptions) {
  const url = new URL(projectId ? `${FORGE}/projects/${projectId}/merge_requests` : `${FORGE}/merge_requests`);
  Object.entries(options).forEach(([key, value]) => {
    if (value !== undefined) {
      if (key === "labels" && Array.isArray(value)) {
        url.searchParams.append(key, value.join(","));
      } else {
        // ruleid: scope-only-when-set#sent-only-when-set
        url.searchParams.append(key, String(value));
      }
    }
  });
  const res = await fetch(url.toString());
  return (await res.json()) as unknown[];
}

export interface SubscriptionListParams {
  customer?: string;
  status?: string;
  limit?: number;
}

/** The caller's arguments go to the SDK as one object: a status left out is not in the request. */
export async function listSubscriptions(params: SubscriptionListParams) {
  // ruleid: scope-only-when-set#left-out-when-absent, scope-only-when-set#left-out-when-absent — `status` and `limit` left out of the SDK call with the object passed whole
  const page = await billing.subscriptions.list(params);
  return page.data;
}

export interface EventOptions {
  scope?: string;
  action?: string;
}

/** The asking user's events: without `scope` the forge returns only the events the user made. */
export async function listMyEvents(options: EventOptions) {
  const url = new URL(`${FORGE}/events`);
  // ok: scope-only-when-set — the tool's description says the events are the authenticated user's
  if (options.scope) url.searchParams.append("scope", options.scope);
  if (options.action) url.searchParams.append("action", options.action);
  const res = await fetch(url.toString());
  return (await res.json()) as unknown[];
}

/** A project's events: without `scope` the forge applies a default the tool does not name. */
export async function listProjectEvents(projectId: string, options: EventOptions) {
  const url = new URL(`${FORGE}/projects/${projectId}/events`);
  // ruleid: scope-only-when-set#sent-only-when-set
  if (options.scope) url.searchParams.append("scope", options.scope);
  if (options.action) url.searchParams.append("action", options.action);
  const res = await fetch(url.toString());
  return (await res.json()) as unknown[];
}

export interface IssueOptions {
  scope?: string;
  search?: string;
}

/** Without a project the forge lists the asking user's own issues unless `scope` says otherwise. */
export async function listIssues(projectId: string | undefined, options: IssueOptions) {
  const url = new URL(projectId ? `${FORGE}/projects/${projectId}/issues` : `${FORGE}/issues`);
  // ruleid: scope-only-when-set#default-contradicted
  if (options.scope) url.searchParams.append("scope", options.scope);
  if (options.search) url.searchParams.append("search", options.search);
  const res = await fetch(url.toString());
  return (await res.json()) as unknown[];
}

/** Snippets: the same default, named by the tool, and nothing promises more. */
export async function listSnippets(options: IssueOptions) {
  const url = new URL(`${FORGE}/snippets`);
  // ok: scope-only-when-set — the tool's description names the default and no other argument promises all
  if (options.scope) url.searchParams.append("scope", options.scope);
  if (options.search) url.searchParams.append("search", options.search);
  const res = await fetch(url.toString());
  return (await res.json()) as unknown[];
}
