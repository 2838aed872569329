// Registration seam of a multi-app MCP monorepo (account-scoped tools wrap the SDK's registerTool); written for this repo.
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

type Handler = (args: Record<string, unknown>) => Promise<{ content: { type: "text"; text: string }[] }>;
type AccountHandler = (args: Record<string, unknown>, accountId: string) => Promise<{ content: { type: "text"; text: string }[] }>;

export interface RegisterTool {
  (name: string, config: { description?: string; inputSchema?: z.ZodObject<z.ZodRawShape> }, callback: Handler): void;
}

export interface RegistrationContext {
  readonly registerTool: RegisterTool;
  accountTool(name: string, config: { description?: string; inputSchema: z.ZodObject<z.ZodRawShape> }, handler: AccountHandler): void;
  note(message: string): void;
}

function tracked(name: string, callback: Handler): Handler {
  return async (args) => {
    const started = Date.now();
    try {
      return await callback(args);
    } finally {
      console.error(`${name} took ${Date.now() - started} ms`);
    }
  };
}

export function createRegistrationContext(server: McpServer, accountId: string): RegistrationContext {
  const registerTool: RegisterTool = (name, config, callback) => {
    server.registerTool(name, config, tracked(name, callback));
  };
  return {
    registerTool,
    accountTool(name, config, handler) {
      const inputSchema = config.inputSchema.extend({ account_id: z.string().optional() });
      const callback: Handler = (args) => handler(args, String(args.account_id ?? accountId));
      registerTool(name, { ...config, inputSchema }, callback);
    },
    note(message) {
      console.error(message);
    },
  };
}
