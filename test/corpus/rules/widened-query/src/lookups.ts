// fidelity-audit corpus: rule widened-query (a user lookup whose exact comparison is retried as a pattern match when it finds nothing, beside retries that compare as before), modelled on public CRM MCP servers that query users with a SQL-like language (written for this repo, 2026-12-02)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const CRM = process.env.CRM_URL ?? "https://crm.example.net/api";

async function soql(statement: string): Promise<{ records: { Id: string; Name: string }[] }> {
  const res = await fetch(`${CRM}/query?q=${encodeURIComponent(statement)}`);
  if (!res.ok) throw new Error(`CRM answered ${res.status}`);
  return (await res.json()) as { records: { Id: string; Name: string }[] };
}

const text = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });

export function registerLookupTools(server: McpServer): void {
  server.tool(
    "find_user",
    "Find a user by username (exact).",
    { username: z.string().describe("Username of the user") },
    async ({ username }) => {
      let users = await soql(`SELECT Id, Name FROM User WHERE Username = '${username}'`);
      if (users.records.length === 0) {
        // ruleid: widened-query — the exact comparison is retried as a pattern match on two fields
        users = await soql(`SELECT Id, Name FROM User WHERE Name LIKE '%${username}%' OR Username LIKE '%${username}%'`);
      }
      return text({ users: users.records, username });
    },
  );

  server.tool(
    "find_contact",
    "Find a contact by e-mail address (exact).",
    { contactName: z.string().describe("Name of the contact, exact") },
    async ({ contactName }) => {
      const exact = await soql(`SELECT Id, Name FROM Contact WHERE Name = '${contactName}'`);
      if (exact.records.length > 0) return text({ contacts: exact.records, contactName });
      // ruleid: widened-query — after the early return, the same name is sent with CONTAINS
      const loose = await soql(`FIND {${contactName}} IN NAME FIELDS WHERE Name CONTAINS '${contactName}'`);
      return text({ contacts: loose.records, contactName });
    },
  );

  server.tool(
    "find_account",
    "Find accounts whose name contains the text.",
    { accountName: z.string().describe("Name of the account (substring)") },
    async ({ accountName }) => {
      let accounts = await soql(`SELECT Id, Name FROM Account WHERE Name LIKE '%${accountName}%'`);
      if (accounts.records.length === 0) {
        // ok: widened-query — the archive is asked with the same pattern the first query used
        accounts = await soql(`SELECT Id, Name FROM ArchivedAccount WHERE Name LIKE '%${accountName}%'`);
      }
      return text({ accounts: accounts.records, accountName });
    },
  );
}
