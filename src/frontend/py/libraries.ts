/**
 * What the Python front end knows about packages, as data (in the spirit of CodeQL's models-as-data).
 * Which modules are never an upstream (the standard library, the MCP frameworks, parsing, validation
 * and formatting helpers) is in the table both front ends read (`model/client-libraries.ts`); here are the
 * Python call conventions: which calls of a third-party package build a client (a constructor, a
 * connection or pool factory), which calls on a client hand out another client (a cursor, a
 * collection) and which only manage it (close, commit). Everything else a third-party package's
 * client is asked is an upstream request: a search engine, a database driver, a vector store, a
 * cloud or SaaS SDK alike.
 */
import { isNotUpstreamPython } from "../../model/client-libraries.js";

/**
 * Whether a module (as imported: `elasticsearch`, `mysql.connector.pooling`) is a third-party package that may
 * be an upstream SDK: not relative, and no row of the shared library table (`model/client-libraries.ts`,
 * Python rows) says it is the standard library, a framework, a helper or an HTTP package.
 */
export function isSdkModule(module: string): boolean {
  if (!module || module.startsWith(".")) return false;
  return !isNotUpstreamPython(module);
}

/**
 * The calls of an SDK module that build a client: a class (a capitalised name: `Elasticsearch`,
 * `MilvusClient`, `DAGApi`, `MySQLConnectionPool`) or a connection factory (`connect`, `create_pool`,
 * `boto3.client`, `GraphDatabase.driver`).
 */
export const CLIENT_FACTORY =
  /^([A-Z]\w*|connect|aconnect|connect_async|create_pool|create_engine|create_async_engine|create_client|get_client|client|resource|driver|build|Client|from_url|from_env)$/;

/** Names of capitalised SDK values that are data, options or errors, never a client. */
export const NOT_CLIENT_CLASS =
  /(Error|Exception|Warning|Config|Configuration|Options|Settings|Params|Request|Model|Schema|Field|Type|Enum|Filter|Query|Body|Input|Output|Result|Response|Auth|Credentials?|Retry|Timeout)$/;

/** Calls on a client that hand out a client of the same service (a cursor, a pooled connection, a collection). */
export const DERIVED_CLIENT =
  /^(cursor|acquire|get_connection|connection|connect|session|database|get_database|collection|get_collection|Collection|Index|index|table|Table|bucket|Bucket|namespace|db|get_db|get_index|with_options|options)$/;

/** Calls on a client that only manage it (never a request for data). */
export const CLIENT_HOUSEKEEPING =
  /^(close|aclose|commit|rollback|release|dispose|ping|__enter__|__exit__|__aenter__|__aexit__|set_\w+|add_\w+_header|is_connected|is_closed|info_logger)$/;
