// fidelity-audit corpus: rule empty-result-next-step (registry audit jobs that are polled until they end: a failed or cancelled job answered as an empty report, inline and in a class method; look-alikes that answer it as an error), modelled on the shapes of public MCP servers that run asynchronous jobs (warehouse queries, scans, exports) (written for this repo, 2026-12-02)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const REGISTRY = process.env.REGISTRY_URL ?? "https://registry.example.org";

interface AuditJob {
  state: "queued" | "running" | "done" | "FAILED" | "cancelled";
  findings: { advisory: string }[];
}

async function pollJob(id: string): Promise<AuditJob> {
  const res = await fetch(`${REGISTRY}/audit-jobs/${id}`);
  if (!res.ok) throw new Error(`registry answered ${res.status}`);
  return (await res.json()) as AuditJob;
}

class AuditDesk {
  async report(id: string) {
    const job = await pollJob(id);
    if (job.state === "cancelled") {
      // ruleid: empty-result-next-step — a cancelled job reads as an audit that found nothing
      return { content: [{ type: "text" as const, text: JSON.stringify({ findings: [] }) }] };
    }
    return { content: [{ type: "text" as const, text: JSON.stringify({ findings: job.findings, hint: "Run audit_package again after publishing a fix." }) }] };
  }

  async reportChecked(id: string) {
    const job = await pollJob(id);
    if (job.state === "cancelled") {
      // ok: empty-result-next-step — the cancelled job is answered as an error
      return { isError: true, content: [{ type: "text" as const, text: `Audit job ${id} was cancelled; start it again with audit_package.` }] };
    }
    return { content: [{ type: "text" as const, text: JSON.stringify({ findings: job.findings, hint: "Run audit_package again after publishing a fix." }) }] };
  }
}

const desk = new AuditDesk();

export function registerAuditTools(server: McpServer): void {
  server.tool("audit_result", "Findings of a finished audit job.", { job_id: z.string() }, async ({ job_id }) => {
    const job = await pollJob(job_id);
    if (job.state === "FAILED") {
      // ruleid: empty-result-next-step — a failed job reads as "no advisories"
      return { content: [{ type: "text" as const, text: "No advisories for this package." }] };
    }
    return { content: [{ type: "text" as const, text: JSON.stringify({ findings: job.findings, hint: "Run audit_package again after publishing a fix." }) }] };
  });

  server.tool("audit_result_checked", "Findings of a finished audit job.", { job_id: z.string() }, async ({ job_id }) => {
    const job = await pollJob(job_id);
    // ok: empty-result-next-step — a failed job is thrown as an error
    if (job.state === "FAILED") throw new Error(`Audit job ${job_id} failed; start it again with audit_package.`);
    return { content: [{ type: "text" as const, text: JSON.stringify({ findings: job.findings, hint: "Run audit_package again after publishing a fix." }) }] };
  });

  server.tool("audit_report", "The report of an audit job.", { job_id: z.string() }, async ({ job_id }) => desk.report(job_id));
  server.tool("audit_report_checked", "The report of an audit job.", { job_id: z.string() }, async ({ job_id }) =>
    desk.reportChecked(job_id),
  );
}
