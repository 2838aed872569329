#!/usr/bin/env node
// fidelity-audit corpus: rule input-required-mixed (high-level McpServer tools), modelled on gazetteer/terminology MCP servers on revision 2026-07-28 (written for this repo, 2026-11-29)
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";
import { ask, emptyResult, found, search } from "./results.js";

const server = new McpServer({ name: "gazetteer", version: "2.0.0" });

server.tool(
  "search_terms",
  "Search the terminology; asks for the subject scope when it is missing. Whole words; `*` truncates.",
  { term: z.string(), scope: z.string().optional() },
  async ({ term, scope }) => {
    if (!scope) {
      // ok: input-required-mixed
      return ask("scope", "Which subject scope? Answer ALL to search every scope.");
    }
    const entries = await search("/terms", { q: term, scope });
    if (!entries.length) {
      // ok: input-required-mixed
      return emptyResult({ term, scope }, `Nothing matched "${term}" in ${scope}; retry with "${term}*" or scope ALL.`);
    }
    return found(entries);
  },
);

server.tool(
  "search_places",
  "Search place names; asks for the region when it is missing. Whole words.",
  { name: z.string(), region: z.string().optional() },
  async ({ name, region }) => {
    const entries = await search("/places", { q: name, region: region ?? "" });
    if (!region) {
      // ruleid: input-required-mixed
      return { resultType: "input_required", inputRequests: [{ name: "region", message: "Which region?" }] };
    }
    return entries.length ? found(entries) : emptyResult({ name, region }, `No place "${name}" in ${region}; retry with region ALL.`);
  },
);

server.tool(
  "search_people",
  "Search persons in the authority file; asks for the period when it is missing. Whole words.",
  { name: z.string(), period: z.string().optional() },
  async ({ name, period }) => {
    if (!period) {
      // ruleid: input-required-mixed
      return {
        resultType: "input_required",
        inputRequests: [{ name: "period", message: "Which period (e.g. 1800-1900)?" }],
        entries: [],
        hint: `No person searched yet; answer with a period.`,
      };
    }
    return found(await search("/people", { q: name, period }));
  },
);

await server.connect(new StdioServerTransport());
