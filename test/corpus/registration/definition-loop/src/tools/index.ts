// fidelity-audit corpus: registration style definition-loop (combined definition list), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import { authorityTools } from "./authority.js";
import { holdingsToolMap } from "./holdings.js";
import { searchTools } from "./search.js";
import type { ToolDefinition } from "./types.js";

export const tools: ToolDefinition[] = [...searchTools, ...authorityTools];

export { holdingsToolMap };
