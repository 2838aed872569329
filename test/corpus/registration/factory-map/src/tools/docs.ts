// Documentation search tool of a product-analytics MCP server, added only when a key is configured; written for this repo.
import { z } from "zod";
import type { ToolBase } from "./types.js";

const searchDocs = (): ToolBase => ({
  name: "docs-search",
  schema: z.object({ query: z.string() }),
  handler: async (context, params) => {
    const res = await fetch(`${context.apiBase}/docs/search?q=${encodeURIComponent(String(params.query))}`);
    return { content: [{ type: "text" as const, text: await res.text() }] };
  },
});

export default searchDocs;
