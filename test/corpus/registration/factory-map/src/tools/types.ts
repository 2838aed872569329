// Tool shape of a product-analytics MCP server (factories returning { name, schema, handler }); written for this repo.
import type { z } from "zod";

export interface Context {
  apiBase: string;
  token: string;
}

export interface ToolBase {
  name: string;
  schema: z.ZodObject<z.ZodRawShape>;
  handler: (context: Context, params: Record<string, unknown>) => Promise<{ content: { type: "text"; text: string }[] }>;
}
