#!/usr/bin/env node
// fidelity-audit corpus: registration style class-based (instances registered in a loop), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import axios from "axios";
import type { VocabTool } from "./tools/base.js";
import { GetConceptTool, ListSchemesTool } from "./tools/get-concept.js";
import { SearchConceptsTool } from "./tools/search-concepts.js";

const http = axios.create({
  baseURL: process.env.SKOSMOS_API ?? "https://vocab.example.org/rest/v1",
  timeout: 10_000,
});

const tools: VocabTool[] = [new SearchConceptsTool(http), new GetConceptTool(http), new ListSchemesTool(http)];

const server = new McpServer({ name: "skos-vocab", version: "1.0.3" });

for (const tool of tools) {
  server.registerTool(
    tool.name,
    { description: tool.description, inputSchema: tool.inputSchema },
    async (args: any) => {
      try {
        return await tool.execute(args);
      } catch (err) {
        return { isError: true, content: [{ type: "text" as const, text: String(err) }] };
      }
    },
  );
}

await server.connect(new StdioServerTransport());
