// fidelity-audit corpus: rule empty-result-excuse (a precondition warning on its own path after a lookup, not an interpretation of an empty result), modelled on CRM debug-log MCP servers (written for this repo, 2026-12-04)
import type { CallToolResult, Tool } from "@modelcontextprotocol/sdk/types.js";

const CRM = "https://crm.example.org/api";

async function query<T>(q: string): Promise<{ records: T[] }> {
  const r = await fetch(`${CRM}/query?q=${encodeURIComponent(q)}`);
  if (!r.ok) throw new Error(`CRM query failed: HTTP ${r.status}`);
  return (await r.json()) as { records: T[] };
}

interface User {
  Id: string;
  IsActive: boolean;
  Locked: boolean;
}

export const USER_TOOLS: Tool[] = [
  {
    name: "user_trace",
    description: "Enable a debug trace for one user.",
    inputSchema: { type: "object", properties: { username: { type: "string" } }, required: ["username"] },
  },
  {
    name: "user_audit",
    description: "Show the audit trail of one user.",
    inputSchema: { type: "object", properties: { username: { type: "string" } }, required: ["username"] },
  },
  {
    name: "user_logs",
    description: "List the debug logs of one user.",
    inputSchema: { type: "object", properties: { username: { type: "string" } }, required: ["username"] },
  },
];

export async function userTrace(raw: Record<string, unknown>): Promise<CallToolResult> {
  const name = String(raw.username ?? "");
  const found = await query<User>(`SELECT Id, IsActive FROM User WHERE Username = '${name}'`);
  if (found.records.length === 0) {
    return {
      content: [{ type: "text", text: `Error: No user found matching '${name}'. Check the username and try again.` }],
      isError: true,
    };
  }
  const user = found.records[0]!;
  if (!user.IsActive) {
    return {
      // ok: empty-result-excuse — a warning on the path where the user was found: no empty result is interpreted
      content: [{ type: "text", text: `Warning: user '${name}' is inactive. Debug logs may not be generated for inactive users.` }],
    };
  }
  return { content: [{ type: "text", text: `Trace enabled for ${user.Id}.` }] };
}

export async function userAudit(raw: Record<string, unknown>): Promise<CallToolResult> {
  const name = String(raw.username ?? "");
  const found = await query<User>(`SELECT Id, Locked FROM User WHERE Username = '${name}'`);
  if (!found.records.length) throw new Error(`No user found matching '${name}'. Check the username.`);
  const user = found.records[0]!;
  // ok: empty-result-excuse — the thrown not-found ended that path; this note is about a found, locked user
  if (user.Locked) return { content: [{ type: "text", text: "Note: the account is locked. Audit entries might be missing for locked accounts." }] };
  return { content: [{ type: "text", text: `Audit trail of ${user.Id}.` }] };
}

export async function userLogs(raw: Record<string, unknown>): Promise<CallToolResult> {
  const name = String(raw.username ?? "");
  const logs = await query<{ Id: string }>(`SELECT Id FROM ApexLog WHERE LogUser.Username = '${name}'`);
  if (logs.records.length === 0) {
    const notes = [`No debug logs found for '${name}'.`];
    // ruleid: empty-result-excuse — the note the same empty branch adds after saying the list is empty
    notes.push("Logs may not have been generated yet for this user.");
    return { content: [{ type: "text", text: notes.join(" ") }] };
  }
  return { content: [{ type: "text", text: logs.records.map((l) => l.Id).join("\n") }] };
}
