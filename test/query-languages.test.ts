// Tests of the query-language model (src/model/query-languages.ts): clause texts written for this repo in the
// shapes servers compose statements (a template's words with each value put in as `…`).
import { describe, expect, it } from "vitest";
import { QUERY_CLAUSES, queryClauseIn } from "../src/model/query-languages.js";

const languageOf = (t: string) => queryClauseIn(t)?.language;

describe("query-language clauses", () => {
  it("reads SQL conditions and bound limits", () => {
    expect(languageOf(" AND year = ?")).toBe("SQL (also SOQL, ODSQL, Cypher)");
    expect(languageOf(" AND Industry = '…'")).toBe("SQL (also SOQL, ODSQL, OData `$filter`)");
    expect(languageOf(" LIMIT ?")).toBe("SQL");
    expect(languageOf(" limit $2")).toBe("SQL");
    // an interpolated LIMIT may go to a query API that pages on its own (Salesforce's REST query): no clause exemption
    expect(queryClauseIn(" LIMIT …")).toBeUndefined();
  });

  it("reads ADQL's TOP", () => {
    expect(languageOf("SELECT TOP … ra, dec FROM gaiadr3.gaia_source")).toBe("ADQL (TAP), Transact-SQL");
    expect(languageOf("TOP … ")).toBe("ADQL (TAP), Transact-SQL");
  });

  it("reads PubMed's field-tagged Boolean clauses and date ranges", () => {
    expect(languageOf(" AND (…[…] : …[…])")).toBe("Entrez / PubMed query");
    expect(languageOf(' AND "…"[Journal]')).toBe("Entrez / PubMed query");
    expect(languageOf("…[Author]")).toBe("Entrez / PubMed query");
    expect(languageOf(" AND …[pdat]")).toBe("Entrez / PubMed query");
  });

  it("reads Lucene Boolean clauses and ranges", () => {
    expect(languageOf(" AND status:…")).toBe("Lucene query syntax (Elasticsearch / OpenSearch query_string, Solr)");
    expect(languageOf("published:[… TO …]")).toBe(
      "Lucene query syntax (Elasticsearch / OpenSearch query_string, Solr)",
    );
  });

  it("reads Primo's field-tagged clauses (q, qInclude)", () => {
    expect(languageOf("facet_lang,exact,…")).toBe("Ex Libris Primo query (`q`, `qInclude`, `qExclude`)");
    expect(languageOf("|,|facet_rtype,exact,…")).toBe("Ex Libris Primo query (`q`, `qInclude`, `qExclude`)");
    expect(languageOf("any,contains,…")).toBe("Ex Libris Primo query (`q`, `qInclude`, `qExclude`)");
    // look-alikes: a comma list of values, a precision word that is none of Primo's
    expect(queryClauseIn("red,green,…")).toBeUndefined();
    expect(queryClauseIn("title,fuzzy,…")).toBeUndefined();
  });

  it("is no clause: prose, a URL fragment, an array index, a request key", () => {
    expect(queryClauseIn("Limit the results to 10 items")).toBeUndefined();
    expect(queryClauseIn("&status=…")).toBeUndefined();
    expect(queryClauseIn("https://example.org/search?q=…")).toBeUndefined();
    expect(queryClauseIn("…[0]")).toBeUndefined();
    expect(queryClauseIn("Search by title and author [optional]")).toBeUndefined();
    expect(queryClauseIn("Top results first")).toBeUndefined();
  });

  it("cites where each language defines its clause", () => {
    expect(QUERY_CLAUSES.filter((c) => !/^https:\/\//.test(c.source))).toEqual([]);
  });
});
