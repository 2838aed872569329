// fidelity-audit corpus: registration style definition-loop (definition types), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { z } from "zod";

export interface ToolDefinition<Shape extends z.ZodRawShape = z.ZodRawShape> {
  name: string;
  description: string;
  schema: Shape;
  handler: (args: z.objectOutputType<Shape, z.ZodTypeAny>) => Promise<CallToolResult>;
}

export interface ObjectToolDefinition<S extends z.AnyZodObject = z.AnyZodObject> {
  name: string;
  description: string;
  schema: S;
  handler: (args: z.infer<S>) => Promise<CallToolResult>;
}

export const asText = (value: unknown): CallToolResult => ({
  content: [{ type: "text", text: JSON.stringify(value, null, 2) }],
});
