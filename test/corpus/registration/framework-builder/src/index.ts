// Entry point of a literature MCP server: the framework's app registers the tools it is given; written for this repo.
import { createApp } from "@acme/mcp-kit";
import { searchArticlesTool } from "./tools/search.tool.js";

await createApp({ name: "literature", version: "2.1.0", tools: [searchArticlesTool] });
