// fidelity-audit corpus: registration style mcp-server-register-tool (tool without input schema), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { ckanAction } from "../ckan.js";

export function registerOrganizationTools(server: McpServer) {
  server.registerTool(
    "list_organizations",
    {
      title: "List publishing organizations",
      description: "List every organization that publishes on the portal (name and title), ordered by name.",
    },
    async () => {
      const orgs = await ckanAction<Array<{ name: string; title: string }>>("organization_list", {
        all_fields: "true",
        sort: "name asc",
        limit: "1000",
      });
      return { content: [{ type: "text", text: JSON.stringify(orgs) }] };
    },
  );
}
