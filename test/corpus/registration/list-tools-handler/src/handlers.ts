// fidelity-audit corpus: registration style list-tools-handler (tool handler functions), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { getEntry, listDomains, search } from "./api.js";
import { LANGUAGES } from "./tool-definitions.js";

function json(value: unknown): CallToolResult {
  return { content: [{ type: "text", text: JSON.stringify(value, null, 2) }] };
}

export async function handleSearchTerms(args: Record<string, unknown>): Promise<CallToolResult> {
  if (typeof args.term !== "string" || args.term.trim() === "") {
    throw new Error("term is required");
  }
  const requested = Array.isArray(args.domain_ids) ? (args.domain_ids as number[]) : undefined;
  const domainIds = requested ?? (await listDomains()).map((d) => d.id);
  const request = {
    term: args.term,
    domain_ids: domainIds,
    language: typeof args.language === "string" ? args.language : "de",
    limit: typeof args.limit === "number" ? args.limit : 25,
    exact: args.exact === true,
  };
  const result = await search(request);
  return json({
    request: { ...request, domain_ids_source: requested ? "caller" : "resolved" },
    total: result.total,
    entries: result.entries,
  });
}

export async function handleGetTerm(args: Record<string, unknown>): Promise<CallToolResult> {
  const id = String(args.id);
  const languages = Array.isArray(args.languages) ? (args.languages as string[]) : [...LANGUAGES];
  return json(await getEntry(id, languages));
}

export async function handleListDomains(): Promise<CallToolResult> {
  const domains = await listDomains();
  return json(domains.sort((a, b) => a.id - b.id));
}
