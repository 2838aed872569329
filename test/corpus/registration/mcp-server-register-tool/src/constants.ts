// fidelity-audit corpus: registration style mcp-server-register-tool (shared names, descriptions and shapes), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import { z } from "zod";

export const PORTAL_URL = process.env.CKAN_URL ?? "https://opendata.example.org";

export const SEARCH_DATASETS_TOOL = "search_datasets";

export const SEARCH_DATASETS_DESCRIPTION =
  "Search datasets on the open data portal. `q` uses Solr query syntax (field:value, AND/OR, quoted phrases, " +
  "trailing * wildcard); words match whole tokens after stemming. Without `q` every public dataset is listed. " +
  "Sort order is stated in the result as sort_key and always ends with name ascending.";

export const datasetLookupShape = {
  id: z.string().min(2).describe("Dataset name (slug) or UUID"),
  include_resources: z.boolean().default(true).describe("Include the dataset's resources (files, APIs)"),
};
