// fidelity-audit corpus: rule scope-only-when-set (query builders: clauses of statements the server writes itself — a PubMed term, SOQL, ADQL, Lucene), modelled on public MCP servers over NCBI E-utilities, Salesforce, a TAP archive and a Solr index (written for this repo, 2026-12-03)
const EUTILS = "https://eutils.ncbi.nlm.nih.gov/entrez/eutils";

/** A helper in another file: field-tagged clauses appended to the caller's PubMed term. */
export function pubmedTerm(query: string, journal?: string, minDate?: string, maxDate?: string): string {
  let term = query;
  if (journal) {
    // ok: scope-only-when-set — a Boolean clause of the PubMed term: left out, articles of every journal
    term += ` AND "${journal}"[Journal]`;
  }
  if (minDate && maxDate) {
    // ok: scope-only-when-set
    term += ` AND (${minDate}[dp] : ${maxDate}[dp])`;
  }
  return term;
}

export async function esearch(term: string, retmax?: number): Promise<unknown> {
  const q: Record<string, string> = { db: "pubmed", term, retmode: "json" };
  // ruleid: scope-only-when-set — left out, ESearch returns only the first 20 UIDs
  if (retmax) q.retmax = String(retmax);
  const res = await fetch(`${EUTILS}/esearch.fcgi?${new URLSearchParams(q)}`);
  if (!res.ok) throw new Error(`ESearch ${res.status}`);
  return res.json();
}

/** A class method: a SOQL statement with its optional clauses. */
export class RecordQuery {
  constructor(private readonly instance: string) {}

  async query(objectName: string, fields: string[], limit?: number, status?: string): Promise<unknown> {
    let soql = `SELECT ${fields.join(", ")} FROM ${objectName}`;
    // ruleid: scope-only-when-set — an interpolated LIMIT of a query API: left out, the API's own batch of records
    if (limit) soql += ` LIMIT ${limit}`;
    const params = new URLSearchParams({ q: soql });
    // ruleid: scope-only-when-set
    if (status) params.set("status", status);
    const res = await fetch(`${this.instance}/services/data/v60.0/query?${params}`);
    if (!res.ok) throw new Error(`query ${res.status}`);
    return res.json();
  }
}

/** Inline: ADQL's TOP, written only when the caller gave a row count. */
export async function archiveRows(table: string, top?: number): Promise<unknown> {
  // ok: scope-only-when-set — TOP left out, the statement selects every row (the service's MAXREC applies either way)
  const adql = `SELECT ${top ? `TOP ${top} ` : ""}* FROM ${table}`;
  const res = await fetch(`https://archive.example.org/tap/sync?${new URLSearchParams({ query: adql, lang: "ADQL" })}`);
  if (!res.ok) throw new Error(`TAP ${res.status}`);
  return res.json();
}

/** A Lucene query the server composes for a Solr index. */
export async function rulingSearch(text: string, court?: string): Promise<unknown> {
  let q = text;
  // ok: scope-only-when-set — a Boolean clause of the server's own Lucene query
  if (court) q += ` AND court:${court}`;
  const res = await fetch(`https://index.example.org/solr/rulings/select?${new URLSearchParams({ q, wt: "json" })}`);
  if (!res.ok) throw new Error(`Solr ${res.status}`);
  return res.json();
}
