// Written for fidelity-audit's tests, 2026-11-29, modelled on servers that adopt multi-round-trip requests early.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const LATEST_PROTOCOL_VERSION = "2025-11-25";

const server = new McpServer({ name: "permits", version: "0.9.0" });

server.tool("find_permit", "Find a building permit.", { municipality: z.string().optional(), number: z.string() }, async ({ municipality, number }) => {
  if (!municipality) {
    return {
      resultType: "input_required",
      inputRequests: [{ name: "municipality", description: "Which municipality issued the permit?" }],
    };
  }
  const res = await fetch(`https://permits.example.org/${encodeURIComponent(municipality)}/${encodeURIComponent(number)}`);
  return { content: [{ type: "text", text: await res.text() }] };
});
