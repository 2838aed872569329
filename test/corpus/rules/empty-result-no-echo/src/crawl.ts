// fidelity-audit corpus: rule empty-result-no-echo (empty branches an earlier exit rules out, failure flags, values an earlier exit leaves unsent), modelled on web-crawling, knowledge-base retrieval and error-tracking MCP servers (written for this repo, 2026-11-30)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const CRAWLER = process.env.CRAWLER_URL ?? "https://crawler.example.net/v1";

interface Page {
  url: string;
  title?: string;
  text?: string;
  score?: number;
}

interface CrawlAnswer {
  pages?: Page[];
  failures?: { url: string; reason: string }[];
}

async function post<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(`${CRAWLER}${path}`, { method: "POST", body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`crawler answered ${res.status}`);
  return (await res.json()) as T;
}

/** Drops malformed entries; reads no request value. */
function sanitizeAnswer(answer: unknown): CrawlAnswer {
  const a = (answer ?? {}) as CrawlAnswer;
  return { pages: (a.pages ?? []).filter((p) => typeof p?.url === "string"), failures: a.failures ?? [] };
}

function renderPages(pages: Page[], failures: { url: string; reason: string }[]): string {
  if (pages.length === 0 && failures.length === 0) {
    // ok: empty-result-no-echo
    return "No content found.";
  }
  const lines = pages.map((p) => `# ${p.title ?? "(untitled)"}\n${p.url}\n\n${p.text ?? ""}`);
  for (const f of failures) lines.push(`Could not fetch ${f.url}: ${f.reason}`);
  return lines.join("\n\n");
}

function renderSearchPages(pages: Page[]): string {
  if (pages.length === 0) {
    // ruleid: empty-result-no-echo
    return "No content found.";
  }
  return pages.map((p) => `# ${p.title ?? "(untitled)"}\n${p.url}`).join("\n\n");
}

interface Retrieval {
  passages: string[];
  working: boolean;
}

/** `working` is false only when the knowledge base was not named or the request failed. */
async function retrievePassages(query: string, kbId: string): Promise<Retrieval> {
  try {
    if (!kbId) {
      return { passages: [], working: false };
    }
    const answer = await post<{ hits: { text: string }[] }>(`/kb/${kbId}/retrieve`, { query });
    return { passages: answer.hits.map((h) => h.text), working: true };
  } catch {
    return { passages: [], working: false };
  }
}

/** `found` is false also when the knowledge base answered with no hits: an empty answer takes that branch. */
async function lookupPassages(query: string, kbId: string): Promise<{ passages: string[]; found: boolean }> {
  const answer = await post<{ hits: { text: string }[] }>(`/kb/${kbId}/retrieve`, { query });
  if (!answer.hits.length) {
    return { passages: [], found: false };
  }
  return { passages: answer.hits.map((h) => h.text), found: true };
}

/** The org and project of a crash-report URL, or the ones given. */
function scopeFrom(input: { reportUrl?: string; org?: string; project?: string }): { org: string; project: string } {
  if (input.reportUrl) {
    const parts = new URL(input.reportUrl).pathname.split("/");
    return { org: parts[2] ?? "", project: parts[4] ?? "" };
  }
  if (!input.org || !input.project) throw new Error("Give reportUrl, or org and project.");
  return { org: input.org, project: input.project };
}

function hasData(rates: { points: number[] }): boolean {
  return rates.points.length > 0;
}

async function listProjects(org: string) {
  const projects = await post<{ slug: string }[]>(`/orgs/${org}/projects`, {});
  if (!projects.length) {
    // ok: empty-result-no-echo
    return { content: [{ type: "text" as const, text: `No projects found in org ${org}.` }] };
  }
  return { content: [{ type: "text" as const, text: projects.map((p) => p.slug).join("\n") }] };
}

