// fidelity-audit corpus: rule guessed-ttl (cache hints for protocol methods passed as server options), modelled on the shapes of public database MCP servers (written for this repo, 2026-12-01)
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

// bounds how stale a client's cached tool list can be after a configuration reload
const TOOLS_LIST_TTL_MS = 300_000;

export function createHintedServer(): McpServer {
  return new McpServer(
    { name: "opendata-hints", version: "1.0.0" },
    {
      cacheHints: {
        // ok: guessed-ttl (a hint for the server's own tool list: no source publishes it)
        "tools/list": { ttlMs: TOOLS_LIST_TTL_MS, cacheScope: "private" },
        // ruleid: guessed-ttl
        "resources/read": { ttlMs: 3_600_000, cacheScope: "private" },
      },
    } as never,
  );
}
