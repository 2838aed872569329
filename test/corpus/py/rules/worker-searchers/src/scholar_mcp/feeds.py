# Modelled on academic paper-search MCP servers whose per-source searcher classes run in worker threads; written for this repository.
import requests


class FeedClient:
    def __init__(self, base: str):
        self.base = base

    def fetch(self, query: str, limit: int = 25) -> list:
        r = requests.get(f"{self.base}/search", params={"q": query, "limit": limit}, timeout=20)
        r.raise_for_status()
        payload = r.json()
        # ruleid: silent-envelope-default
        return payload.get("entries", [])


async def in_thread(searcher, query: str, max_results: int) -> list:
    """Runs a blocking searcher's search in a worker thread."""
    import asyncio

    return await asyncio.to_thread(searcher.search, query, max_results=max_results)
