/**
 * What the Python front end knows about packages, as data (in the spirit of CodeQL's models-as-data):
 * which modules are never an upstream (the standard library, the MCP frameworks, parsing, validation
 * and formatting helpers), which calls of a third-party package build a client (a constructor, a
 * connection or pool factory), which calls on a client hand out another client (a cursor, a
 * collection) and which only manage it (close, commit). Everything else a third-party package's
 * client is asked is an upstream request: a search engine, a database driver, a vector store, a
 * cloud or SaaS SDK alike.
 */
/** Top-level modules of the standard library (never an upstream client; `urllib` is read by the HTTP recogniser). */
const STDLIB = new Set(("abc argparse array ast asyncio base64 binascii bisect builtins bz2 calendar cmath codecs collections " +
    "colorsys concurrent configparser contextlib contextvars copy csv ctypes dataclasses datetime decimal " +
    "difflib dis email enum errno fnmatch fractions functools gc getpass gettext glob gzip hashlib heapq hmac " +
    "html http importlib inspect io ipaddress itertools json keyword locale logging lzma math mimetypes " +
    "multiprocessing numbers operator os pathlib pickle pkgutil platform pprint queue random re sched " +
    "secrets selectors shlex shutil signal site socket ssl stat statistics string struct subprocess sys " +
    "sysconfig tarfile tempfile textwrap threading time timeit tokenize tomllib traceback types typing " +
    "typing_extensions unicodedata unittest urllib uuid warnings weakref xml zipfile zlib zoneinfo __future__").split(" "));
/**
 * Third-party modules whose objects are not an upstream: the MCP frameworks, web servers, validation,
 * configuration, logging, retry and caching helpers, parsers and formatters of data already fetched,
 * numeric and table libraries, and the HTTP packages (read by the HTTP recogniser instead).
 */
const NOT_UPSTREAM = new RegExp("^(" +
    [
        "mcp",
        "fastmcp",
        "pydantic",
        "pydantic_settings",
        "dotenv",
        "click",
        "typer",
        "starlette",
        "uvicorn",
        "fastapi",
        "anyio",
        "trio",
        "rich",
        "loguru",
        "structlog",
        "bs4",
        "lxml",
        "html5lib",
        "markdown",
        "markdownify",
        "html2text",
        "yaml",
        "toml",
        "tomli",
        "numpy",
        "pandas",
        "dateutil",
        "pytz",
        "arrow",
        "pendulum",
        "tenacity",
        "backoff",
        "cachetools",
        "diskcache",
        "jinja2",
        "jsonschema",
        "orjson",
        "ujson",
        "attrs",
        "attr",
        "tiktoken",
        "PIL",
        "feedparser",
        "xmltodict",
        "defusedxml",
        "tabulate",
        "sqlparse",
        "jmespath",
        "jsonpath_ng",
        "regex",
        "chardet",
        "charset_normalizer",
        "certifi",
        "urllib3",
        "httpx",
        "requests",
        "aiohttp",
        "websockets",
        "pytest",
        "unittest",
        "mock",
        "sqlalchemy\\.orm",
    ].join("|") +
    ")(\\.|$)");
/** Whether a module (as imported: `elasticsearch`, `mysql.connector.pooling`) is a third-party package that may be an upstream SDK. */
export function isSdkModule(module) {
    if (!module || module.startsWith("."))
        return false;
    const top = module.split(".")[0];
    return !STDLIB.has(top) && !NOT_UPSTREAM.test(module);
}
/**
 * The calls of an SDK module that build a client: a class (a capitalised name: `Elasticsearch`,
 * `MilvusClient`, `DAGApi`, `MySQLConnectionPool`) or a connection factory (`connect`, `create_pool`,
 * `boto3.client`, `GraphDatabase.driver`).
 */
export const CLIENT_FACTORY = /^([A-Z]\w*|connect|aconnect|connect_async|create_pool|create_engine|create_async_engine|create_client|get_client|client|resource|driver|build|Client|from_url|from_env)$/;
/** Names of capitalised SDK values that are data, options or errors, never a client. */
export const NOT_CLIENT_CLASS = /(Error|Exception|Warning|Config|Configuration|Options|Settings|Params|Request|Model|Schema|Field|Type|Enum|Filter|Query|Body|Input|Output|Result|Response|Auth|Credentials?|Retry|Timeout)$/;
/** Calls on a client that hand out a client of the same service (a cursor, a pooled connection, a collection). */
export const DERIVED_CLIENT = /^(cursor|acquire|get_connection|connection|connect|session|database|get_database|collection|get_collection|Collection|Index|index|table|Table|bucket|Bucket|namespace|db|get_db|get_index|with_options|options)$/;
/** Calls on a client that only manage it (never a request for data). */
export const CLIENT_HOUSEKEEPING = /^(close|aclose|commit|rollback|release|dispose|ping|__enter__|__exit__|__aenter__|__aexit__|set_\w+|add_\w+_header|is_connected|is_closed|info_logger)$/;
