// fidelity-audit corpus: rule silent-envelope-default (an object-storage platform's SDK read inline in a handler, in a class method and in a callback, beside the same reads after a check that fails loudly), modelled on the shapes of public MCP servers for cloud platforms (written for this repo, 2026-12-01)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import CloudPlatform from "cloud-platform-sdk";
import { z } from "zod";

const client = new CloudPlatform({ apiToken: process.env.CLOUD_TOKEN ?? "" });
const json = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });

class BucketReader {
  async objects(bucket: string) {
    const page = await client.storage.objects.list({ bucket });
    // ruleid: silent-envelope-default — the SDK built the page, and a default still hides a changed one
    return page.objects ?? [];
  }

  async objectsChecked(bucket: string) {
    const page = await client.storage.objects.list({ bucket });
    if (!page.objects) throw new Error(`objects list without 'objects'; keys ${Object.keys(page).join(", ")}`);
    // ok: silent-envelope-default — the key was confirmed above, on the same path
    return page.objects ?? [];
  }
}

const reader = new BucketReader();

export function registerStorageTools(server: McpServer) {
  server.tool("list_buckets", "Buckets of the account.", { account_id: z.string() }, async ({ account_id }) => {
    const answer = await client.storage.buckets.list({ account_id });
    // ruleid: silent-envelope-default — inline in the handler: an SDK answer's envelope defaulted
    const buckets = answer.buckets ?? [];
    return json(buckets.map((b: { name: string }) => b.name));
  });

  server.tool("list_buckets_checked", "Buckets of the account.", { account_id: z.string() }, async ({ account_id }) => {
    const answer = await client.storage.buckets.list({ account_id });
    if (!Array.isArray(answer.buckets)) throw new Error("buckets list without 'buckets'");
    // ok: silent-envelope-default — confirmed by the throw above
    const buckets = answer.buckets ?? [];
    return json(buckets.map((b: { name: string }) => b.name));
  });

  server.tool("list_objects", "Objects of one bucket.", { bucket: z.string() }, async ({ bucket }) =>
    json(await reader.objects(bucket)),
  );

  server.tool("list_objects_checked", "Objects of one bucket.", { bucket: z.string() }, async ({ bucket }) =>
    json(await reader.objectsChecked(bucket)),
  );

  server.tool("list_versions", "Versions of one object.", { bucket: z.string(), key: z.string() }, async ({ bucket, key }) =>
    client.storage.versions
      .list({ bucket, key })
      // ruleid: silent-envelope-default — in a callback: the answer's envelope defaulted
      .then((page: { versions?: { id: string }[] }) => json(page.versions ?? [])),
  );
}
