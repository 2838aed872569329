// Tool catalogue of a product-analytics MCP server: a name->factory map, a push-filled list, a Map registry; written for this repo.
import listDashboards, { getDashboard } from "./dashboards.js";
import searchDocs from "./docs.js";
import type { Context, ToolBase } from "./types.js";

const TOOL_MAP: Record<string, () => ToolBase> = {
  "dashboards-list": listDashboards,
  "dashboard-get": getDashboard,
};

export function getTools(context: Context, enabled: string[]): (ToolBase & { title: string })[] {
  const bases: ToolBase[] = [];
  for (const name of enabled) {
    if (name === "docs-search" && context.token) bases.push(searchDocs());
    else if (TOOL_MAP[name]) bases.push(TOOL_MAP[name]());
  }
  const tools = bases.map((base) => {
    const title = base.name.replace(/-/g, " ");
    return { ...base, title };
  });
  return tools.filter((t) => t.name.length > 0);
}
