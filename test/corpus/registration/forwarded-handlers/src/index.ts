#!/usr/bin/env node
// fidelity-audit corpus: an observability SaaS API server that defines each tool as an object { name, description, schema, handler } in its own file and registers them in loops through shared callbacks (written for this repo, 2026-12-04)
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { ObservabilityApi } from "./api.js";
import { createListBoardsTool } from "./tools/list-boards.js";
import { createListDatasetsTool } from "./tools/list-datasets.js";
import { columnHandlers, columnSpecs, markerDefs } from "./tools/markers.js";
import { resolvedTools, scopedTools, windowDefs } from "./tools/queries.js";
import { recipientTools } from "./tools/recipients.js";
import { sloTools } from "./tools/slos.js";

const DEFAULT_ENVIRONMENT = process.env.OBS_ENVIRONMENT ?? "production";

function slugFor(environment: string, dataset: string): string {
  return dataset.toLowerCase().replace(/\s+/g, "-") || environment;
}

/** The callback registered for a tool: its own handler, with failures turned into error results. */
function withErrors(tool: { handler: (args: any) => Promise<unknown> }) {
  return async (args: Record<string, any>) => {
    try {
      return await tool.handler(args);
    } catch (error) {
      return { content: [{ type: "text" as const, text: String(error) }], isError: true };
    }
  };
}

export function registerTools(server: McpServer, api: ObservabilityApi) {
  const tools = [createListDatasetsTool(api), createListBoardsTool(api)];

  // one shared callback: it checks, calls the tool's own handler with the arguments as they came, and formats
  for (const tool of tools) {
    server.tool(tool.name, tool.description, tool.schema, async (args: Record<string, any>) => {
      try {
        if (tool.name === "list_datasets" && !args.environment) {
          throw new Error("environment is required");
        }
        const result = await tool.handler(args as any);
        if (result && typeof result === "object" && "content" in result) return result;
        return { content: [{ type: "text" as const, text: JSON.stringify(result) }] };
      } catch (error) {
        return {
          content: [{ type: "text" as const, text: error instanceof Error ? error.message : String(error) }],
          isError: true,
        };
      }
    });
  }

  // the handler bound to its object
  sloTools.forEach((t) => server.tool(t.name, t.description, t.schema, t.handler.bind(t)));

  // a named wrapper function per definition, handing on the arguments and the request extra
  for (const def of markerDefs) {
    async function forward(args: Record<string, any>, extra: unknown) {
      console.error(`calling ${def.name}`, args);
      return def.run(args as any, extra);
    }
    server.tool(def.name, def.description, def.schema, forward);
  }

  // handlers looked up by the tool's name
  for (const spec of columnSpecs) {
    server.tool(spec.name, spec.description, spec.shape, async (args) => {
      return columnHandlers[spec.name as keyof typeof columnHandlers]({ ...args } as any);
    });
  }

  // a callback made per tool by an error-handling factory
  for (const tool of recipientTools) server.tool(tool.name, tool.description, tool.schema, withErrors(tool));

  // look-alikes: callbacks that handle the arguments themselves before the tool's function sees them
  for (const tool of scopedTools) {
    server.tool(tool.name, tool.description, tool.schema, async (args: Record<string, any>) =>
      tool.handler({ ...args, environment: args.environment ?? DEFAULT_ENVIRONMENT }),
    );
  }
  for (const def of windowDefs) {
    async function withWindow({ time_range, ...rest }: Record<string, any>, extra: unknown) {
      return def.run({ ...rest, time_range: time_range ?? 7200 } as any, extra);
    }
    server.tool(def.name, def.description, def.schema, withWindow);
  }
  for (const tool of resolvedTools) {
    server.tool(tool.name, tool.description, tool.schema, async (args: Record<string, any>) => {
      const slug = slugFor(args.environment, args.dataset);
      return tool.handler(args as any, slug);
    });
  }
}

const server = new McpServer({ name: "tracewell-observability", version: "0.4.0" });
registerTools(server, new ObservabilityApi(process.env.OBS_API_URL ?? "https://api.tracewell.example", process.env.OBS_API_KEY ?? ""));
await server.connect(new StdioServerTransport());
