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
{
    kind: "all";
}
/** Only a subset, in words ("open pull requests", "subscriptions that are not canceled"). */
 | {
    kind: "subset";
    items: string;
};
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
/** The upstream models. Keep each entry small, cited, and confirmed against the API's documentation. */
export declare const UPSTREAM_APIS: readonly UpstreamApi[];
/** What the model knows about one request key, with the API and endpoint family it was read from. */
export interface KnownDefault {
    api: string;
    endpoint: string;
    param: ParamDefault;
}
/** The names of the modelled APIs that these texts name (a host or base path literal, an SDK call), sorted. */
export declare function apisNamedIn(texts: readonly string[], apis?: readonly UpstreamApi[]): string[];
/**
 * The documented meaning of leaving `key` out of a request, when the request names one known API and
 * one of its endpoint families. `requestTexts` are the texts of the request itself (its URL pieces, a
 * GraphQL query, the SDK call); `nearbyApis` are the APIs the modules around it name (a base URL
 * constant), used only when the request's own texts name none. Undefined when the API, the endpoint or
 * the key is not known, or when several APIs, or families whose answers differ, are named.
 */
export declare function knownDefault(requestTexts: readonly string[], nearbyApis: readonly string[], key: string, apis?: readonly UpstreamApi[]): KnownDefault | undefined;
