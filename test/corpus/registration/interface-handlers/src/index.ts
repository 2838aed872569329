// Modelled on a documentation-proxy server whose repository handlers implement one interface; written for this repo.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { handlerFor } from "./handlers/index.js";
import { withTracking } from "./tracking.js";

const repo = { owner: process.env.OWNER ?? "acme", name: process.env.REPO ?? "widgets" };
const server = new McpServer({ name: "docs-proxy", version: "0.3.0" });

handlerFor(repo)
  .getTools(repo)
  .forEach((tool) => {
    server.tool(
      tool.name,
      tool.description,
      tool.paramsSchema,
      withTracking(repo, async (args: Record<string, string>) => tool.cb(args)),
      tool.annotations ? { annotations: tool.annotations } : undefined,
    );
  });

await server.connect(new StdioServerTransport());