async function listMembers(org: string, project: string, role: string | undefined) {
  const members = await post<{ name: string }[]>(`/orgs/${org}/projects/${project}/members`, { role });
  if (!members.length) {
    // ruleid: empty-result-no-echo
    return { content: [{ type: "text" as const, text: `No members found in ${org}/${project}.` }] };
  }
  return { content: [{ type: "text" as const, text: members.map((m) => m.name).join("\n") }] };
}

export function registerCrawlTools(server: McpServer): void {
  server.tool(
    "fetch_pages",
    "Read the full text of known URLs.",
    { urls: z.array(z.string()), maxChars: z.number().optional() },
    async ({ urls, maxChars }) => {
      const answer = await post<CrawlAnswer>("/contents", { urls, maxChars });
      if (!answer || !answer.pages || answer.pages.length === 0) {
        return { content: [{ type: "text", text: `No content came back for ${urls.join(", ")} (maxChars ${maxChars})` }] };
      }
      const clean = sanitizeAnswer(answer);
      const pages = Array.isArray(clean.pages) ? clean.pages : [];
      return { content: [{ type: "text", text: renderPages(pages, clean.failures ?? []) }] };
    },
  );

  server.tool(
    "search_pages",
    "Search crawled pages by words (all words must match).",
    { query: z.string(), minScore: z.number().default(0.5) },
    async ({ query, minScore }) => {
      const answer = await post<CrawlAnswer>("/search", { query, minScore });
      // the earlier exit tests the failures, not the pages the formatter tests
      if (answer.failures && answer.failures.length > 0) {
        return { content: [{ type: "text", text: `The search for "${query}" failed.` }], isError: true };
      }
      const pages = Array.isArray(answer.pages) ? answer.pages : [];
      return { content: [{ type: "text", text: renderSearchPages(pages) }] };
    },
  );

  server.tool(
    "retrieve_from_kb",
    "Retrieve passages from a knowledge base.",
    { query: z.string(), kbId: z.string() },
    async ({ query, kbId }) => {
      const result = await retrievePassages(query, kbId);
      if (result.working) {
        return { content: [{ type: "text", text: result.passages.join("\n\n") }] };
      } else {
        // ok: empty-result-no-echo — the helper clears the flag only when retrieval fails, and the text says it failed: a failure (rule 3), not an empty result
        return { content: [{ type: "text", text: "Retrieval failed or returned no results." }] };
      }
    },
  );

  server.tool(
    "lookup_in_kb",
    "Look passages up in a knowledge base.",
    { query: z.string(), kbId: z.string() },
    async ({ query, kbId }) => {
      const result = await lookupPassages(query, kbId);
      if (result.found) {
        return { content: [{ type: "text", text: result.passages.join("\n\n") }] };
      } else {
        // ruleid: empty-result-no-echo
        return { content: [{ type: "text", text: "Retrieval failed or returned no results." }] };
      }
    },
  );

  server.tool(
    "get_crash_files",
    "One file attached to a crash report when fileId is given; otherwise the list of its files.",
    { reportId: z.string(), fileId: z.string().optional() },
    async ({ reportId, fileId }) => {
      if (fileId) {
        const file = await post<{ name: string }>(`/reports/${reportId}/files/${fileId}`, {});
        return { content: [{ type: "text", text: `File ${file.name} of report ${reportId}` }] };
      }
      const files = await post<{ name: string }[]>(`/reports/${reportId}/files`, {});
      if (files.length === 0) {
        // ok: empty-result-no-echo
        return { content: [{ type: "text", text: `Report ${reportId} has no files.` }] };
      }
      return { content: [{ type: "text", text: files.map((f) => f.name).join("\n") }] };
    },
  );

  server.tool(
    "get_crash_logs",
    "Log lines of a crash report, of one kind when given.",
    { reportId: z.string(), kind: z.string().optional() },
    async ({ reportId, kind }) => {
      let path = `/reports/${reportId}/logs`;
      if (kind) {
        path += `?kind=${encodeURIComponent(kind)}`;
      }
      const logs = await post<string[]>(path, {});
      if (logs.length === 0) {
        // ruleid: empty-result-no-echo
        return { content: [{ type: "text", text: `Report ${reportId} has no log lines.` }] };
      }
      return { content: [{ type: "text", text: logs.join("\n") }] };
    },
  );

  server.tool(
    "list_crash_reports",
    "Crash reports of a project, given its org and project or the URL of one of its reports.",
    { reportUrl: z.string().optional(), org: z.string().optional(), project: z.string().optional() },
    async (params) => {
      const { org, project } = scopeFrom({ reportUrl: params.reportUrl, org: params.org, project: params.project });
      const reports = await post<{ id: string }[]>(`/orgs/${org}/projects/${project}/reports`, {});
      if (reports.length === 0) {
        // ok: empty-result-no-echo
        return { content: [{ type: "text", text: `No crash reports in ${org}/${project}.` }] };
      }
      return { content: [{ type: "text", text: reports.map((r) => r.id).join("\n") }] };
    },
  );

  server.tool(
    "list_crash_groups",
    "Crash groups of a project, given its org and project or the URL of one of its reports.",
    { reportUrl: z.string().optional(), org: z.string().optional(), project: z.string().optional() },
    async (params) => {
      const { org, project } = scopeFrom({ reportUrl: params.reportUrl, org: params.org, project: params.project });
      // the URL itself goes out too: the server resolves it, so it is a value sent
      const groups = await post<{ id: string }[]>(`/orgs/${org}/projects/${project}/groups`, { near: params.reportUrl });
      if (groups.length === 0) {
        // ruleid: empty-result-no-echo
        return { content: [{ type: "text", text: `No crash groups in ${org}/${project}.` }] };
      }
      return { content: [{ type: "text", text: groups.map((g) => g.id).join("\n") }] };
    },
  );

  server.tool(
    "compare_crash_rates",
    "Crash rate of a project over a recent period against a longer baseline period.",
    { project: z.string(), period: z.string().default("7d"), baseline: z.string().default("30d") },
    async ({ project, period, baseline }) => {
      const [before, now] = await Promise.all([
        post<{ points: number[] }>(`/projects/${project}/rates`, { period: baseline }),
        post<{ points: number[] }>(`/projects/${project}/rates`, { period }),
      ]);
      if (!hasData(now) && !hasData(before)) {
        // ruleid: empty-result-no-echo
        return { content: [{ type: "text", text: `No crash data found for ${project}.` }] };
      }
      // the baseline, asked of the same project, has data: only the period can explain this one
      if (!hasData(now)) {
        // ok: empty-result-no-echo
        return { content: [{ type: "text", text: `No crash data found in the last ${period}; the ${baseline} baseline has some.` }] };
      }
      return { content: [{ type: "text", text: `${now.points.length} points against ${before.points.length}` }] };
    },
  );

  server.tool(
    "crash_admin",
    "action 'list-projects': the projects of an org; 'list-members': the members of one project, of one role when given.",
    {
      action: z.enum(["list-projects", "list-members"]),
      org: z.string(),
      project: z.string().optional(),
      role: z.string().optional(),
    },
    async ({ action, org, project, role }) => {
      switch (action) {
        case "list-projects":
          return listProjects(org);
        case "list-members":
          return listMembers(org, project ?? "", role);
      }
    },
  );

  server.tool(
    "search_news",
    "Search crawled news pages by words (all words must match).",
    { query: z.string(), days: z.number().default(7) },
    async ({ query, days }) => {
      const response = await post<{ items: Page[] } | undefined>("/news", { query, days });
      // no answer at all is a failed exchange (rule 3 judges that too), and the caller sees an empty search
      if (!response) {
        // ruleid: empty-result-no-echo — no answer at all, shown as an empty search: it owes the echo like any empty result
        return { content: [{ type: "text", text: "No news found. Please try a different query." }] };
      }
      if (!response.items.length) {
        // ruleid: empty-result-no-echo
        return { content: [{ type: "text", text: "No news found. Please try a different query." }] };
      }
      return { content: [{ type: "text", text: response.items.map((p) => p.url).join("\n") }] };
    },
  );
}
