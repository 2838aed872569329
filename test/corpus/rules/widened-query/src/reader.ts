// fidelity-audit corpus: rule widened-query (a page reader that reads with the caller's question and counts the page's tokens in chunks), modelled on the shapes of public web-reader MCP servers (written for this repo, 2026-11-30)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const READER = process.env.READER_URL ?? "https://reader.example";
const CHUNK = 60_000;

export function registerReaderTools(server: McpServer) {
  server.tool(
    "read_page",
    "Read a web page as markdown; with `question`, only the passages that answer it.",
    { url: z.string(), question: z.string().optional().describe("Read the page with this question in mind") },
    async ({ url, question }) => {
      const res = await fetch(`${READER}/read`, { method: "POST", body: JSON.stringify({ url, question }) });
      const content = `${question ?? ""}\n${await res.text()}`;
      let tokens = 0;
      for (let i = 0; i < content.length; i += CHUNK) {
        // ok: widened-query — the page's text is cut to count its tokens; no query is widened
        const piece = content.slice(i, i + CHUNK);
        const counted = await fetch(`${READER}/tokens`, { method: "POST", body: piece });
        tokens += Number(await counted.text());
      }
      return { content: [{ type: "text", text: `${tokens} tokens\n${content}` }] };
    },
  );
}
