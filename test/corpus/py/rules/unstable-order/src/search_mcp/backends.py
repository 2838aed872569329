# Modelled on public meta-search MCP servers (several search instances queried in parallel); written for this repository.
"""Calls to the search instances."""

import asyncio
from operator import itemgetter

import httpx

INSTANCES = ["https://search-a.example.org", "https://search-b.example.org"]


async def query_instance(client: httpx.AsyncClient, base: str, q: str) -> list[dict]:
    res = await client.get(f"{base}/search", params={"q": q, "format": "json"})
    res.raise_for_status()
    return res.json()["results"]


def result_score(r: dict) -> float:
    return r.get("score", 0.0)


async def fan_out(q: str) -> list[dict]:
    """Ask every instance at once and merge their hits by URL."""
    async with httpx.AsyncClient() as client:
        answers = await asyncio.gather(*(query_instance(client, b, q) for b in INSTANCES))
    by_url: dict[str, dict] = {}
    for hits in answers:
        for h in hits:
            by_url.setdefault(h["url"], h)
    # ruleid: unstable-order#in-process-cut — returned whole here; the web_search tool keeps the first ten
    return sorted(by_url.values(), key=result_score, reverse=True)


async def fan_out_all(q: str) -> list[dict]:
    """The same merge, every hit handed on."""
    async with httpx.AsyncClient() as client:
        answers = await asyncio.gather(*(query_instance(client, b, q) for b in INSTANCES))
    merged = [h for hits in answers for h in hits]
    # ok: unstable-order — ties can reorder the merged hits, but the tool returns all of them: no page or cut
    return sorted(merged, key=result_score, reverse=True)


async def fan_out_stable(q: str) -> list[dict]:
    """The same merge, with the URL as the last sort key."""
    async with httpx.AsyncClient() as client:
        answers = await asyncio.gather(*(query_instance(client, b, q) for b in INSTANCES))
    merged = [h for hits in answers for h in hits]
    # ok: unstable-order
    return sorted(merged, key=lambda r: (-r.get("score", 0.0), r["url"]))


async def one_instance(q: str, offset: int, limit: int) -> list[dict]:
    async with httpx.AsyncClient() as client:
        hits = await query_instance(client, INSTANCES[0], q)
    # ruleid: unstable-order
    ranked = sorted(hits, key=lambda r: r["score"], reverse=True)
    return ranked[offset : offset + limit]


async def one_instance_by_id(q: str, offset: int, limit: int) -> list[dict]:
    async with httpx.AsyncClient() as client:
        hits = await query_instance(client, INSTANCES[0], q)
    # ok: unstable-order
    ranked = sorted(hits, key=itemgetter("score", "id"), reverse=True)
    return ranked[offset : offset + limit]


class Instance:
    """One search instance as a class: its method sorts, the tool pages what it returns."""

    def __init__(self, base: str) -> None:
        self.base = base

    async def search(self, q: str) -> dict:
        async with httpx.AsyncClient() as client:
            hits = await query_instance(client, self.base, q)
        # ruleid: unstable-order#in-process-paged — the tool cuts a page at the caller's offset from what this returns
        ordered = sorted(hits, key=lambda r: r["score"], reverse=True)
        return {"hits": ordered, "instance": self.base}
