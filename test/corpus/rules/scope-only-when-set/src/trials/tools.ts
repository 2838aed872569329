// fidelity-audit corpus: rule scope-only-when-set (filters named `statusFilter`/`typeFilter` reaching the request through an overloaded helper in another file, a class method and an inline overloaded function), modelled on the shapes of public MCP servers for clinical-study registries (written for this repo, 2026-12-02)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { StudyRegistry } from "./client.js";
import { toList } from "./lists.js";

const text = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });
const registry = new StudyRegistry();

function pick(v: string): string;
function pick(v: string | undefined): string | undefined;
function pick(v: string | undefined): string | undefined {
  return v?.trim() || undefined;
}

export function registerTrialTools(server: McpServer) {
  server.tool(
    "search_studies",
    "Search registered clinical studies.",
    {
      query: z.string().optional().describe("Free-text search"),
      statusFilter: z.union([z.string(), z.array(z.string())]).optional().describe("Filter by study status: RECRUITING, COMPLETED, …"),
      phaseFilter: z.union([z.string(), z.array(z.string())]).optional().describe("Filter by trial phase. Omit for every phase."),
      titleFilter: z.string().optional().describe("Words that must appear in the title"),
    },
    async ({ query, statusFilter, phaseFilter, titleFilter }) =>
      text(
        await registry.search({
          term: query,
          filterStatus: toList(statusFilter),
          filterPhase: toList(phaseFilter),
          textOfTitle: titleFilter,
        }),
      ),
  );

  server.tool(
    "list_sites",
    "List the sites of the registry.",
    {
      typeFilter: z.string().optional().describe("Filter by site type"),
      countryFilter: z.string().default("all").describe("Filter by country"),
    },
    async ({ typeFilter, countryFilter }) => {
      const url = new URL("https://registry.example.gov/api/v2/sites");
      const type = pick(typeFilter);
      // ruleid: scope-only-when-set — inline, through an overloaded local function
      if (type) url.searchParams.set("type", type);
      // ok: scope-only-when-set — the schema fills the country in when it is left out
      if (countryFilter) url.searchParams.set("country", countryFilter);
      const res = await fetch(url);
      if (!res.ok) throw new Error(`registry ${res.status}`);
      return text(await res.json());
    },
  );
}
