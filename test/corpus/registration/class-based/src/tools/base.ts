// fidelity-audit corpus: registration style class-based (abstract tool base class), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { AxiosInstance } from "axios";
import type { z } from "zod";

export abstract class VocabTool<Shape extends z.ZodRawShape = z.ZodRawShape> {
  abstract readonly name: string;
  abstract readonly description: string;
  abstract readonly inputSchema: Shape;

  constructor(protected readonly http: AxiosInstance) {}

  abstract execute(args: z.objectOutputType<Shape, z.ZodTypeAny>): Promise<CallToolResult>;

  protected json(value: unknown): CallToolResult {
    return { content: [{ type: "text", text: JSON.stringify(value, null, 2) }] };
  }
}
