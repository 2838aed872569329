#!/usr/bin/env node
// fidelity-audit corpus: rule empty-result-next-step (high-level McpServer tools), modelled on CKAN-style open-data MCP servers (written for this repo, 2026-11-29)
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";
import { allOrganizations, getDataset, listOrganizations, listResources, parseSolrQuery, searchDatasets } from "./catalog.js";
import { failure, json, text } from "./results.js";
import { registerDocsTools, registerPageTools } from "./docs.js";
import { registerBillingTools } from "./toolkit.js";
import { registerSuggestTools } from "./suggest.js";
import { registerRelatedTools } from "./related.js";
import { registerListingTools } from "./listings.js";
import { registerWarehouseTools } from "./warehouse.js";
import { registerStationTools } from "./stations.js";
import { registerRegistryTools } from "./registry.js";
import { registerAuditTools } from "./registry-jobs.js";
import { registerRepoDocsTools } from "./repo-docs.js";
import { registerDirectoryTools } from "./directory.js";
import { registerSpaceTools } from "./space-weather.js";
import { registerHubTools } from "./model-hub.js";
import { registerPermitTools } from "./permits.js";
import { registerFrameTools } from "./frames.js";
import { registerIndicatorTools } from "./indicators.js";
import { registerGazetteTools } from "./gazette.js";
import { registerMarkerTools } from "./marker-search.js";
import { registerGeocodedTools } from "./geocoded-search.js";

const server = new McpServer({ name: "opendata-catalog", version: "0.4.1" });

server.registerTool(
  "search_datasets",
  {
    description: "Full-text search over dataset titles and descriptions (Solr syntax, whole words).",
    inputSchema: { q: z.string().describe("Solr query; whole words, use * for prefixes"), organization: z.string().optional() },
  },
  async ({ q, organization }) => {
    const scope = organization ?? (await allOrganizations())?.join(" OR ");
    const datasets = await searchDatasets(q, scope);
    if (datasets.length === 0) {
      // ruleid: empty-result-next-step
      return text(`No datasets found for "${q}".`);
    }
    return json({ count: datasets.length, datasets });
  },
);

server.tool("get_dataset", "Fetch one dataset by id.", { id: z.string() }, async ({ id }) => {
  try {
    const dataset = await getDataset(id);
    if (!dataset) {
      // ok: empty-result-next-step
      return text(`No dataset with id "${id}". Call search_datasets to find the id; ids are case-sensitive.`);
    }
    return json(dataset);
  } catch (err) {
    // ok: empty-result-next-step
    return failure(err);
  }
});

server.tool("list_resources", "List the downloadable resources of a dataset.", { dataset_id: z.string() }, async ({ dataset_id }) => {
  try {
    const { resources, total } = await listResources(dataset_id);
    if (total === 0) {
      // ok: empty-result-next-step
      return json({ dataset_id, resources: [], hint: `Dataset "${dataset_id}" lists no resources; call get_dataset to check its "url" field for an external download.` });
    }
    return json({ dataset_id, total, resources });
  } catch (err) {
    // ruleid: empty-result-next-step
    return text(`Could not list resources: ${String(err)}`);
  }
});

server.tool("get_page", "Fetch one page of the portal's documentation by its path.", { path: z.string() }, async ({ path }) => {
  const res = await fetch(`https://opendata.example.org/docs${path}`);
  if (!res.ok) {
    // a 404 inside the failure branch is the portal saying there is no such page: an empty result
    if (res.status === 404) {
      // ok: empty-result-next-step
      return text(`No page at "${path}". Call search_datasets to find the documentation path.`);
    }
    throw new Error(`docs answered HTTP ${res.status}`);
  }
  return text(await res.text());
});

// ruleid: empty-result-next-step — the organisations as they came: an empty list carries no next step
server.tool("list_organizations", "List the publishing organisations.", {}, async () => json(await listOrganizations()));

server.tool("describe_datasets", "The datasets with the given ids, in the order given.", { ids: z.array(z.string()).min(1) }, async ({ ids }) => {
  // built empty and filled: what is returned holds the datasets found, not the empty literal
  const datasets: unknown[] = [];
  for (const id of ids) {
    const dataset = await getDataset(id);
    if (dataset) datasets.push(dataset);
  }
  // ok: empty-result-next-step
  return json({ datasets });
});

