// fidelity-audit corpus: registration style wrapper-helper (the project's registration helpers), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";

export interface ToolSpec<Shape extends z.ZodRawShape> {
  name: string;
  title?: string;
  description: string;
  input: Shape;
  run: (args: z.objectOutputType<Shape, z.ZodTypeAny>) => Promise<unknown>;
}

function ok(value: unknown): CallToolResult {
  return { content: [{ type: "text", text: JSON.stringify(value, null, 2) }] };
}

function fail(err: unknown): CallToolResult {
  return { isError: true, content: [{ type: "text", text: err instanceof Error ? err.message : String(err) }] };
}

export function defineTool<Shape extends z.ZodRawShape>(server: McpServer, spec: ToolSpec<Shape>) {
  return server.registerTool(
    spec.name,
    {
      title: spec.title ?? spec.name,
      description: spec.description,
      inputSchema: spec.input,
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    (async (args: z.objectOutputType<Shape, z.ZodTypeAny>) => {
      try {
        return ok(await spec.run(args));
      } catch (err) {
        return fail(err);
      }
    }) as never,
  );
}

/** Every search tool of this server shares the same two arguments. */
export function registerSearchTool(
  server: McpServer,
  name: string,
  description: string,
  search: (query: string, limit: number) => Promise<unknown>,
) {
  server.registerTool(
    name,
    {
      description,
      inputSchema: {
        query: z.string().min(1).describe("Words that must all occur in the name or title (whole words)"),
        limit: z.number().int().min(1).max(100).default(10),
      },
    },
    async ({ query, limit }) => {
      try {
        return ok(await search(query, limit));
      } catch (err) {
        return fail(err);
      }
    },
  );
}
