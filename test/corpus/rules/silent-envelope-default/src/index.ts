#!/usr/bin/env node
// fidelity-audit corpus: rule silent-envelope-default (McpServer tools), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";
import { countRecords, listGroups, listOrganisations, organisationsOf, searchPackages, searchPackagesChecked, showPackage } from "./ckan.js";
import { describeJob, graphqlTypes, listCatalogueEntries, listNamespaces, listZoneRecords, literatureIds } from "./cloud.js";
import { mixedSearch, publicKeys, searchImages, searchProjects, searchProjectsHonest, searchRecords, suggest, suggestStrict, webSearch, webSearchChecked } from "./web.js";
import { openAlerts, upgradeNote } from "./advisory.js";
import { archiveLabel, createIssue, deleteLabel, milestones, projectLabels, projectLabelsRest, recentIssues, searchIssues, searchMergeRequests, staleIssues } from "./tracker.js";
import { registerStorageTools } from "./storage.js";
import { registerDocumentTools } from "./documents.js";
import { findPlaces, findPlacesAjv, findPlacesLenient, findPlacesStrict, findPlacesValidated, searchDocuments } from "./geo.js";

const server = new McpServer({ name: "opendata-portal", version: "0.3.1" });
const json = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value, null, 2) }] });

server.tool("search_datasets", "Search datasets by free text (CKAN Solr syntax).", { q: z.string(), rows: z.number().int().max(1000).default(100) }, async ({ q, rows }) => {
  const hits = await searchPackages(q, rows);
  return json({ returned: hits.length, hits });
});

server.tool("search_datasets_checked", "Search datasets by free text (CKAN Solr syntax).", { q: z.string() }, async ({ q }) => json(await searchPackagesChecked(q)));

server.tool("get_dataset", "One dataset by id or name.", { id: z.string() }, async ({ id }) => json(await showPackage(id)));

server.tool("list_organisations", "All publishing organisations.", {}, async () => {
  const answer = (await listOrganisations()) as { result?: { organizations?: string[] } };
  return json(organisationsOf(answer));
});

server.tool("list_namespaces", "Key-value namespaces of an account.", { account_id: z.string() }, async ({ account_id }) => json(await listNamespaces(account_id)));

server.tool("list_zone_records", "DNS records of a zone.", { zone_id: z.string() }, async ({ zone_id }) => json(await listZoneRecords(zone_id)));

server.tool("list_catalogue_entries", "Entries of one catalogue.", { catalogue: z.string() }, async ({ catalogue }) => json(await listCatalogueEntries(catalogue)));

server.tool("graphql_types", "Type names of the platform's GraphQL schema.", {}, async () => json(await graphqlTypes()));

server.tool("describe_job", "One job's state.", { job_id: z.string() }, async ({ job_id }) => json(await describeJob(job_id)));

server.tool("list_groups", "All dataset groups.", {}, async () => json(await listGroups()));

server.tool("count_records", "Rows of one datastore resource.", { resource_id: z.string() }, async ({ resource_id }) => json(await countRecords(resource_id)));

server.registerTool(
  "find_places",
  { description: "Find places (municipalities, addresses) by name.", inputSchema: { text: z.string(), mode: z.enum(["plain", "validated", "ajv", "lenient", "strict"]).default("plain") } },
  async ({ text, mode }) => {
    // ok: silent-envelope-default
    const modes = { plain: findPlaces, validated: findPlacesValidated, ajv: findPlacesAjv, lenient: findPlacesLenient, strict: findPlacesStrict }[mode] ?? findPlaces;
    return json(await modes(text));
  },
);

server.registerTool(
  "search_documents",
  { description: "Full-text search in published documents (Elasticsearch match query).", inputSchema: { query: z.string(), size: z.number().int().max(500).default(50) } },
  async ({ query, size }) => json(await searchDocuments(query, size)),
);

server.tool("web_search", "Search the web.", { query: z.string() }, async ({ query }) => webSearch(query));
server.tool("web_search_checked", "Search the web.", { query: z.string() }, async ({ query }) => webSearchChecked(query));
server.tool("suggest", "Search suggestions for a prefix.", { prefix: z.string() }, async ({ prefix }) => json(await suggest(prefix)));
server.tool("suggest_strict", "Search suggestions for a prefix.", { prefix: z.string() }, async ({ prefix }) => json(await suggestStrict(prefix)));
server.tool("search_projects", "Search projects on the forge.", { search: z.string(), per_page: z.number().int().max(100).default(20) }, async ({ search, per_page }) => json(await searchProjects(search, per_page)));
server.tool("search_projects_honest", "Search projects on the forge.", { search: z.string() }, async ({ search }) => json(await searchProjectsHonest(search)));

