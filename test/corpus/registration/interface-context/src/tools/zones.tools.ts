// Zone tools of a DNS hosting MCP server, registered through the app's registration context; written for this repo.
import { z } from "zod";
import type { RegistrationContext } from "../registration-context.js";

const API = "https://dns.example.net/client/v4";

export function registerZoneTools(context: RegistrationContext): void {
  context.accountTool(
    "zones_list",
    { description: "List the DNS zones of the account.", inputSchema: z.object({ page: z.number().optional() }) },
    async (params, accountId) => {
      const res = await fetch(`${API}/accounts/${accountId}/zones?page=${params.page ?? 1}`);
      return { content: [{ type: "text", text: await res.text() }] };
    },
  );

  context.registerTool(
    "zone_docs",
    { description: "Explain how zones work.", inputSchema: z.object({ topic: z.string() }) },
    async (params) => ({ content: [{ type: "text", text: `See the zone guide for ${String(params.topic)}.` }] }),
  );

  // ok: a method of the same context that registers nothing
  context.note("zone tools registered");
}
