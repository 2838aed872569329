/**
 * What well-known upstream APIs do with a narrowing parameter the request leaves out: models as data
 * (in the spirit of CodeQL's models-as-data), read by rule 1 (`scope-only-when-set`).
 *
 * The code alone cannot show an API's default: whether a `state` left out of the request means
 * "every state" or "open only" is written in the API's documentation, not in the server. This file
 * holds that knowledge for a few APIs, each entry taken from the API's public documentation (or, where
 * the documentation only lists the values, the API's own published source), cited per entry. Nothing
 * here is guessed: an API, endpoint or parameter that is not listed is "unknown", and the rule then
 * keeps its generic finding.
 *
 * An API is recognised from the text of the request: a host or base path literal (`api.github.com`,
 * `gitlab.com`, `/api/v4`) or an SDK call (`stripe.subscriptions.list`), else from the modules around
 * it. An endpoint family is recognised from the path in the request URL (`/repos/{owner}/{repo}/pulls`).
 * Language-neutral: a front end supplies the texts (`ParamFlow.request`), this file only matches them.
 */

/** What leaving a parameter out of the request means upstream. */
export type OmissionMeaning =
  /** Every item, whatever its value for this parameter: leaving it out narrows nothing. */
  | { kind: "all" }
  /** Only a subset, in words ("open pull requests", "subscriptions that are not canceled"). */
  | { kind: "subset"; items: string };

export interface ParamDefault {
  /** The request key (`state`, `status`, `scope`). */
  key: string;
  omitted: OmissionMeaning;
  /** Where the API documents it (the documentation page, or the API's own source where the page only lists values). */
  source: string;
}

export interface EndpointFamily {
  /** The endpoint family in words ("issues", "pull requests"). */
  what: string;
  /** Matches the request path (or the SDK call) of this family; tested on each text of the request. */
  path: RegExp;
  params: ParamDefault[];
}

export interface UpstreamApi {
  /** The API's name as a reader knows it ("GitHub", "GitLab"). */
  name: string;
  /** Matches a host or base path literal, or an SDK call, that names this API. */
  recognisedBy: RegExp;
  endpoints: EndpointFamily[];
}

const ALL: OmissionMeaning = { kind: "all" };

