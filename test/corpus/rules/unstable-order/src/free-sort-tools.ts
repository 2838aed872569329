// fidelity-audit corpus: rule unstable-order (a study-registry server whose caller writes the sort as free text, "Field:asc": inline, through a service class in another file), modelled on the shapes of public MCP servers for study registries (written for this repo, 2026-12-02)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { StudyService } from "./client/studies.js";

const json = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });
const studies = new StudyService();
const REGISTRY = process.env.REGISTRY_URL ?? "https://registry.example/api/v2";

export function registerFreeSortTools(server: McpServer) {
  server.tool(
    "search_studies",
    "Search studies; `sort` is FieldName:asc or FieldName:desc (e.g. EnrollmentCount:desc).",
    { query: z.string(), sort: z.string().optional(), pageSize: z.number().int().max(100).default(10) },
    async ({ query, sort, pageSize }) => json(await studies.search({ query, sort, pageSize })),
  );
  server.tool(
    "list_sites",
    "Sites of the registry, sorted as the caller says, one page.",
    { sort: z.string().optional(), page: z.number().int().default(1) },
    async ({ sort, page }) => {
      const params = new URLSearchParams({ page: String(page), per_page: "50" });
      // ruleid: unstable-order#upstream-caller-order
      if (sort) params.set("sort", sort);
      const res = await fetch(`${REGISTRY}/sites?${params}`);
      return json((await res.json()).sites);
    },
  );
  server.tool(
    "stream_sites",
    "Sites of the registry, sorted as the caller says, followed by cursor.",
    { sort: z.string().optional(), cursor: z.string().optional() },
    async ({ sort, cursor }) => {
      const params = new URLSearchParams();
      // ok: unstable-order — the request neither pages by offset nor cuts: the cursor keeps the upstream's own position
      if (sort) params.set("sort", sort);
      if (cursor) params.set("cursor", cursor);
      const res = await fetch(`${REGISTRY}/sites?${params}`);
      return json((await res.json()).sites);
    },
  );
}
