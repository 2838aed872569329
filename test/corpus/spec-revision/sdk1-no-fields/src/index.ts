// Written for fidelity-audit's tests, 2026-11-29, modelled on small SDK 1.x place-name servers.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";
import { TtlCache } from "./ttl-cache.js";

// An option bag of the server's own cache: not the protocol's ttlMs field.
const places = new TtlCache<string>({ ttlMs: 60_000, max: 500 });

const server = new McpServer({ name: "gazetteer", version: "0.3.0" });

server.tool("lookup_place", "Look up a place name in the gazetteer.", { name: z.string() }, async ({ name }) => {
  const hit = places.get(name) ?? (await (await fetch(`https://gazetteer.example.org/api?q=${encodeURIComponent(name)}`)).text());
  places.set(name, hit);
  return { content: [{ type: "text", text: hit }] };
});

await server.connect(new StdioServerTransport());