/** The upstream models. Keep each entry small, cited, and confirmed against the API's documentation. */
export const UPSTREAM_APIS: readonly UpstreamApi[] = [
  {
    name: "GitHub",
    recognisedBy: /\bapi\.github\.com\b/,
    endpoints: [
      {
        what: "pull requests",
        // /repos/{owner}/{repo}/pulls (the repository may be one `${repo}` holding "owner/name"), not
        // /pulls/{number} (one pull request) nor its sub-resources
        path: /\/repos\/[^\s`'"]+\/pulls(?:[?`'"]|\/?$)/,
        params: [
          {
            key: "state",
            omitted: { kind: "subset", items: "open pull requests" },
            source: "https://docs.github.com/en/rest/pulls/pulls#list-pull-requests",
          },
        ],
      },
      {
        what: "issues",
        // a repository's, an organisation's, or the authenticated user's issues (`/issues`, `/user/issues`)
        path: /(?:\/repos\/[^\s`'"]+|\/orgs\/[^/\s`'"]+|\/user|\.com)\/issues(?:[?`'"]|\/?$)/,
        params: [
          {
            key: "state",
            omitted: { kind: "subset", items: "open issues" },
            source: "https://docs.github.com/en/rest/issues/issues#list-repository-issues",
          },
        ],
      },
      {
        what: "milestones",
        path: /\/repos\/[^\s`'"]+\/milestones(?:[?`'"]|\/?$)/,
        params: [
          {
            key: "state",
            omitted: { kind: "subset", items: "open milestones" },
            source: "https://docs.github.com/en/rest/issues/milestones#list-milestones",
          },
        ],
      },
    ],
  },
  {
    name: "GitLab",
    // gitlab.com, or the REST API's base path on a self-managed instance
    recognisedBy: /\bgitlab\.com\b|\/api\/v4\b/,
    endpoints: [
      {
        what: "issues",
        path: /\/issues(?:[?`'"]|\/?$)/,
        params: [
          {
            key: "state",
            // "Return all issues or just those that are opened or closed"
            omitted: ALL,
            source: "https://docs.gitlab.com/api/issues/#list-issues",
          },
        ],
      },
      {
        what: "merge requests",
        path: /\/merge_requests(?:[?`'"]|\/?$)/,
        params: [
          {
            key: "state",
            // "Return all merge requests or just those that are opened, closed, locked, or merged"
            omitted: ALL,
            source: "https://docs.gitlab.com/api/merge_requests/#list-merge-requests",
          },
        ],
      },
      {
        what: "iterations",
        path: /\/iterations(?:[?`'"]|\/?$)/,
        params: [
          {
            key: "state",
            // the page lists the values; the API declares `default: 'all'` (ee/lib/api/iterations.rb)
            omitted: ALL,
            source: "https://gitlab.com/gitlab-org/gitlab/-/blob/master/ee/lib/api/iterations.rb",
          },
        ],
      },
      {
        what: "milestones",
        path: /\/milestones(?:[?`'"]|\/?$)/,
        params: [
          {
            key: "state",
            // "Return only active or closed milestones": a filter, nothing filtered when left out
            omitted: ALL,
            source: "https://docs.gitlab.com/api/milestones/#list-project-milestones",
          },
        ],
      },
      {
        what: "CI/CD Catalog resources",
        // the GraphQL query field
        path: /\bciCatalogResources\s*\(/,
        params: [
          {
            key: "scope",
            // "The all option is the default and causes the query to return all catalog resources visible to the current user"
            omitted: ALL,
            source: "https://gitlab.com/gitlab-org/gitlab/-/merge_requests/135017",
          },
        ],
      },
    ],
  },
  {
    name: "Stripe",
    recognisedBy: /\bapi\.stripe\.com\b|\bstripe\.\w+\.list\b/i,
    endpoints: [
      {
        what: "subscriptions",
        path: /\bstripe\.subscriptions\.list\b|\/v1\/subscriptions(?:[?`'"]|\/?$)/i,
        params: [
          {
            key: "status",
            omitted: { kind: "subset", items: "subscriptions that are not canceled" },
            source: "https://docs.stripe.com/api/subscriptions/list",
          },
        ],
      },
    ],
  },
  {
    // the stable REST API (v1), called directly or through the generated `apache-airflow-client` SDK
    // (`DAGApi.get_dags`, `DAGRunApi.get_dag_runs`, `TaskInstanceApi.get_task_instances`)
    name: "Apache Airflow",
    recognisedBy: /\b(dag_api|dag_run_api|task_instance_api)\.get_\w+|\/api\/v1\/dags\b/,
    endpoints: [
      {
        what: "DAGs",
        path: /\bdag_api\.get_dags\b|\/api\/v1\/dags(?:[?`'"]|\/?$)/,
        params: [
          {
            key: "only_active",
            omitted: { kind: "subset", items: "active DAGs (only_active defaults to true)" },
            source: "https://airflow.apache.org/docs/apache-airflow/stable/stable-rest-api-ref.html#operation/get_dags",
          },
          {
            key: "paused",
            omitted: ALL,
            source: "https://airflow.apache.org/docs/apache-airflow/stable/stable-rest-api-ref.html#operation/get_dags",
          },
        ],
      },
      {
        what: "DAG runs",
        path: /\bdag_run_api\.get_dag_runs\b(?!_)|\/dags\/[^/]+\/dagRuns(?:[?`'"]|\/?$)/,
        params: [
          {
            key: "state",
            omitted: ALL,
            source:
              "https://airflow.apache.org/docs/apache-airflow/stable/stable-rest-api-ref.html#operation/get_dag_runs",
          },
        ],
      },
      {
        what: "task instances",
        path: /\btask_instance_api\.get_task_instances\b|\/dagRuns\/[^/]+\/taskInstances(?:[?`'"]|\/?$)/,
        params: [
          {
            key: "state",
            omitted: ALL,
            source:
              "https://airflow.apache.org/docs/apache-airflow/stable/stable-rest-api-ref.html#operation/get_task_instances",
          },
        ],
      },
    ],
  },
  {
    // FRED, the St. Louis Fed's economic data API
    name: "FRED",
    recognisedBy: /\bapi\.stlouisfed\.org\b/,
    endpoints: [
      {
        what: "series observations",
        path: /(?:^|[/"'`])series\/observations\b/,
        params: [
          {
            key: "observation_start",
            // "default: 1776-07-04 (earliest available)"
            omitted: ALL,
            source: "https://fred.stlouisfed.org/docs/api/fred/series_observations.html",
          },
          {
            key: "observation_end",
            // "default: 9999-12-31 (latest available)"
            omitted: ALL,
            source: "https://fred.stlouisfed.org/docs/api/fred/series_observations.html",
          },
          {
            key: "limit",
            // "between 1 and 100000 … default: 100000": left out, the API's maximum, so sending the largest value
            // explicitly returns the same (the rule's two-call proof gives a delta of 0)
            omitted: ALL,
            source: "https://fred.stlouisfed.org/docs/api/fred/series_observations.html",
          },
        ],
      },
    ],
  },
  {
    // the JPL Solar System Dynamics APIs (ssd-api.jpl.nasa.gov); the server may write the keys with `_` for `-`
    name: "JPL SSD",
    recognisedBy: /\bssd-api\.jpl\.nasa\.gov\b/,
    endpoints: [
      {
        what: "fireball events",
        path: /\bfireball\.api\b/,
        // the parameter table gives every filter the default "none", and `fireball.api` alone returns "all available data"
        params: [
          "limit",
          "date-min",
          "date-max",
          "energy-min",
          "energy-max",
          "impact-e-min",
          "impact-e-max",
          "vel-min",
          "vel-max",
          "alt-min",
          "alt-max",
        ].map((key) => ({ key, omitted: ALL, source: "https://ssd-api.jpl.nasa.gov/doc/fireball.html" })),
      },
      {
        what: "Scout summary data",
        path: /\bscout\.api\b/,
        // the documented summary query is `scout.api` with no parameters, "all available summary data"; the API has no
        // `limit`: left out (or sent), every object's summary comes back
        params: [{ key: "limit", omitted: ALL, source: "https://ssd-api.jpl.nasa.gov/doc/scout.html" }],
      },
    ],
  },
  {
    name: "Discogs",
    recognisedBy: /\bapi\.discogs\.com\b/,
    endpoints: [
      {
        what: "database search",
        // `/database/search`, or `'/search'` handed to a client whose base path is `/database`
        path: /^["'`]\/search["'`]$|\/database\/search\b/,
        // "The following parameters are all optional": each filter left out filters nothing (every type, every year)
        params: ["type", "genre", "style", "country", "year", "format", "label", "artist", "credit", "title"].map(
          (key) => ({
            key,
            omitted: ALL,
            source: "https://www.discogs.com/developers#page:database,header:database-search",
          }),
        ),
      },
      {
        what: "marketplace inventory",
        // `/users/{username}/inventory`, or `/${username}/inventory` handed to a client whose base path is `/users`;
        // not the inventory export or upload resources below it
        path: /\/inventory(?:[?`'"]|\/?$)/,
        params: [
          {
            key: "status",
            // "status (optional) Only show items with this status": a filter; left out, every listing the caller may see
            omitted: ALL,
            source: "https://www.discogs.com/developers#page:marketplace,header:marketplace-inventory",
          },
        ],
      },
      {
        what: "marketplace orders",
        path: /^["'`]\/orders["'`]$|\/marketplace\/orders(?:[?`'"]|\/?$)/,
        params: [
          {
            key: "status",
            // "status (optional) Only show orders with this status": left out, orders of every status
            omitted: ALL,
            source: "https://www.discogs.com/developers#page:marketplace,header:marketplace-list-orders",
          },
        ],
      },
    ],
  },
  {
    // the ClinicalTrials.gov data API (v2), recognised by its host or by its own name in the server's texts
    name: "ClinicalTrials.gov",
    recognisedBy: /\bclinicaltrials\.gov\b/i,
    endpoints: [
      {
        what: "studies",
        path: /^["'`]\/studies["'`]$|\/api\/v2\/studies(?:[?`'"]|\/?$)/,
        // the `filter.*` parameters are optional filters; left out, studies of every status, place and id are searched
        // (`pageSize` is not here: its documented default is 10, a subset)
        params: ["filter.overallStatus", "filter.geo", "filter.ids", "filter.advanced"].map((key) => ({
          key,
          omitted: ALL,
          source: "https://clinicaltrials.gov/data-api/api",
        })),
      },
    ],
  },
  {
    // the Open Archives Initiative protocol for metadata harvesting, recognised by its list verbs
    name: "OAI-PMH",
    recognisedBy: /^["'`]?(?:ListRecords|ListIdentifiers)["'`]?$|[?&]verb=(?:ListRecords|ListIdentifiers)\b/,
    endpoints: [
      {
        what: "ListRecords / ListIdentifiers",
        path: /^["'`]?(?:ListRecords|ListIdentifiers)["'`]?$|[?&]verb=(?:ListRecords|ListIdentifiers)\b/,
        params: [
          {
            key: "from",
            // "an optional argument … which specifies a lower bound for datestamp-based selective harvesting":
            // left out, no lower bound
            omitted: ALL,
            source: "https://www.openarchives.org/OAI/openarchivesprotocol.html#SelectiveHarvestingandDatestamps",
          },
          {
            key: "until",
            omitted: ALL,
            source: "https://www.openarchives.org/OAI/openarchivesprotocol.html#SelectiveHarvestingandDatestamps",
          },
          {
            key: "set",
            // "an optional argument … which specifies set criteria for selective harvesting": left out, every set
            omitted: ALL,
            source: "https://www.openarchives.org/OAI/openarchivesprotocol.html#SelectiveHarvestingandSets",
          },
        ],
      },
    ],
  },
  {
    // Exa's web search (`POST /search`), called through the `exa-js` client (`exa.search(…)`, `exa.request("/search", …)`)
    // or on its host
    name: "Exa",
    recognisedBy: /\bapi\.exa\.ai\b|\bexa\.(?:search|searchAndContents|findSimilar|findSimilarAndContents|request)\b/,
    endpoints: [
      {
        what: "search",
        path: /\bexa\.(?:search|searchAndContents)\b|^["'`]\/search["'`]$|\bapi\.exa\.ai\/search\b/,
        // "includeDomains: If specified, results will only come from these domains"; the date bounds ("Results will
        // include links … after this date") and the text filters apply only when given; `category` is optional with
        // no default listed: a focus when given, no category filter when left out (`numResults` is not here: default 10)
        params: [
          "category",
          "includeDomains",
          "excludeDomains",
          "startPublishedDate",
          "endPublishedDate",
          "startCrawlDate",
          "endCrawlDate",
          "includeText",
          "excludeText",
        ].map((key) => ({ key, omitted: ALL, source: "https://docs.exa.ai/reference/search" })),
      },
    ],
  },
  {
    // a SearXNG instance's search API (`/search` or `/`), recognised by its own name in the server's texts (the instance
    // URL is the operator's)
    name: "SearXNG",
    recognisedBy: /\bsearx(?:ng)?\b/i,
    endpoints: [
      {
        what: "search",
        path: /^["'`]\/?(?:search)?["'`]$|\/search(?:[?`'"]|\/?$)/,
        params: [
          {
            key: "categories",
            // webadapter.get_selected_categories: "if no category is specified for this search, using user-defined
            // default-configuration … if still no category is specified, using general as default-category"
            omitted: {
              kind: "subset",
              items: "the instance's default categories (its preferences, else 'general')",
            },
            source: "https://github.com/searxng/searxng/blob/master/searx/webadapter.py",
          },
          {
            key: "time_range",
            // "time_range: optional … Time range of search for engines which support it"; parse_time_range gives None
            // (no time range) when the key is absent
            omitted: ALL,
            source: "https://docs.searxng.org/dev/search_api.html",
          },
        ],
      },
    ],
  },
  {
    // NCBI's Entrez Programming Utilities (ESearch)
    name: "NCBI E-utilities",
    recognisedBy: /\beutils\.ncbi\.nlm\.nih\.gov\b|\/entrez\/eutils\b|\besearch\.fcgi\b/,
    endpoints: [
      {
        what: "ESearch",
        path: /\besearch(?:\.fcgi)?\b/,
        params: [
          // "mindate, maxdate: Date range used to limit a search result by the date specified by datetype";
          // "reldate: … returns only those items that have a date … within the last n days": left out, no date limit
          ...["mindate", "maxdate", "reldate"].map((key) => ({
            key,
            omitted: ALL,
            source: "https://www.ncbi.nlm.nih.gov/books/NBK25499/#chapter4.ESearch",
          })),
          {
            key: "retmax",
            // "By default, ESearch only includes the first 20 UIDs retrieved in the XML output"
            omitted: { kind: "subset", items: "the first 20 UIDs (retmax defaults to 20)" },
            source: "https://www.ncbi.nlm.nih.gov/books/NBK25499/#chapter4.ESearch",
          },
        ],
      },
    ],
  },
  {
    // NASA's space weather database DONKI (CCMC), on its own host or through api.nasa.gov (`/DONKI/CME`, …)
    name: "NASA DONKI",
    recognisedBy: /\bkauai\.ccmc\.gsfc\.nasa\.gov\b|\/DONKI\/\w/,
    endpoints: [
      {
        what: "coronal mass ejections",
        // only the CME endpoints: the page's wording was confirmed for them; the other event types and the notifications
        // are documented on the same page, but their defaults were seen only as quoted by third-party code, not confirmed
        path: /\/DONKI\/(?:WS\/get\/)?(?:CME|CMEAnalysis)\b/,
        params: [
          {
            key: "startDate",
            // "startDate: default to 30 days prior to current UTC date"
            omitted: { kind: "subset", items: "the events of the last 30 days (startDate defaults to 30 days ago)" },
            source: "https://ccmc.gsfc.nasa.gov/tools/DONKI/",
          },
          {
            key: "endDate",
            // "endDate: default to current UTC date": the window then runs until now, nothing after it exists yet
            omitted: ALL,
            source: "https://ccmc.gsfc.nasa.gov/tools/DONKI/",
          },
        ],
      },
    ],
  },
  {
    // Graphlit's content and feed queries (`queryContents(filter)`, `queryFeeds(filter)`, GraphQL `contents(filter: …)`)
    name: "Graphlit",
    recognisedBy: /\bgraphlit\b/i,
    endpoints: [
      {
        what: "contents",
        // the content query, and the retrievals that take the same content filter
        path: /\b(?:queryContents|retrieveSources|retrieveImages)\b|\bcontents\s*\(\s*filter\b/,
        // "You can add one or more optional filter arguments to narrow the set of contents which will be returned"
        params: [
          "types",
          "fileTypes",
          "feeds",
          "collections",
          "observations",
          "creationDateRange",
          "originalDateRange",
        ].map((key) => ({
          key,
          omitted: ALL,
          source: "https://docs.graphlit.dev/graphlit-cli/cli-reference/contents/content-filtering",
        })),
      },
      {
        what: "feeds",
        // the feed query (`queryFeeds(filter)`, GraphQL `feeds(filter: …)`)
        path: /\bqueryFeeds\b|\bfeeds\s*\(\s*filter\b/,
        // "Query all feeds: `graphlit.queryFeeds()`", and "Query specific feed types: `queryFeeds({ types: [FeedTypes.Slack] })`":
        // `types` narrows only when given
        params: [
          {
            key: "types",
            omitted: ALL,
            source: "https://docs.graphlit.dev/api-guides/use-cases/feeds/feed-query",
          },
        ],
      },
    ],
  },
];

/** One key in two spellings: case and the `-`/`_` a server may swap (`date_min` sent as `date-min`). */
function sameKey(a: string, b: string): boolean {
  const norm = (k: string) => k.toLowerCase().replace(/[-_]/g, "");
  return norm(a) === norm(b);
}

/** What the model knows about one request key, with the API and endpoint family it was read from. */
export interface KnownDefault {
  api: string;
  endpoint: string;
  param: ParamDefault;
}

/** The names of the modelled APIs that these texts name (a host or base path literal, an SDK call), sorted. */
export function apisNamedIn(texts: readonly string[], apis: readonly UpstreamApi[] = UPSTREAM_APIS): string[] {
  return apis
    .filter((a) => texts.some((t) => a.recognisedBy.test(t)))
    .map((a) => a.name)
    .sort();
}

/**
 * The documented meaning of leaving `key` out of a request, when the request names one known API and
 * one of its endpoint families. `requestTexts` are the texts of the request itself (its URL pieces, a
 * GraphQL query, the SDK call); `nearbyApis` are the APIs the modules around it name (a base URL
 * constant), used only when the request's own texts name none. Undefined when the API, the endpoint or
 * the key is not known, or when several APIs, or families whose answers differ, are named.
 */
export function knownDefault(
  requestTexts: readonly string[],
  nearbyApis: readonly string[],
  key: string,
  apis: readonly UpstreamApi[] = UPSTREAM_APIS,
): KnownDefault | undefined {
  let candidates = apis.filter((a) => requestTexts.some((t) => a.recognisedBy.test(t)));
  if (!candidates.length) candidates = apis.filter((a) => nearbyApis.includes(a.name));
  if (candidates.length !== 1) return undefined;
  const api = candidates[0]!;
  const answers: KnownDefault[] = [];
  for (const endpoint of api.endpoints) {
    if (!requestTexts.some((t) => endpoint.path.test(t))) continue;
    const param = endpoint.params.find((p) => sameKey(p.key, key));
    // an endpoint family the request may reach that does not model the key: the answer is not known
    if (!param) return undefined;
    answers.push({ api: api.name, endpoint: endpoint.what, param });
  }
  if (!answers.length) return undefined;
  const first = answers[0]!;
  const same = answers.every(
    (a) =>
      a.param.omitted.kind === first.param.omitted.kind &&
      (a.param.omitted.kind === "all" ||
        (first.param.omitted.kind === "subset" && a.param.omitted.items === first.param.omitted.items)),
  );
  return same ? first : undefined;
}
