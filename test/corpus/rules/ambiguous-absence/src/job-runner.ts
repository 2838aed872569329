// fidelity-audit corpus: rule ambiguous-absence (a job API's client class behind an interface, whose run() returns a record with fallbacks; one caller drops it, one reads a single field, one returns it whole), modelled on the shapes of public MCP servers for databases and job runners (written for this repo, 2026-12-04)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const API = process.env.JOBS_API ?? "https://jobs.example.org/api";
const json = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });

interface Runner {
  run(statement: string): Promise<{ affected: number; jobId: string }>;
  submit(statement: string): Promise<{ queued: number; ticket: string }>;
}

class HttpRunner implements Runner {
  async run(statement: string) {
    const res = await fetch(`${API}/run`, { method: "POST", body: JSON.stringify({ statement }) });
    if (!res.ok) throw new Error(`run: HTTP ${res.status}`);
    // the API answers a list of result headers, one per statement
    const [header] = await res.json();
    // ruleid: ambiguous-absence — write_statement puts this field in its result
    const affected = header.affected_rows || 0;
    // ok: ambiguous-absence — no caller puts the job id in a result: one drops the record, one reads `affected` only
    const jobId = header.job_id || "";
    return { affected, jobId };
  }

  async submit(statement: string) {
    const res = await fetch(`${API}/submit`, { method: "POST", body: JSON.stringify({ statement }) });
    if (!res.ok) throw new Error(`submit: HTTP ${res.status}`);
    const body = await res.json();
    // ruleid: ambiguous-absence — the record is returned whole by submit_statement
    return { queued: body.queued || 0, ticket: body.ticket || "" };
  }
}

const runner: Runner = new HttpRunner();

/** A wrapper in front of the runner, as the tools call it. */
export function runStatement(statement: string) {
  return runner.run(statement);
}

export function registerJobTools(server: McpServer) {
  server.tool("write_statement", "Run one INSERT, UPDATE or DELETE.", { statement: z.string() }, async ({ statement }) => {
    const result = await runStatement(statement);
    return json({ affected_rows: result.affected });
  });

  server.tool("log_note", "Append a note to the job log.", { note: z.string() }, async ({ note }) => {
    await runStatement(`INSERT INTO notes VALUES ('${note.replace(/'/g, "''")}')`);
    return json({ success: true, message: "Note added" });
  });

  server.tool("submit_statement", "Queue a statement for later.", { statement: z.string() }, async ({ statement }) => json(await runner.submit(statement)));
}
