# Modelled on paper-search MCP servers with one searcher class per source, run in a worker thread; written for this repository.
import asyncio
import json

from mcp.server.fastmcp import FastMCP

from .searchers import BookSearcher, PaperSearcher
from .vault import Vault

mcp = FastMCP("papers")
papers = PaperSearcher()
books = BookSearcher()
vault = Vault("http://127.0.0.1:27124")


async def in_thread(searcher, query: str, max_results: int) -> list:
    return await asyncio.to_thread(searcher.search, query, max_results=max_results)


@mcp.tool()
async def search_papers(query: str, max_results: int = 10) -> list:
    """Search papers by words in title and abstract."""
    return await in_thread(papers, query, max_results)


@mcp.tool()
async def search_books(query: str) -> list:
    """Search books by words in the title."""
    return await in_thread(books, query, 10)


@mcp.tool()
def search_vault(text: str) -> str:
    """Search the notes for a text."""
    return json.dumps(vault.search(text))


@mcp.tool()
def read_notes(paths: list[str]) -> str:
    """Read several notes at once."""
    return vault.read_many(paths)


@mcp.tool()
def read_notes_quietly(paths: list[str]) -> list:
    """Read several notes, leaving out those that cannot be read."""
    return vault.read_some(paths)


@mcp.tool()
def read_notes_counted(paths: list[str]) -> dict:
    """Read several notes; the ones that failed are listed apart."""
    return vault.read_counted(paths)
