/**
 * What the Python front end knows about packages, as data (in the spirit of CodeQL's models-as-data):
 * which modules are never an upstream (the standard library, the MCP frameworks, parsing, validation
 * and formatting helpers), which calls of a third-party package build a client (a constructor, a
 * connection or pool factory), which calls on a client hand out another client (a cursor, a
 * collection) and which only manage it (close, commit). Everything else a third-party package's
 * client is asked is an upstream request: a search engine, a database driver, a vector store, a
 * cloud or SaaS SDK alike.
 */
/** Whether a module (as imported: `elasticsearch`, `mysql.connector.pooling`) is a third-party package that may be an upstream SDK. */
export declare function isSdkModule(module: string): boolean;
/**
 * The calls of an SDK module that build a client: a class (a capitalised name: `Elasticsearch`,
 * `MilvusClient`, `DAGApi`, `MySQLConnectionPool`) or a connection factory (`connect`, `create_pool`,
 * `boto3.client`, `GraphDatabase.driver`).
 */
export declare const CLIENT_FACTORY: RegExp;
/** Names of capitalised SDK values that are data, options or errors, never a client. */
export declare const NOT_CLIENT_CLASS: RegExp;
/** Calls on a client that hand out a client of the same service (a cursor, a pooled connection, a collection). */
export declare const DERIVED_CLIENT: RegExp;
/** Calls on a client that only manage it (never a request for data). */
export declare const CLIENT_HOUSEKEEPING: RegExp;
