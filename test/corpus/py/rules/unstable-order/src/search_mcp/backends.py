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
    # ruleid: unstable-order
    return sorted(by_url.values(), key=result_score, reverse=True)


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
