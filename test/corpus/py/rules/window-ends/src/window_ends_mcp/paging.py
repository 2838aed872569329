# Modelled on public MCP servers over a rail operator's open data portal (FastMCP over httpx); written for this repository.
"""Helpers: a pagination block built in another module, and the request of one record by its id."""

import httpx

PORTAL = "https://data.rail.example/api/explore/v2.1/catalog/datasets"


def pagination_meta(total: int, limit: int, offset: int) -> dict:
    """The pagination block the tools put beside their results."""
    return {"total_count": total, "offset": offset, "has_more": total > offset + limit}


async def fetch_records(dataset: str, where: str | None, limit: int, offset: int) -> dict:
    params: dict = {"limit": limit, "offset": offset}
    if where:
        params["where"] = where
    async with httpx.AsyncClient() as client:
        r = await client.get(f"{PORTAL}/{dataset}/records", params=params)
    r.raise_for_status()
    return r.json()


async def topic_members(topic_id: str) -> list:
    """The members of one topic, in one long page of the server's own."""
    async with httpx.AsyncClient() as client:
        r = await client.get(f"{PORTAL}/topics/{topic_id}/members", params={"per_page": 2000, "format": "json"})
    r.raise_for_status()
    return r.json().get("members", [])


async def topic_members_open(topic_id: str) -> list:
    """The open members of one topic: a status of the server's own."""
    async with httpx.AsyncClient() as client:
        r = await client.get(f"{PORTAL}/topics/{topic_id}/members", params={"per_page": 2000, "status": "open"})
    r.raise_for_status()
    return r.json().get("members", [])