server.tool("explain_query", "Show how a Solr query splits into field clauses.", { q: z.string() }, async ({ q }) => {
  try {
    return json(parseSolrQuery(q));
  } catch (err) {
    // ruleid: empty-result-next-step
    return text(`Could not parse the query: ${(err as Error).message}`);
  }
});

// markdown built up in a variable: the next step is whatever was appended before the return
server.tool("search_groups", "Search dataset groups by title (Solr syntax, whole words).", { q: z.string() }, async ({ q }) => {
  const groups = await searchDatasets(`type:group AND title:(${q})`);
  let output = `# Groups matching "${q}"\n\n`;
  if (groups.length === 0) {
    output += "No groups found.\n";
    output += "Retry with one word of the title and a trailing * (`Umwelt*`).";
    // ok: empty-result-next-step
    return output;
  }
  return output + groups.map((g) => `- ${JSON.stringify(g)}`).join("\n");
});

server.tool("search_licenses", "Search licence names (Solr syntax, whole words).", { q: z.string() }, async ({ q }) => {
  const licenses = await searchDatasets(`type:license AND title:(${q})`);
  let output = `# Licences matching "${q}"\n\n`;
  if (licenses.length === 0) {
    output += "No licences found.\n";
    output += "Try being more specific or using different terms in your search.\n";
    // ruleid: empty-result-next-step
    return output;
  }
  return output + licenses.map((l) => `- ${JSON.stringify(l)}`).join("\n");
});

server.tool("search_tags", "Search tags (Solr syntax, whole words).", { q: z.string() }, async ({ q }) => {
  const tags = await searchDatasets(`type:tag AND name:(${q})`);
  let output = `# Tags matching "${q}"\n\n`;
  if (tags.length === 0) {
    output += "No tags found.\n";
    // ruleid: empty-result-next-step
    return output;
  }
  output += tags.map((t) => `- ${JSON.stringify(t)}`).join("\n");
  // ok: empty-result-next-step
  return output;
});

registerListingTools(server);
registerWarehouseTools(server);
registerStationTools(server);
registerRegistryTools(server);
registerDirectoryTools(server);
registerAuditTools(server);
registerRepoDocsTools(server, (process.env.REPOS ?? "acme/widgets").split(","));
registerDocsTools(server);
registerBillingTools(server);
registerSuggestTools(server);
registerRelatedTools(server);
registerPageTools(server);
registerSpaceTools(server);
registerHubTools(server);
registerPermitTools(server);
registerFrameTools(server);
registerIndicatorTools(server);
registerGazetteTools(server);
registerMarkerTools(server);
registerGeocodedTools(server);
await server.connect(new StdioServerTransport());

// registered last, so the lines above keep their places
import { registerExecutionTools } from "./executions.js";
import { registerVerificationTools } from "./verifications.js";
import { registerStructureTools } from "./structure.js";
import { registerStorageTools } from "./storage.js";
import { registerDocstoreTools } from "./docstore.js";
registerExecutionTools(server);
registerVerificationTools(server);
registerStructureTools(server);
registerStorageTools(server);
registerDocstoreTools(server, { resolve: async () => { throw new Error("no connections configured"); } });
import { registerQueryRunTools } from "./query-runs.js";
registerQueryRunTools(server);
import { registerHintedPageTools } from "./hinted-pages.js";
registerHintedPageTools(server);
import { registerLazyDocTools } from "./lazy-docs.js";
registerLazyDocTools(server);
import { registerDocdbTools } from "./docdb.js";
registerDocdbTools(server);
import { registerCollectionTools } from "./collections.js";
registerCollectionTools(server);
import { registerCrmSearchTools } from "./crm-search.js";
registerCrmSearchTools(server);
import { registerSetupTools } from "./setup-guards.js";
registerSetupTools(server);
import { registerSqlRunTools } from "./sql-runs.js";
registerSqlRunTools(server, { id: "default", executeSQL: async () => ({ resultSets: [] }) });
import { KbYearTools, registerKbTools } from "./kb-writes.js";
registerKbTools(server);
new KbYearTools().register(server);
import { registerSuggestingSearch } from "./kb-suggest.js";
registerSuggestingSearch(server);
