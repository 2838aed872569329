// Bundled OpenAPI specs of an inventory API, modelled on search-platform MCP servers that ship their specs; written for this repo.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import CatalogSpecJson from "./data/catalog.json" with { type: "json" };

export interface Operation {
  operationId: string;
  summary?: string;
  "x-helper"?: boolean;
  parameters?: { name: string; in: string; required?: boolean }[];
}
export interface OpenApiSpec {
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
}

const here = path.dirname(fileURLToPath(import.meta.url));

export const CatalogSpec = CatalogSpecJson as unknown as OpenApiSpec;
export const StatsSpec = JSON.parse(readFileSync(path.join(here, "data", "stats.json"), "utf8")) as OpenApiSpec;
