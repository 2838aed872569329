# Modelled on academic paper-search MCP servers whose per-source searcher classes run in worker threads; written for this repository.
import asyncio
import functools

from mcp.server.fastmcp import FastMCP

from .feeds import FeedClient, in_thread
from .searchers import ArchiveSearcher, WorksSearcher

mcp = FastMCP("scholar")
works = WorksSearcher()
feeds = FeedClient("https://feeds.example.org")


@mcp.tool()
async def search_works(query: str, max_results: int = 10) -> list:
    """Works whose title or abstract has all the words (whole words, case-insensitive)."""
    # the searcher instance is handed to a helper in another file, which runs its method in a thread
    return await in_thread(works, query, max_results)


@mcp.tool()
async def search_feeds(query: str) -> list:
    """Feed entries whose title has all the words (whole words, case-insensitive)."""
    loop = asyncio.get_running_loop()
    # a method of a module-level instance, bound with functools.partial
    return await loop.run_in_executor(None, functools.partial(feeds.fetch, query, limit=50))


class ArchiveTools:
    def __init__(self):
        self.archive = ArchiveSearcher()

    def register(self, server: FastMCP) -> None:
        @server.tool()
        async def search_archive(query: str) -> list:
            """Archive records whose title has all the words (whole words, case-insensitive)."""
            loop = asyncio.get_running_loop()
            # a method of an instance the class holds, handed to the executor with its argument after it
            return await loop.run_in_executor(None, self.archive.search, query)

        @server.tool()
        async def count_archive(query: str) -> int:
            """How many archive records have all the words (whole words, case-insensitive)."""
            return await asyncio.to_thread(lambda: self.archive.count(query))


ArchiveTools().register(mcp)
