/**
 * What is known about the packages a server may talk to its upstream through: models as data (in the
 * spirit of CodeQL's models-as-data), one entry per library, language-neutral. A front end reads this
 * table to tell an upstream request from anything else; adding a library is a new entry and a test.
 *
 * The rule for a package with no entry: a value obtained from a third-party package (constructed,
 * made by a factory, handed out along a chain of calls) is an SDK client, and its awaited calls are
 * upstream requests. Entries say what differs from that rule:
 * - `http`: an HTTP client package; the module itself and the instances it makes (`create`/`extend`)
 *   send requests with the HTTP verbs (`get`, `post`, …, `request`), and calling it directly does too.
 * - `not-upstream`: the package is the MCP framework, validation, logging, caching, configuration, a
 *   web framework, the runtime's own modules or a text utility; nothing it hands out is an upstream.
 */
import type { UpstreamClient } from "./types.js";
export type ClientLibrary = {
    kind: "http";
    /** The package names this entry is for (aliases that share an API). */
    packages: string[];
    client: UpstreamClient;
    /**
     * Where the answer's parsed body is: a key of the response (`data` for axios, `body` for superagent),
     * or `read` when the code reads and parses it itself (`await res.json()`, `JSON.parse(res.body)`).
     */
    answer: "data" | "body" | "read";
    /** How a failed request is signalled: the call throws on an error status, or resolves with the status to test. */
    failure: "throws" | "status";
} | {
    kind: "not-upstream";
    /** Package names; a trailing `*` stands for any rest (`@opentelemetry/*`, `pino*`). */
    packages: string[];
    /** Why none of its values is an upstream. */
    why: string;
};
export declare const CLIENT_LIBRARIES: ClientLibrary[];
/** The entry of an HTTP client, by the client name the front ends give its calls (`fetch` is the runtime's, read like node-fetch). */
export declare function httpLibrary(client: UpstreamClient | undefined): Extract<ClientLibrary, {
    kind: "http";
}> | undefined;
/** Whether nothing a package hands out is an upstream. */
export declare function isNotUpstream(module: string): boolean;
