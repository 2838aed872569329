// Search tool of a literature MCP server, declared with a server framework's builder; written for this repo.
import { tool, z } from "@acme/mcp-kit";

export const searchArticlesTool = tool("literature_search", {
  description: "Search articles by query.",
  input: z.object({ query: z.string(), max_results: z.number().optional() }),
  async handler(input) {
    const res = await fetch(`https://literature.example.org/search?q=${encodeURIComponent(input.query)}&max=${input.max_results ?? 20}`);
    return res.json();
  },
});
