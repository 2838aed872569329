// fidelity-audit corpus: rule unstable-order (observability and CRM tools: inline query texts, helpers in another file, a class method), modelled on the shapes of public MCP servers for monitoring platforms and CRMs (written for this repo, 2026-12-01)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import {
  accountCases,
  allProblems,
  caseWithComments,
  DeclarationsFeed,
  latestDocuments,
  latestDocumentsStable,
  listProblems,
  listProblemsStable,
  recentIssues,
  runQuery,
} from "./client/observability.js";

const feed = new DeclarationsFeed();
const json = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });
const FILINGS = "https://filings.example/v1/filings";

export function registerObservabilityTools(server: McpServer) {
  const frame = { timeframe: z.string().default("24h") };
  server.tool("list_problems", "Problems of a time frame, newest first.", frame, async ({ timeframe }) =>
    json(await listProblems(timeframe)),
  );
  server.tool("list_problems_stable", "Problems of a time frame, newest first, ties by id.", frame, async ({ timeframe }) =>
    json(await listProblemsStable(timeframe)),
  );
  server.tool("all_problems", "All problems of a time frame.", frame, async ({ timeframe }) => json(await allProblems(timeframe)));
  server.tool("list_exceptions", "The newest exceptions of a time frame.", frame, async ({ timeframe }) => {
    // ruleid: unstable-order — an inline piped query: sorted on a time that ties, then `| limit 20`
    const dql = `fetch exceptions, from: now()-${timeframe} | sort start_time desc | limit 20`;
    return json(await runQuery({ query: dql }));
  });
  server.tool("list_exceptions_stable", "The newest exceptions of a time frame, ties by id.", frame, async ({ timeframe }) => {
    // ok: unstable-order — a unique key ends the order
    const dql = `fetch exceptions, from: now()-${timeframe} | sort start_time desc, error.id asc | limit 20`;
    return json(await runQuery({ query: dql }));
  });
  server.tool(
    "account_cases",
    "Cases of an account, newest first.",
    { account_id: z.string(), limit: z.number().int().optional() },
    async ({ account_id, limit }) => json(await accountCases(account_id, limit)),
  );
  server.tool("case_with_comments", "A case with its comments.", { case_id: z.string() }, async ({ case_id }) =>
    json(await caseWithComments(case_id)),
  );
  server.tool("recent_issues", "Recently updated issues.", {}, async () => json(await recentIssues()));
  const docs = { collection: z.string(), n: z.number().int().max(100) };
  server.tool("latest_documents", "Newest documents of a collection.", docs, async ({ collection, n }) =>
    json(await latestDocuments(collection, n)),
  );
  server.tool("latest_documents_stable", "Newest documents of a collection, ties by id.", docs, async ({ collection, n }) =>
    json(await latestDocumentsStable(collection, n)),
  );
  const paging = { skip: z.number().int().default(0), order_by: z.string().optional() };
  server.tool("declarations", "Declarations, a page of 100.", paging, async ({ skip, order_by }) =>
    json(await feed.page(skip, order_by)),
  );
  server.tool("declarations_stable", "Declarations, a page of 100, ties by id.", paging, async ({ skip }) =>
    json(await feed.pageStable(skip)),
  );
  const filings = { committee: z.string(), sort: z.string().optional(), page: z.number().int().default(1) };
  server.tool("filings", "Filings of a committee.", filings, async ({ committee, sort, page }) => {
    const qs = new URLSearchParams({
      committee_id: committee,
      page: String(page),
      per_page: "20",
      // ruleid: unstable-order — the order sent when the caller leaves `sort` out: a date alone, paged
      sort: sort ?? "-receipt_date",
    });
    const res = await fetch(`${FILINGS}?${qs}`);
    return json((await res.json()).results);
  });
  server.tool("filings_stable", "Filings of a committee.", filings, async ({ committee, sort, page }) => {
    const qs = new URLSearchParams({
      committee_id: committee,
      page: String(page),
      per_page: "20",
      // ok: unstable-order — the default ends in the filing's id
      sort: sort ?? "-receipt_date,filing_id",
    });
    const res = await fetch(`${FILINGS}?${qs}`);
    return json((await res.json()).results);
  });
}
