// fidelity-audit corpus: rule scope-only-when-set (axios client for the change feed; values dropped when unset, restrictions always sent), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import axios from "axios";

const feed = axios.create({ baseURL: process.env.TERMBANK_FEED_URL ?? "https://termbank.example/feed/v2" });

const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

export interface ChangeQuery {
  collection?: string;
  editor?: string;
}

export async function listChanges(opts: ChangeQuery): Promise<unknown[]> {
  const { data } = await feed.get("/changes", {
    params: {
      // ruleid: scope-only-when-set — a collection narrows the set: left out, the upstream picks
      collection: opts.collection || undefined,
      // ok: scope-only-when-set — a filter whose omission means "any editor": not a scope (configurable: narrowing)
      editor: opts.editor ?? undefined,
      // ruleid: scope-only-when-set
      state: "published",
      // ruleid: scope-only-when-set
      modified_since: new Date(Date.now() - THIRTY_DAYS_MS).toISOString(),
      // ok: scope-only-when-set — a page size sent explicitly, no argument behind it (rule 1 asks for explicit values)
      rows: 20,
      // ok: scope-only-when-set
      lang: "de",
    },
  });
  return data.changes;
}

export async function listApproved(collection: string): Promise<unknown[]> {
  const { data } = await feed.get("/entries", {
    params: {
      collection,
      // ok: scope-only-when-set
      status: "approved",
      // ok: scope-only-when-set
      rows: 500,
    },
  });
  return data.entries;
}

/** How many entries one page of recent approvals holds (named in the tool description). */
export const RECENT_PAGE = 25;

export async function listRecentApproved(collection: string): Promise<unknown[]> {
  const { data } = await feed.get("/entries", {
    params: {
      collection,
      // ok: scope-only-when-set
      status: "approved",
      // ok: scope-only-when-set — the description names the number through the same constant
      rows: RECENT_PAGE,
    },
  });
  return data.entries;
}

/** One entry by its code, through the list endpoint: a page of one is the lookup, not a cut. */
export async function entryByCode(code: string): Promise<unknown> {
  const { data } = await feed.get("/entries", {
    params: {
      code,
      // ok: scope-only-when-set
      rows: 1,
    },
  });
  return data.entries[0];
}

export async function createEntry(designation: string, collection?: string): Promise<unknown> {
  const body: Record<string, string> = { designation };
  // ok: scope-only-when-set — a tool that creates something: its optional arguments are payload, not a scope
  if (collection) body.collection = collection;
  // ok: scope-only-when-set
  const { data } = await feed.post("/entries", { ...body, state: "draft" });
  return data;
}
