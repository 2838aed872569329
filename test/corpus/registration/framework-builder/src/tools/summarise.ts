// ok: an AI SDK tool for the server's own summariser agent, not an MCP tool (same builder name, other package); written for this repo.
import { tool } from "ai";
import { z } from "zod";

export const countWords = tool({
  description: "Count words in a text.",
  parameters: z.object({ text: z.string() }),
  execute: async ({ text }) => text.split(/\s+/).length,
});
