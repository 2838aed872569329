// fidelity-audit corpus: rule empty-result-next-step (document-database tools as class methods: the provider comes from the base class, emptiness is tested by predicates), modelled on the shapes of public MCP servers for document databases (written for this repo, 2026-12-03)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { DocTool, isObjectEmpty, type Registry, shapeOf } from "./docstore-base.js";

class CollectionShape extends DocTool {
  async run(id: string, collection: string) {
    const provider = await this.connection(id);
    const docs = await provider.sample(collection, { size: 50 });
    const shape = shapeOf(docs);
    if (isObjectEmpty(shape)) {
      // ruleid: empty-result-next-step — a predicate found the shape empty, and the text only says so
      return { content: [{ type: "text" as const, text: `Could not infer a shape for ${collection}.` }] };
    }
    return { content: [{ type: "text" as const, text: JSON.stringify(shape) }] };
  }
}

class CollectionKeys extends DocTool {
  async run(id: string, collection: string) {
    const provider = await this.connection(id);
    const first = await provider.findOne(collection, {});
    if (first === null || Object.keys(first).length === 0) {
      // ok: empty-result-next-step — no verb, but it names the server's other tool to turn to: a concrete step
      return { content: [{ type: "text" as const, text: `${collection} holds no documents. Inferred fields: collection_shape.` }] };
    }
    return { content: [{ type: "text" as const, text: Object.keys(first).join(", ") }] };
  }
}

export function registerDocstoreTools(server: McpServer, registry: Registry): void {
  const shape = new CollectionShape(registry);
  const keys = new CollectionKeys(registry);
  server.tool("collection_shape", "The inferred shape of a collection.", { id: z.string(), collection: z.string() }, async ({ id, collection }) =>
    shape.run(id, collection),
  );
  server.tool("collection_keys", "The keys of a collection's first document.", { id: z.string(), collection: z.string() }, async ({ id, collection }) =>
    keys.run(id, collection),
  );
}
