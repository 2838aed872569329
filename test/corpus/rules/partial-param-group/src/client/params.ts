// fidelity-audit corpus: rule partial-param-group (request builders for the catalogue API), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import axios from "axios";

export const api = axios.create({ baseURL: process.env.CATALOGUE_URL ?? "https://catalogue.example/api" });

export const ALL_FIELDS = ["Definition", "Note", "Source", "Context"] as const;
export type FieldName = (typeof ALL_FIELDS)[number];

export interface RecordQuery {
  q: string;
  fields?: FieldName[];
  filters?: Record<string, string>;
}

/** Caller's subset only: the fields not listed keep whatever the API switches on by default. */
export function recordParams(query: RecordQuery): Record<string, string> {
  const params: Record<string, string> = { q: query.q };
  if (query.fields) {
    for (const f of query.fields) {
      // ruleid: partial-param-group
      params[`Field.${f}`] = "true";
    }
  }
  // ok: partial-param-group
  for (const [k, v] of Object.entries(query.filters ?? {})) params[k] = v;
  return params;
}

/** Every member sent, on or off. */
export function entryParams(fields: FieldName[]): Record<string, string> {
  const params: Record<string, string> = {};
  for (const f of ALL_FIELDS) {
    // ok: partial-param-group
    params[`Field.${f}`] = fields.includes(f) ? "true" : "false";
  }
  return params;
}

/** Defaults for the whole group first, then the caller's choice on top: complete as well. */
export function authorityParams(fields: FieldName[]): URLSearchParams {
  const sp = new URLSearchParams();
  for (const f of ALL_FIELDS) sp.set(`with_${f.toLowerCase()}`, "0");
  // ok: partial-param-group
  for (const f of fields) sp.set(`with_${f.toLowerCase()}`, "1");
  return sp;
}

/** The same subset built as entries: `include_notes=1` for what the caller named, nothing for the rest. */
export function includeParams(include: string[]): Record<string, string> {
  // ruleid: partial-param-group
  return Object.fromEntries(include.map((i) => [`include_${i}`, "1"]));
}

/** A constant group filtered by the caller's list: the unlisted members are still never sent. */
export function facetBody(facets: string[], facetNames: readonly string[]): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const name of facetNames) {
    if (facets.includes(name)) {
      // ruleid: partial-param-group
      body[`facet.${name}`] = true;
    }
  }
  return body;
}

export interface TicketFilter {
  labels?: string[];
  assignees?: string[];
}

/** Each list argument under its own name, one `name[]=value` per item (a Rails-style list): a pass-through, not a group. */
export function ticketQuery(filter: TicketFilter): URLSearchParams {
  const sp = new URLSearchParams();
  Object.entries(filter).forEach(([key, value]) => {
    if (value === undefined) return;
    // ok: partial-param-group
    for (const item of value) sp.append(`${key}[]`, item);
  });
  return sp;
}

export interface Condition {
  property: string;
  value: string;
  operator?: string;
}

/** Filter conditions as numbered entries (`conditions[0][property]`): each entry goes out whole, none is a switch. */
export function conditionParams(conditions: Condition[]): Record<string, string> {
  const params: Record<string, string> = {};
  conditions.forEach((cond, i) => {
    params[`conditions[${i}][property]`] = cond.property;
    params[`conditions[${i}][value]`] = cond.value;
    // ok: partial-param-group
    if (cond.operator) params[`conditions[${i}][operator]`] = cond.operator;
  });
  return params;
}

/** One yes/no switch sent as a constant key when set: not a member picked from a group, so nothing is left at a default it could narrow. */
export function documentParams(opts: { significant?: boolean; keyword?: string }): Record<string, string> {
  const params: Record<string, string> = { "conditions[correction]": "0" };
  if (opts.keyword) params["conditions[term]"] = opts.keyword;
  // ok: partial-param-group
  if (opts.significant) params["conditions[significant]"] = "1";
  return params;
}

/** Constant keys of a group, each written only when the caller's list names it: the others keep their defaults. */
export function sectionParams(sections: string[]): Record<string, string> {
  const params: Record<string, string> = {};
  // ruleid: partial-param-group
  if (sections.includes("notes")) params["include_notes"] = "1";
  // ruleid: partial-param-group
  if (sections.includes("links")) params["include_links"] = "1";
  return params;
}
