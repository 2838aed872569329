// fidelity-audit corpus: registration style plain-js (server.tool in CommonJS), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
"use strict";

const { z } = require("zod");
const { packageSearch, packageShow, groupList } = require("./opendata-client");
const descriptions = require("./descriptions");

const asText = (value) => ({ content: [{ type: "text", text: JSON.stringify(value, null, 2) }] });

function registerTools(server) {
  server.tool(
    "search_packages",
    descriptions.SEARCH_PACKAGES,
    {
      text: z.string().min(1).describe("Search words"),
      rows: z.number().int().min(1).max(1000).default(20),
      start: z.number().int().min(0).default(0).describe("Offset of the first result"),
    },
    async ({ text, rows, start }) => {
      const result = await packageSearch(text, rows, start);
      return asText({
        request: { text, rows, start, sort_key: "score desc, name asc" },
        count: result.count,
        returned: result.results.length,
        results: result.results.map((p) => ({ name: p.name, title: p.title })),
      });
    },
  );

  server.tool(
    "get_package",
    {
      id: z.string().describe("Package name or id"),
    },
    async ({ id }) => asText(await packageShow(id)),
  );

  server.tool("list_groups", descriptions.LIST_GROUPS, async () => asText(await groupList()));
}

module.exports = { registerTools };
