// fidelity-audit corpus: rule unstable-order (observability and CRM back ends: a piped query language, SOQL, OData, a GraphQL SDK, Firestore), modelled on the shapes of public MCP servers (written for this repo, 2026-12-01)
import { LinearClient, PaginationOrderBy } from "@linear/sdk";
import { Firestore } from "@google-cloud/firestore";
import jsforce from "jsforce";

const API = process.env.OBS_URL ?? "https://obs.example/api/v2";
const conn = new jsforce.Connection({ loginUrl: process.env.SF_LOGIN_URL });
const linear = new LinearClient({ apiKey: process.env.LINEAR_API_KEY });
const db = new Firestore();

/** Runs a piped query; the platform returns at most `maxResultRecords` records. */
export async function runQuery(body: { query: string; maxResultRecords?: number }): Promise<unknown[]> {
  const res = await fetch(`${API}/query:execute`, { method: "POST", body: JSON.stringify(body) });
  return (await res.json()).records;
}

/** The problems of a time frame, newest first: a helper in another file. */
export async function listProblems(timeframe: string): Promise<unknown[]> {
  const dql = `fetch events, from: now()-${timeframe}
| filter event.kind == "PROBLEM"
| fields event.id, event.name, event.start
// ruleid: unstable-order — a sort on the start time, cut by the record cap: problems that tie at the cut change between calls
| sort event.start desc`;
  return runQuery({ query: dql, maxResultRecords: 1000 });
}

/** The same list, ending the order with the event's id. */
export async function listProblemsStable(timeframe: string): Promise<unknown[]> {
  const dql = `fetch events, from: now()-${timeframe}
| filter event.kind == "PROBLEM"
// ok: unstable-order — the order ends in a unique key
| sort event.start desc, event.id asc`;
  return runQuery({ query: dql, maxResultRecords: 1000 });
}

/** All problems of a time frame, sorted but neither paged nor cut. */
export async function allProblems(timeframe: string): Promise<unknown[]> {
  // ok: unstable-order — nothing pages or cuts this answer: ties can reorder entries but never drop one
  const dql = `fetch events, from: now()-${timeframe} | sort event.start desc`;
  return runQuery({ query: dql });
}

/** Cases of an account, built clause by clause (SOQL). */
export async function accountCases(accountId: string, limit?: number): Promise<unknown[]> {
  let soql = `SELECT Id, Subject, CreatedDate FROM Case WHERE AccountId = '${accountId}'`;
  // ruleid: unstable-order — the LIMIT appended below cuts this order through ties
  soql += " ORDER BY CreatedDate DESC";
  if (limit) soql += ` LIMIT ${limit}`;
  const result = await conn.query(soql);
  return result.records;
}

/** A case's owner, then its comments: the LIMIT belongs to the other query. */
export async function caseWithComments(caseId: string): Promise<unknown[]> {
  const owner = await conn.query(`SELECT OwnerId FROM Case WHERE Id = '${caseId}' LIMIT 1`);
  // ok: unstable-order — the whole comment list is returned; the LIMIT above is another query's
  const comments = await conn.query(`SELECT Id, Body FROM CaseComment WHERE ParentId = '${caseId}' ORDER BY CreatedDate`);
  return [...owner.records, ...comments.records];
}

/** Recent issues through the tracker's SDK: its order enum is an SDK type. */
export async function recentIssues(): Promise<unknown[]> {
  // ruleid: unstable-order — the SDK orders by the update time, and `first` cuts the answer
  const page = await linear.issues({ first: 50, orderBy: PaginationOrderBy.UpdatedAt });
  return page.nodes;
}

/** Firestore documents of a collection, newest first. */
export async function latestDocuments(collection: string, n: number): Promise<unknown[]> {
  const snap = await db
    .collection(collection)
    // ruleid: unstable-order — a builder's order on one key that ties, cut by limit()
    .orderBy("publishedAt", "desc")
    .limit(n)
    .get();
  return snap.docs.map((d) => d.data());
}

/** The same, with the document id as the last key of the chain. */
export async function latestDocumentsStable(collection: string, n: number): Promise<unknown[]> {
  const snap = await db
    .collection(collection)
    // ok: unstable-order — the chain ends in a unique key
    .orderBy("publishedAt", "desc")
    .orderBy("docId")
    .limit(n)
    .get();
  return snap.docs.map((d) => d.data());
}

/** An OData feed of declarations, read through a class that builds its parameters. */
export class DeclarationsFeed {
  async page(skip: number, orderBy?: string): Promise<unknown[]> {
    const params: Record<string, string | number> = { $top: 100, $skip: skip };
    // ruleid: unstable-order — the default order, on a date, paged by $skip
    params.$orderby = orderBy ?? "declarationDate desc";
    const res = await fetch(`${API}/declarations?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`);
    return (await res.json()).value;
  }

  async pageStable(skip: number): Promise<unknown[]> {
    const params: Record<string, string | number> = { $top: 100, $skip: skip };
    // ok: unstable-order — the order ends in the record id
    params.$orderby = "declarationDate desc, id";
    const res = await fetch(`${API}/declarations?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`);
    return (await res.json()).value;
  }
}
