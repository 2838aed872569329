#!/usr/bin/env node
// fidelity-audit corpus: rule ambiguous-absence (low-level Server; records from a fetch answer, nested entries), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";

const BIB = process.env.BIB_URL ?? "https://bib.example/api";
const server = new Server({ name: "lex-bibliography", version: "1.1.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [{ name: "find_sources", description: "Bibliographic sources for a legal term.", inputSchema: { type: "object", properties: { term: { type: "string" } }, required: ["term"] } }],
}));

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  switch (request.params.name) {
    case "find_sources":
      return findSources(String(request.params.arguments?.term ?? ""));
    default:
      throw new Error(`unknown tool ${request.params.name}`);
  }
});

async function findSources(term: string) {
  const res = await fetch(`${BIB}/sources?term=${encodeURIComponent(term)}`);
  const body = await res.json();
  if (!Array.isArray(body.results)) throw new Error(`/sources: keys ${Object.keys(body).join(", ")}`);
  const sources = body.results.map((r: { title: string; year?: number; authors?: { name: string; orcid?: string }[] }) => ({
    title: r.title,
    // ruleid: ambiguous-absence — a lookup fallback in a record built from an entry decides "has none" unmeasured
    year: r.year ?? null,
    authors: (r.authors ?? []).map((a) => ({
      name: a.name,
      // ruleid: ambiguous-absence — a lookup fallback in a record built from an entry decides "has none" unmeasured
      orcid: a.orcid || "",
    })),
  }));
  // contact data is redacted before it is shown: here a null email has three meanings
  const contacts = body.results.flatMap((r: { authors?: { name: string; email?: string; phone?: string }[] }) =>
    (r.authors ?? []).map((a) => ({
      name: a.name,
      // ruleid: ambiguous-absence
      email: a.email ?? null,
      phone: redactPhone(a.phone) ?? null,
    })),
  );
  // only sources with an abstract: the fallback below never applies
  const abstracts = body.results
    .filter((r: { abstract?: { text?: string } }) => r?.abstract?.text)
    .map((r: { title: string; abstract?: { text?: string } }) => ({
      title: r.title,
      // ok: ambiguous-absence
      abstract: r.abstract?.text || "",
    }));
  return {
    content: [{ type: "text", text: JSON.stringify({
      // ok: ambiguous-absence
      results: body.results ?? [],
      sources,
      abstracts,
      contacts,
    }) }],
  };
}

function redactPhone(phone: string | undefined): string | undefined {
  return phone ? phone.replace(/\d(?=\d{2})/g, "•") : undefined;
}

await server.connect(new StdioServerTransport());
