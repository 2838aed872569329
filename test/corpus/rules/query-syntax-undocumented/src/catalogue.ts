// fidelity-audit corpus: rule query-syntax-undocumented (arguments the server itself matches as substrings of an upstream list's names), modelled on government open-data catalogue and CRM-metadata MCP servers (written for this repo, 2026-12-02)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const CATALOGUE = process.env.CATALOGUE_URL ?? "https://data.example.gov/api/datasets";
const text = (v: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(v) }] });

interface Dataset {
  id: string;
  title: string;
  description: string;
}

async function allDatasets(): Promise<Dataset[]> {
  const res = await fetch(CATALOGUE);
  if (!res.ok) throw new Error(`catalogue answered ${res.status}`);
  const body = (await res.json()) as { datasets: Dataset[] };
  if (!Array.isArray(body.datasets)) throw new Error(`catalogue answer without datasets: ${Object.keys(body).join(", ")}`);
  return body.datasets;
}

function matchTitles(datasets: Dataset[], query: string): Dataset[] {
  const q = query.toLowerCase();
  return datasets.filter((d) => d.title.toLowerCase().includes(q) || d.description.toLowerCase().indexOf(q) >= 0);
}

export function registerCatalogueTools(server: McpServer) {
  server.tool(
    "find_datasets",
    "Find datasets of the catalogue by keyword.",
    {
      // ruleid: query-syntax-undocumented#substring-undocumented
      query: z.string().describe("The keyword or phrase to search for (case-insensitive)."),
    },
    async ({ query }) => text(matchTitles(await allDatasets(), query)),
  );

  server.tool(
    "find_datasets_by_title",
    "Find datasets of the catalogue by title.",
    {
      // ok: query-syntax-undocumented
      query: z.string().describe("Matched as a substring of the title or description, case-insensitive."),
    },
    async ({ query }) => text(matchTitles(await allDatasets(), query)),
  );

  server.tool(
    "find_objects",
    "Find object types by name.",
    {
      // ruleid: query-syntax-undocumented#substring-undocumented
      searchPattern: z.string().describe("Words to search for in object names (case-insensitive)."),
    },
    async ({ searchPattern }) => {
      const words = searchPattern.toLowerCase().split(" ");
      const all = await allDatasets();
      return text(all.filter((d) => words.every((w) => d.title.toLowerCase().includes(w))));
    },
  );

  server.tool(
    "get_dataset",
    "Get one dataset of the catalogue.",
    {
      // ok: query-syntax-undocumented
      query: z.string().describe("Search by the dataset's exact id (case-sensitive)."),
    },
    async ({ query }) => {
      const all = await allDatasets();
      const ids = all.map((d) => d.id);
      return text(ids.includes(query) ? all.filter((d) => d.id === query) : []);
    },
  );
}
