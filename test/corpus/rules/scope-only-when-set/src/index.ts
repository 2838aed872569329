#!/usr/bin/env node
// fidelity-audit corpus: rule scope-only-when-set (entry point), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { registerTools } from "./tools.js";
import { registerForgeTools } from "./forge/tools.js";
import { registerFleetTools } from "./fleet/tools.js";
import { registerHostTools } from "./hosts/tools.js";
import { registerTrackerTools } from "./tracker/tools.js";
import { registerCatalogTools } from "./catalog/tools.js";
import { registerRecordTools } from "./records/tools.js";

const server = new McpServer({ name: "federal-termbank", version: "0.6.0" });
registerTools(server);
registerTrackerTools(server);
registerForgeTools(server);
registerFleetTools(server);
registerCatalogTools(server);
registerRecordTools(server);

const hosts = new Server({ name: "code-hosts", version: "0.6.0" }, { capabilities: { tools: {} } });
registerHostTools(hosts);
// tools added later, imported here so that the lines above stay where the tests expect them
import { registerTrialTools } from "./trials/tools.js";
registerTrialTools(server);
await server.connect(new StdioServerTransport());
import { registerMusicTools } from "./music/tools.js";
registerMusicTools(server);
import { registerObservatoryTools } from "./observatory/tools.js";
registerObservatoryTools(server);
import { registerWebSearchTools } from "./websearch/tools.js";
registerWebSearchTools(server);
import { registerLiteratureTools } from "./literature/tools.js";
registerLiteratureTools(server);
import { registerGalleryTools } from "./gallery/tools.js";
registerGalleryTools(server);
import { registerRecordTools2, registerSpaceWeatherTools } from "./spaceweather/tools.js";
registerSpaceWeatherTools(server);
import { registerSpendingTools } from "./spending/tools.js";
registerSpendingTools(server);
registerRecordTools2(server);
import { registerKnowledgeTools } from "./knowledge/tools.js";
registerKnowledgeTools(server);
import { registerReleaseTools } from "./releases/tools.js";
registerReleaseTools(server);
import { registerGranuleTools } from "./granules/tools.js";
registerGranuleTools(server);
import { registerWarehouseTools } from "./warehouse/tools.js";
registerWarehouseTools(server);
