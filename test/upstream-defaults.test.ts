// Tests of the upstream-API model (src/model/upstream-defaults.ts): request texts written for this repo in the
// shapes real servers build their URLs (a host literal, a base URL from the environment, an SDK call).
import { describe, expect, it } from "vitest";
import { apisNamedIn, knownDefault, UPSTREAM_APIS } from "../src/model/upstream-defaults.js";

const ghPulls = "`https://api.github.com/repos/${owner}/${repo}/pulls`";

describe("upstream defaults model", () => {
  it("names GitHub's default for a pull request list left without state", () => {
    expect(knownDefault([ghPulls, '"state"'], [], "state")).toEqual({
      api: "GitHub",
      endpoint: "pull requests",
      param: {
        key: "state",
        omitted: { kind: "subset", items: "open pull requests" },
        source: "https://docs.github.com/en/rest/pulls/pulls#list-pull-requests",
      },
    });
  });

  it("reads a repository held in one value (`${repo}` as owner/name)", () => {
    const request = ["`${API}/repos/${repo}/issues`"];
    expect(knownDefault(request, apisNamedIn(['"https://api.github.com"']), "state")?.param.omitted).toEqual({
      kind: "subset",
      items: "open issues",
    });
  });

  it("knows that GitLab lists merge requests of every state, the host named elsewhere in the module", () => {
    const request = [
      "`${getApiUrl()}/projects/${encodeURIComponent(id)}/merge_requests`",
      "`${getApiUrl()}/merge_requests`",
    ];
    expect(knownDefault(request, apisNamedIn(['"https://gitlab.com"']), "state")?.param.omitted).toEqual({
      kind: "all",
    });
  });

  it("reads an SDK call as the request (Stripe subscriptions)", () => {
    expect(knownDefault(["stripe.subscriptions.list"], [], "status")?.param.omitted).toEqual({
      kind: "subset",
      items: "subscriptions that are not canceled",
    });
  });

  it("reads Airflow's generated SDK calls: DAGs default to active ones, DAG runs to every state", () => {
    expect(knownDefault(["dag_api.get_dags"], [], "only_active")?.param.omitted).toEqual({
      kind: "subset",
      items: "active DAGs (only_active defaults to true)",
    });
    expect(knownDefault(["dag_api.get_dags"], [], "paused")?.param.omitted).toEqual({ kind: "all" });
    expect(knownDefault(["dag_run_api.get_dag_runs"], [], "state")?.param.omitted).toEqual({ kind: "all" });
    // the batch endpoint (a POST body with `states`) is not modelled
    expect(knownDefault(["dag_run_api.get_dag_runs_batch"], [], "state")).toBeUndefined();
  });

  it("does not know a single item's URL, an unmodelled key, an unknown host, or two APIs at once", () => {
    // one pull request, not the list
    expect(knownDefault(["`https://api.github.com/repos/${o}/${r}/pulls/${n}`"], [], "state")).toBeUndefined();
    // GitLab's issues: `scope` is not in the model
    expect(knownDefault(['"/api/v4/issues"'], [], "scope")).toBeUndefined();
    // a forge the model does not know
    expect(
      knownDefault(["`${FORGE}/merge_requests`"], apisNamedIn(['"https://forge.example/api/v3"']), "state"),
    ).toBeUndefined();
    // the module names both hosts and the request neither
    expect(
      knownDefault(["`${base}/issues`"], apisNamedIn(['"https://api.github.com"', '"https://gitlab.com"']), "state"),
    ).toBeUndefined();
  });

  it("gives no answer when the request may reach endpoint families whose answers differ", () => {
    // GitLab iterations (all) beside a path the model knows nothing about for this key
    expect(knownDefault(['"/api/v4/groups/1/iterations"', '"/api/v4/issues"'], [], "scope")).toBeUndefined();
  });

  it("knows that FRED's observations left without dates or limit are the whole series", () => {
    const request = ['"https://api.stlouisfed.org/fred"', '"series/observations"'];
    for (const key of ["observation_start", "observation_end", "limit"])
      expect([key, knownDefault(request, [], key)?.param.omitted]).toEqual([key, { kind: "all" }]);
    // another FRED endpoint (a search's `limit`) is not modelled
    expect(knownDefault(['"https://api.stlouisfed.org/fred"', '"series/search"'], [], "limit")).toBeUndefined();
  });

  it("knows OAI-PMH's optional harvesting bounds by the list verb, as a literal or in a query string", () => {
    for (const request of [
      ["ListRecords"],
      ['"ListIdentifiers"'],
      ["`${base}?verb=ListRecords&metadataPrefix=oai_dc`"],
    ])
      expect(["from", "until", "set"].map((k) => knownDefault(request, [], k)?.param.omitted.kind)).toEqual([
        "all",
        "all",
        "all",
      ]);
    // one record (GetRecord) has no such bounds, and another key of a harvest is not modelled
    expect(knownDefault(["GetRecord"], [], "from")).toBeUndefined();
    expect(knownDefault(["ListRecords"], [], "collection")).toBeUndefined();
  });

  it("knows JPL's fireball filters as unbounded when left out, also written with `_` for `-`", () => {
    const request = ["'https://ssd-api.jpl.nasa.gov/fireball.api'"];
    expect(knownDefault(request, [], "limit")?.param.omitted).toEqual({ kind: "all" });
    expect(knownDefault(request, [], "date_min")?.param.key).toBe("date-min");
    // look-alike: another SSD endpoint is not modelled, nor a key the fireball table does not list
    expect(knownDefault(["'https://ssd-api.jpl.nasa.gov/sentry.api'"], [], "limit")).toBeUndefined();
    expect(knownDefault(request, [], "sort")).toBeUndefined();
  });

  it("knows that JPL's Scout summary query returns every object: no limit narrows it", () => {
    const request = ["'https://ssd-api.jpl.nasa.gov'", "'/scout.api'"];
    expect(knownDefault(request, [], "limit")?.endpoint).toBe("Scout summary data");
    // look-alike: the object designation is no page size, and the model does not list it
    expect(knownDefault(request, [], "tdes")).toBeUndefined();
  });

  it("knows Discogs' optional search filters and order status, the path handed to a client with its own base path", () => {
    expect(knownDefault(["'/search'"], ["Discogs"], "type")?.param.omitted).toEqual({ kind: "all" });
    expect(knownDefault(["`/orders`"], ["Discogs"], "status")?.endpoint).toBe("marketplace orders");
    // look-alike: one order's messages is not the order list; per_page is not modelled
    expect(knownDefault(["`/orders/${order_id}/messages`"], ["Discogs"], "status")).toBeUndefined();
    expect(knownDefault(["'/search'"], ["Discogs"], "per_page")).toBeUndefined();
    // look-alike: '/search' of an API that is not Discogs
    expect(knownDefault(["'/search'"], [], "type")).toBeUndefined();
  });

  it("knows ClinicalTrials.gov's study filters, but not its page size (documented default 10)", () => {
    const request = ["'/studies'", "'ClinicalTrials.gov'"];
    expect(knownDefault(request, [], "filter.overallStatus")?.param.omitted).toEqual({ kind: "all" });
    expect(knownDefault(request, [], "pageSize")).toBeUndefined();
    expect(knownDefault(["'/studies'"], [], "filter.overallStatus")).toBeUndefined();
  });

  it("knows that Exa's search filters restrict only when given, through the SDK or the path handed to `exa.request`", () => {
    expect(knownDefault(["exa.request", '"/search"'], [], "category")?.param.omitted).toEqual({ kind: "all" });
    expect(knownDefault(["exa.searchAndContents"], [], "includeDomains")?.param.omitted).toEqual({ kind: "all" });
    expect(knownDefault(["exa.search"], [], "startPublishedDate")?.api).toBe("Exa");
    // look-alike: the page size is not modelled (documented default 10); another path of the client is not search
    expect(knownDefault(["exa.search"], [], "numResults")).toBeUndefined();
    expect(knownDefault(["exa.request", '"/research/v1"'], [], "category")).toBeUndefined();
  });

  it("knows SearXNG's categories left out are the instance's default ones (a subset), its time range none", () => {
    const request = ["'/'", "`SearXNG /config is unavailable`"];
    expect(knownDefault(request, [], "categories")).toEqual({
      api: "SearXNG",
      endpoint: "search",
      param: {
        key: "categories",
        omitted: { kind: "subset", items: "the instance's default categories (its preferences, else 'general')" },
        source: "https://github.com/searxng/searxng/blob/master/searx/webadapter.py",
      },
    });
    expect(knownDefault(request, [], "time_range")?.param.omitted).toEqual({ kind: "all" });
    // look-alike: the root path of a server that names no SearXNG
    expect(knownDefault(["'/'"], [], "categories")).toBeUndefined();
  });

  it("knows ESearch's date limits and its page of 20 UIDs", () => {
    const request = ["'https://eutils.ncbi.nlm.nih.gov/entrez/eutils/'", "'esearch.fcgi'"];
    expect(knownDefault(request, [], "mindate")?.param.omitted).toEqual({ kind: "all" });
    expect(knownDefault(request, [], "retmax")?.param.omitted).toEqual({
      kind: "subset",
      items: "the first 20 UIDs (retmax defaults to 20)",
    });
    // look-alike: EFetch is not ESearch
    expect(knownDefault(["'https://eutils.ncbi.nlm.nih.gov/entrez/eutils/efetch.fcgi'"], [], "retmax")).toBeUndefined();
  });

  it("knows Graphlit's content filters narrow only when given", () => {
    expect(knownDefault(["client.queryContents", "'graphlit-client'"], [], "types")?.param.omitted).toEqual({
      kind: "all",
    });
    expect(knownDefault(["client.queryContents"], ["Graphlit"], "collections")?.api).toBe("Graphlit");
    expect(knownDefault(["client.queryContents"], [], "types")).toBeUndefined();
  });

  it("knows Graphlit's feed query: `queryFeeds()` is all feeds, `types` narrows only when given; not another query", () => {
    expect(knownDefault(["client.queryFeeds"], ["Graphlit"], "types")?.param.omitted).toEqual({ kind: "all" });
    expect(knownDefault(["client.queryFeeds"], ["Graphlit"], "limit")).toBeUndefined();
    expect(knownDefault(["client.querySpecifications"], ["Graphlit"], "types")).toBeUndefined();
  });

  it("knows the Discogs inventory's `status` is an optional filter; not the inventory export", () => {
    const inv = ["'https://api.discogs.com'", "`/users/${username}/inventory`"];
    expect(knownDefault(inv, [], "status")?.param.omitted).toEqual({ kind: "all" });
    expect(knownDefault(["'https://api.discogs.com'", "'/inventory/export'"], [], "status")).toBeUndefined();
  });

  it("knows DONKI's CME window: a start 30 days back, an end of today; not a DONKI endpoint it does not list", () => {
    const events = ["'/DONKI/CME'", "'/DONKI/CMEAnalysis'"];
    expect(knownDefault(events, [], "startDate")?.param.omitted).toEqual({
      kind: "subset",
      items: "the events of the last 30 days (startDate defaults to 30 days ago)",
    });
    expect(knownDefault(events, [], "endDate")?.param.omitted).toEqual({ kind: "all" });
    // look-alikes: DONKI endpoints whose defaults were not confirmed, another NASA API, a key the model does not know
    expect(knownDefault(["'/DONKI/notifications'"], [], "endDate")).toBeUndefined();
    expect(knownDefault(["'/v3/events'", "'https://api.nasa.gov'"], [], "endDate")).toBeUndefined();
    expect(knownDefault(events, [], "catalog")).toBeUndefined();
  });

  it("cites a public source for every entry", () => {
    const sources = UPSTREAM_APIS.flatMap((a) => a.endpoints.flatMap((e) => e.params.map((p) => p.source)));
    expect(
      sources.filter(
        (s) =>
          !/^https:\/\/(docs\.github\.com|docs\.gitlab\.com|gitlab\.com|docs\.stripe\.com|airflow\.apache\.org|fred\.stlouisfed\.org|www\.openarchives\.org|ssd-api\.jpl\.nasa\.gov|www\.discogs\.com|clinicaltrials\.gov|docs\.exa\.ai|github\.com|docs\.searxng\.org|www\.ncbi\.nlm\.nih\.gov|docs\.graphlit\.dev|ccmc\.gsfc\.nasa\.gov)\//.test(
            s,
          ),
      ),
    ).toEqual([]);
  });
});
