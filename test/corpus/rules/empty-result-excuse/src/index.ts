#!/usr/bin/env node
// fidelity-audit corpus: rule empty-result-excuse (Server with ListTools/CallTool handlers), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { begriffSuchen, getTranslation, searchCollection, searchTerms } from "./handlers.js";
import { findPlaces, getPlace, getPlacesByIds, nearby, orteSuchen, placeNotes, sampleSchema } from "./places.js";
import { FEED_TOOLS, fetchDoc, fetchPage, StageFeed } from "./feeds.js";
import { dokuSuchen, getTrial, matchTrials, searchDocs, standorte, trialSites, trialVotes, trialVotesHinted } from "./guesses.js";
import { TOOLS } from "./tools.js";
import { DatasetQuery, METRIC_TOOLS, runQuery, runQueryEmpty, runQueryNoted } from "./metrics.js";
import { USER_TOOLS, userAudit, userLogs, userTrace } from "./users.js";

const server = new Server({ name: "termportal", version: "0.3.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [...TOOLS, ...FEED_TOOLS, ...USER_TOOLS, ...METRIC_TOOLS] }));
const feed = new StageFeed();
const datasets = new DatasetQuery();

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const args = request.params.arguments ?? {};
  switch (request.params.name) {
    case "search_terms":
      return searchTerms(args);
    case "begriff_suchen":
      return begriffSuchen(args);
    case "search_collection":
      return searchCollection(args);
    case "get_translation":
      return getTranslation(args);
    case "find_places":
      return findPlaces(args);
    case "sample_schema":
      return sampleSchema(args);
    case "orte_suchen":
      return orteSuchen(args);
    case "nearby":
      return nearby(args);
    case "get_places_by_ids":
      return getPlacesByIds(args);
    case "get_place":
      return getPlace(args);
    case "place_notes":
      return placeNotes(args);
    case "fetch_page":
      return fetchPage(args);
    case "fetch_doc":
      return fetchDoc(args);
    case "match_trials":
      return matchTrials(args);
    case "search_docs":
      return searchDocs(args);
    case "doku_suchen":
      return dokuSuchen(args);
    case "get_trial":
      return getTrial(args);
    case "trial_sites":
      return trialSites(args);
    case "standorte":
      return standorte(args);
    case "race_results":
      return feed.results(String(args.stage));
    case "race_riders":
      return feed.riders(String(args.team));
    case "trial_votes":
      return trialVotes(args);
    case "trial_votes_hinted":
      return trialVotesHinted(args);
    case "user_trace":
      return userTrace(args);
    case "user_audit":
      return userAudit(args);
    case "user_logs":
      return userLogs(args);
    case "run_query":
      return runQuery(args);
    case "run_query_noted":
      return runQueryNoted(args);
    case "run_query_empty":
      return runQueryEmpty(args);
    case "run_dataset_query":
      return datasets.run(String(args.q ?? ""));
    default:
      return { isError: true, content: [{ type: "text", text: `Unknown tool: ${request.params.name}` }] };
  }
});

await server.connect(new StdioServerTransport());
