# Modelled on MCP servers in front of a search engine, a vector store and a SQL database through their Python SDKs; written for this repository.
import json
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from bs4 import BeautifulSoup
from mcp.server.fastmcp import Context, FastMCP

from .clients import Database, DocumentClient, VectorStore, run_sql


class AppContext:
    def __init__(self, store: VectorStore):
        self.store = store


@asynccontextmanager
async def lifespan(server: FastMCP) -> AsyncIterator[AppContext]:
    yield AppContext(VectorStore("http://localhost:19530"))


mcp = FastMCP("search", lifespan=lifespan)
documents = DocumentClient(["http://localhost:9200"])
database = Database({"host": "localhost"})


@mcp.tool()
def search_documents(index: str, body: dict) -> dict:
    """Search one index with a query body."""
    return documents.search_documents(index=index, body=body)


@mcp.tool()
async def vector_query(collection: str, expr: str, ctx: Context) -> list:
    """Query one collection with a filter expression."""
    store = ctx.request_context.lifespan_context.store
    return await store.query(collection, expr)


@mcp.tool()
def run_query(sql: str) -> list:
    """Run one read-only SQL statement."""
    return run_sql(database, sql)


@mcp.tool()
def strip_html(html: str) -> str:
    """Look-alike: parses a text it was given; BeautifulSoup is no upstream."""
    soup = BeautifulSoup(html, "html.parser")
    return soup.get_text()


@mcp.tool()
def word_count(text: str) -> int:
    """Look-alike: a method of the search client's class that sends nothing."""
    return documents.count_words(text)


@mcp.tool()
def search_titles(index: str, title: str) -> dict:
    """Look-alike: an empty answer is tested and says what was asked."""
    hits = documents.search_documents(index=index, body={"query": {"match": {"title": title}}})["hits"]["hits"]
    if not hits:
        return {"hits": [], "searched": {"index": index, "title": title}, "hint": "Try fewer words in title."}
    return {"hits": hits}


@mcp.tool()
async def list_collections_raw(ctx: Context) -> str:
    """The store's collections as they come."""
    store = ctx.request_context.lifespan_context.store
    collections = await store.query("meta", "kind == 'collection'")
    return json.dumps(collections)
