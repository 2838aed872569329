// Base class of a document-database MCP server whose tools are classes with a static toolName; written for this repo.
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { z } from "zod";

export interface ToolParams {
  name: string;
  endpoint: string;
}

type Result = { content: { type: "text"; text: string }[] };

export abstract class StoreToolBase {
  public readonly name: string;
  protected readonly endpoint: string;
  public abstract description: string;
  public abstract argsShape: z.ZodRawShape;

  constructor(params: ToolParams) {
    this.name = params.name;
    this.endpoint = params.endpoint;
  }

  protected abstract execute(args: Record<string, unknown>): Promise<Result>;

  public register(server: McpServer): void {
    (server.registerTool as (name: string, config: { description: string; inputSchema: z.ZodRawShape }, cb: (args: Record<string, unknown>) => Promise<Result>) => void)(
      this.name,
      { description: this.description, inputSchema: this.argsShape },
      (args) => this.execute(args),
    );
  }
}

/** Tools that need a collection: still abstract, never registered by itself. */
export abstract class CollectionToolBase extends StoreToolBase {
  protected collectionUrl(db: unknown, coll: unknown): string {
    return `${this.endpoint}/db/${String(db)}/collections/${String(coll)}`;
  }
}
