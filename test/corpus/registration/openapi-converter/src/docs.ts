// Documentation endpoints of a museum-collection MCP server: look-alikes of a spec the tools come from; written for this repo.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";

/** An OpenAPI document of this server's own endpoints, only served to readers: no tools come from it. */
const DOCS_SPEC = path.join(import.meta.dirname, "..", "docs", "openapi.json");
/** A JSON file with `paths`, but not an OpenAPI document: the routes of the metrics endpoint. */
const routes = JSON.parse(readFileSync(path.join(import.meta.dirname, "..", "config", "routes.json"), "utf8")) as {
  paths: Record<string, unknown>;
};

export function startDocsServer(): void {
  createServer((req, res) => {
    if (req.url === "/openapi.json") {
      res.setHeader("content-type", "application/json");
      res.end(DOCS_SPEC);
      return;
    }
    res.statusCode = req.url && req.url in routes.paths ? 200 : 404;
    res.end();
  }).listen(Number(process.env.DOCS_PORT ?? 8081));
}
