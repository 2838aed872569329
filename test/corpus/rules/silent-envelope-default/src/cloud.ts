// fidelity-audit corpus: rule silent-envelope-default (a cloud platform's SDK: typed resource methods, a raw request method, optional members included when present, an XML catalogue, GraphQL introspection, a literature service parsing XML or JSON by mode), modelled on the shapes of public MCP servers for cloud platforms (written for this repo, 2026-11-30)
import CloudPlatform from "cloud-platform-sdk";
import { XMLParser } from "fast-xml-parser";

const client = new CloudPlatform({ apiToken: process.env.CLOUD_TOKEN ?? "" });
const xml = new XMLParser();

/** The SDK's list method builds the page object itself; its `result` member is part of that contract. */
export async function listNamespaces(accountId: string) {
  const page = await client.kv.namespaces.list({ account_id: accountId });
  // ruleid: silent-envelope-default — an SDK method's answer is an answer: whoever built it
  const namespaces = page.result ?? [];
  return namespaces.map((n: { id: string; title: string }) => ({ id: n.id, title: n.title }));
}

/** The raw request method hands back the upstream's body as it came. */
export async function listZoneRecords(zoneId: string) {
  const body = await client.request({ method: "GET", path: `/zones/${zoneId}/dns_records` });
  // ruleid: silent-envelope-default
  const records = body.result ?? [];
  return records.map((r: { name: string; type: string }) => `${r.type} ${r.name}`);
}

export async function describeJob(jobId: string) {
  const res = await fetch(`https://jobs.cloud.example/v1/jobs/${jobId}`);
  const status = (await res.json()) as { state: string; completedAt?: string; error?: string; tags?: string[] };
  if (!status.state) throw new Error(`job ${jobId}: no state in answer; keys ${Object.keys(status).join(", ")}`);
  return {
    state: status.state,
    // ok: silent-envelope-default — an optional member included when present, never an empty result
    ...(status.completedAt ? { completedAt: status.completedAt } : {}),
    // ok: silent-envelope-default
    tags: [...(status.error ? [status.error] : []), ...(status.tags ?? [])],
  };
}

/** The platform's catalogue answers in XML: an element that repeats is left out when there are none. */
export async function listCatalogueEntries(catalogue: string) {
  const res = await fetch(`https://catalogue.cloud.example/v1/${encodeURIComponent(catalogue)}.xml`);
  const doc = xml.parse(await res.text()) as { Catalogue?: { Entry?: unknown[] | unknown } };
  if (!doc.Catalogue) throw new Error(`catalogue ${catalogue}: no Catalogue element`);
  // ok: silent-envelope-default — in XML no Entry element is how zero entries are written
  const entries = doc.Catalogue.Entry ? ([] as unknown[]).concat(doc.Catalogue.Entry) : [];
  return entries;
}

/** The platform's GraphQL endpoint: introspection keys are fixed by the GraphQL specification. */
export async function graphqlTypes() {
  const res = await fetch("https://graphql.cloud.example/", {
    method: "POST",
    body: JSON.stringify({ query: "{ __schema { types { name kind } } }" }),
  });
  const body = (await res.json()) as { data: { __schema: { types: { name: string }[] } } };
  // ruleid: silent-envelope-default — a GraphQL schema declaring the key does not make a default on it right
  return (body.data.__schema.types || []).map((t) => t.name);
}

// A literature service whose answer handler parses XML or JSON by the mode asked for (parsers held in
// class fields declared by type), and a caller that reads a repeated element of the XML answer.
const LITERATURE = "https://literature.example/eutils";

class AnswerReader {
  private readonly parser: XMLParser;
  private readonly orderedParser: XMLParser;

  constructor() {
    this.parser = new XMLParser();
    this.orderedParser = new XMLParser({ preserveOrder: true });
  }

  read(text: string, mode: "xml" | "json", ordered = false): unknown {
    if (mode === "json") return JSON.parse(text);
    const parser = ordered ? this.orderedParser : this.parser;
    return parser.parse(text);
  }
}

const reader = new AnswerReader();

export async function literatureIds(term: string) {
  const res = await fetch(`${LITERATURE}/esearch?term=${encodeURIComponent(term)}`);
  const doc = reader.read(await res.text(), "xml") as { SearchResult: { IdList: { Id: string[] } } };
  // ok: silent-envelope-default — an XML answer leaves a repeated element out when there are none
  const ids = doc.SearchResult.IdList.Id ?? [];
  return { content: [{ type: "text" as const, text: ids.join(",") }] };
}
