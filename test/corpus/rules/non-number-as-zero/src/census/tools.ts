// fidelity-audit corpus: rule non-number-as-zero (tools registered from a module, calling a client class), modelled on a public MCP server over a government open-data portal (written for this repo, 2026-12-03)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { CensusClient } from "./client.js";

const client = new CensusClient();
const json = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });

export function registerCensusTools(server: McpServer) {
  server.tool("census_households", "Households and median income per region of one census table.", { table: z.string() }, async ({ table }) =>
    json(await client.households(table)),
  );
  server.tool("census_income_total", "Sum of the median incomes of one census table.", { table: z.string() }, async ({ table }) =>
    json(await client.incomeTotal(table)),
  );
  server.tool("census_amounts", "Households per region as amounts.", { table: z.string() }, async ({ table }) => json(await client.amounts(table)));
  server.tool("census_counted", "Households in total, with the suppressed rows counted.", { table: z.string() }, async ({ table }) =>
    json(await client.counted(table)),
  );
}
