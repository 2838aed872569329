// fidelity-audit corpus: rule unstable-order (search back ends: Elasticsearch, Solr over fetch, Postgres), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import { Client } from "@elastic/elasticsearch";
import pg from "pg";

const es = new Client({ node: process.env.ES_URL ?? "http://localhost:9200" });
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
const SOLR = process.env.SOLR_URL ?? "http://localhost:8983/solr/press";

export interface Release {
  id: string;
  title: string;
  date: string;
  score: number;
  agency: string;
  name: string;
}

export async function esSearch(text: string, offset: number): Promise<Release[]> {
  const res = await es.search({
    index: "releases",
    from: offset,
    size: 20,
    query: { match: { body: text } },
    // ruleid: unstable-order
    sort: [{ date: "desc" }],
  });
  return res.hits.hits.map((h) => h._source as Release);
}

export async function esSearchStable(text: string, offset: number): Promise<Release[]> {
  const res = await es.search({
    index: "releases",
    from: offset,
    size: 20,
    query: { match: { body: text } },
    // ok: unstable-order
    sort: [{ date: "desc" }, { _id: "asc" }],
  });
  return res.hits.hits.map((h) => h._source as Release);
}

export async function solrSearch(text: string, start: number): Promise<Release[]> {
  const sp = new URLSearchParams({ q: text, rows: "50" });
  sp.set("start", String(start));
  // ruleid: unstable-order
  sp.set("sort", "score desc");
  const res = await fetch(`${SOLR}/select?${sp}`);
  const body = await res.json();
  return body.response.docs;
}

export async function solrTop(text: string): Promise<Release[]> {
  const sp = new URLSearchParams({ q: text, rows: "10" });
  // ruleid: unstable-order — a sort on score with rows=10 is cut through ties
  sp.set("sort", "score desc");
  const res = await fetch(`${SOLR}/select?${sp}`);
  const body = await res.json();
  return body.response.docs;
}

export async function solrRecent(text: string, start: number): Promise<Release[]> {
  const params = {
    q: text,
    start,
    rows: 50,
    // ruleid: unstable-order
    sort: "score desc, published_at desc",
  };
  const res = await fetch(`${SOLR}/select?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`);
  return (await res.json()).response.docs;
}

export async function packageSearch(text: string, start: number): Promise<Release[]> {
  const res = await fetch("https://ckan.example/api/3/action/package_search", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    // ok: unstable-order
    body: JSON.stringify({ q: text, start, rows: 50, sort: "score desc, name asc" }),
  });
  return (await res.json()).result.results;
}

/** The newest few of an agency: one top-N request, not a page of a longer list. */
export async function sqlLatest(agency: string): Promise<Release[]> {
  const { rows } = await pool.query(
    // ruleid: unstable-order — ORDER BY date with LIMIT is cut through ties
    "SELECT id, title, date FROM releases WHERE agency = $1 ORDER BY date DESC LIMIT 5",
    [agency],
  );
  return rows;
}

/** MySQL's offset form pages too. */
export async function sqlPageMysql(agency: string, offset: number): Promise<Release[]> {
  const { rows } = await pool.query(
    // ruleid: unstable-order
    "SELECT id, title, date FROM releases WHERE agency = $1 ORDER BY date DESC LIMIT $2, 50",
    [agency, offset],
  );
  return rows;
}

export async function sqlByDate(agency: string, offset: number): Promise<Release[]> {
  const { rows } = await pool.query(
    // ruleid: unstable-order
    "SELECT id, title, date FROM releases WHERE agency = $1 ORDER BY date DESC LIMIT 50 OFFSET $2",
    [agency, offset],
  );
  return rows;
}

export async function sqlByDateStable(agency: string, offset: number): Promise<Release[]> {
  const { rows } = await pool.query(
    // ok: unstable-order
    "SELECT id, title, date FROM releases WHERE agency = $1 ORDER BY date DESC, id LIMIT 50 OFFSET $2",
    [agency, offset],
  );
  return rows;
}

export const byDate = (a: Release, b: Release) => b.date.localeCompare(a.date);

export async function getRelease(id: string): Promise<Release> {
  const res = await es.get({ index: "releases", id });
  return res._source as Release;
}

/** Several releases at once, collected as the requests finish. */
export async function getReleases(ids: string[]): Promise<Release[]> {
  const out: Release[] = [];
  await Promise.all(
    ids.map(async (id) => {
      // ruleid: unstable-order
      out.push(await getRelease(id));
    }),
  );
  return out;
}

/** Several releases at once, in the order of the ids. */
export async function getReleasesInOrder(ids: string[]): Promise<Release[]> {
  return Promise.all(ids.map((id) => getRelease(id)));
}
