// Prompts of a tide-gauge MCP server: a prompt shares a tool's name, but this switch serves prompts, never tools; written for this repo.
interface PromptCall {
  name: string;
  arguments?: Record<string, string>;
}

export async function describePrompt(params: PromptCall) {
  switch (params.name) {
    case "search_stations":
      return { messages: [{ role: "user" as const, content: { type: "text" as const, text: "Find a station." } }] };
    default:
      throw new Error(`unknown prompt: ${params.name}`);
  }
}