server.tool("public_keys", "Publishable keys of a project.", { project: z.string() }, async ({ project }) => json(await publicKeys(project)));

server.tool("connect_cluster", "Connect to a cluster of a project.", { project: z.string(), cluster: z.string() }, async ({ project, cluster }) => {
  const note = await upgradeNote(project, cluster);
  return json({ connected: cluster, ...(note ? { note } : {}) });
});

server.tool("list_open_alerts", "Open alerts of a project.", { project: z.string() }, async ({ project }) => {
  const alerts = await openAlerts(project);
  if (!alerts) return { content: [{ type: "text" as const, text: "Could not read alerts." }], isError: true };
  return json({ count: alerts.length, alerts });
});

server.tool("project_labels", "Labels of a tracker project (GraphQL).", { path: z.string() }, async ({ path }) => json(await projectLabels(path)));
server.tool("project_milestones", "Active milestones of a tracker project.", { path: z.string() }, async ({ path }) => json(await milestones(path)));
server.tool("project_labels_rest", "Labels of a tracker project (REST).", { project: z.string() }, async ({ project }) => json(await projectLabelsRest(project)));
server.tool("delete_label", "Delete a label unless open issues use it.", { project: z.string(), label: z.string() }, async ({ project, label }) => deleteLabel(project, label));
server.tool("archive_label", "Archive a label.", { project: z.string(), label: z.string() }, async ({ project, label }) => archiveLabel(project, label));
server.tool("create_issue", "Create an issue with existing labels.", { project: z.string(), title: z.string(), labels: z.array(z.string()).default([]) }, async ({ project, title, labels }) => createIssue(project, title, labels));
server.tool("search_issues", "Search issues of a project.", { project: z.string(), q: z.string() }, async ({ project, q }) => ({ content: [{ type: "text" as const, text: await searchIssues(project, q) }] }));
server.tool("search_merge_requests", "Search merge requests of a project.", { project: z.string(), q: z.string() }, async ({ project, q }) => ({ content: [{ type: "text" as const, text: await searchMergeRequests(project, q) }] }));
server.tool("recent_issues", "Link to the most recent issues.", { project: z.string() }, async ({ project }) => recentIssues(project));
server.tool("stale_issues", "Link to stale issues.", { project: z.string() }, async ({ project }) => staleIssues(project));

server.tool("mixed_search", "Web and news hits for a query.", { query: z.string() }, async ({ query }) => mixedSearch(query));

server.tool("search_images", "Search images on the web.", { query: z.string(), num: z.number().int().max(20).default(5) }, async ({ query, num }) => searchImages(query, num));
server.tool("search_records", "Search parliamentary records.", { q: z.string() }, async ({ q }) => searchRecords(q));

server.tool("literature_ids", "Ids of the articles that match a term.", { term: z.string() }, async ({ term }) => literatureIds(term));

registerStorageTools(server);
registerDocumentTools(server);

// tools added later, imported here so that the lines above stay where the tests expect them
import { registerCountTools } from "./counts.js";
import { registerRiderTools } from "./riders.js";
import { registerFacetTools } from "./facets.js";
import { registerAutocompleteTools } from "./autocomplete.js";
registerCountTools(server);
registerRiderTools(server);
registerFacetTools(server);
registerAutocompleteTools(server);
import { registerSeriesTools } from "./series.js";
registerSeriesTools(server);
await server.connect(new StdioServerTransport());
import { bill, CommitteeClient, printText, treatyActions } from "./legislation-client.js";
server.tool("committee_print_text", "Text versions of a committee print.", { congress: z.number().int(), jacket: z.number().int() }, async ({ congress, jacket }) => json(await printText(congress, jacket)));
server.tool("treaty_actions", "Actions on a treaty.", { congress: z.number().int(), treaty: z.number().int() }, async ({ congress, treaty }) => json(await treatyActions(congress, treaty)));
server.tool("bill", "One bill with its subjects.", { congress: z.number().int(), number: z.number().int() }, async ({ congress, number }) => json(await bill(congress, number)));
server.tool("committee_reports", "Committee reports of one congress.", { congress: z.number().int() }, async ({ congress }) => json(await new CommitteeClient().reports(congress)));
import { voteTally } from "./legislation-client.js";
server.tool("vote_tally", "The tally of one roll-call vote.", { congress: z.number().int(), roll: z.number().int() }, async ({ congress, roll }) => json(await voteTally(congress, roll)));
import { registerWorkTools } from "./works.js";
registerWorkTools(server);
