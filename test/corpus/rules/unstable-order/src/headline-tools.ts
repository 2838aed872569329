// fidelity-audit corpus: rule unstable-order (newsroom tools reaching a class method and a callback that cut a sorted answer), modelled on the shapes of public MCP servers for news archives (written for this repo, 2026-12-01)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { HeadlineDesk, newestOf } from "./client/headlines.js";

const desk = new HeadlineDesk();
const json = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });

export function registerHeadlineTools(server: McpServer) {
  const args = { topic: z.string(), n: z.number().int().max(50) };
  server.tool("newest_headlines", "Newest headlines of a topic.", args, async ({ topic, n }) => json(await desk.newest(topic, n)));
  server.tool("newest_headlines_stable", "Newest headlines of a topic, ties by id.", args, async ({ topic, n }) =>
    json(await desk.newestStable(topic, n)),
  );
  server.tool("newest_headlines_cb", "Newest headlines of a topic.", args, async ({ topic, n }) => json(await newestOf(topic, n)));
}
