# Modelled on public academic-paper and transmitter-map search MCP servers (FastMCP); written for this repository.
"""Paper, model and transmitter tools."""

import httpx
from mcp.server.fastmcp import FastMCP

from .records import (
    to_checked_paper,
    to_dated_paper,
    to_paper,
    to_publisher_paper,
    to_sized_paper,
    to_stated_dated_paper,
    to_stated_paper,
)
from .sources import ModelHub

mcp = FastMCP("papers")
INDEX = "https://papers.example.org/graph/v1/paper/search"
hub = ModelHub()


async def _hits(q: str) -> list[dict]:
    async with httpx.AsyncClient() as client:
        r = await client.get(INDEX, params={"query": q})
        r.raise_for_status()
        return r.json()["data"]


@mcp.tool()
async def search_papers(q: str) -> list[dict]:
    """Papers matching the words (whole words, case-insensitive)."""
    return [to_paper(i) for i in await _hits(q)]


@mcp.tool()
async def search_papers_stated(q: str) -> list[dict]:
    """Papers matching the words (whole words, case-insensitive); each says whether its count was measured."""
    return [to_stated_paper(i) for i in await _hits(q)]


@mcp.tool()
async def paper_years(q: str) -> list[dict]:
    """Publication years of the papers matching the words (whole words, case-insensitive)."""
    return [to_checked_paper(i) for i in await _hits(q)]


@mcp.tool()
async def dated_papers(q: str, page_size: int = 10) -> list[dict]:
    """Papers matching the words (whole words, case-insensitive), with their publication dates and publishers."""
    hits = await _hits(q)
    return (
        [to_dated_paper(i) for i in hits]
        + [to_stated_dated_paper(i) for i in hits]
        + [to_publisher_paper(i) for i in hits]
        + [to_sized_paper(i, page_size) for i in hits]
    )


@mcp.tool()
async def model_info(model_id: str) -> dict:
    """One model of the hub."""
    return hub.model_info(model_id)


@mcp.tool()
async def downloads(model_ids: list[str]) -> int:
    """Downloads of several models together."""
    return hub.total_downloads(model_ids)


@mcp.tool()
async def transmitters_near(lat: float, lon: float, radius_m: int = 1000) -> dict:
    """Transmitters within a radius of a point."""
    async with httpx.AsyncClient() as client:
        r = await client.get("https://map.example.org/transmitters", params={"lat": lat, "lon": lon, "r": radius_m})
        r.raise_for_status()
        found = r.json()["features"]
    inline = [
        # ruleid: ambiguous-absence
        {"name": f["properties"]["name"], "power": f["properties"].get("power_w", 0)}
        for f in found
    ]
    if not found and radius_m < 5000:
        # ok: empty-result-excuse — an instruction, no guessed cause
        hint = f"Keine Anlagen im Radius {radius_m} m gefunden. Radius auf {radius_m * 2} m erhöhen."
    elif not found:
        # ruleid: empty-result-excuse
        hint = "Keine Anlagen im Radius von 5000 m gefunden — der Standort ist vermutlich abgelegen."
    else:
        hint = None
    return {"transmitters": inline, "hint": hint}



@mcp.tool()
async def transmitter_owners(canton: str) -> dict:
    # ok: empty-result-excuse — a note on how full the records' fields are, not on an empty result
    """Owners of the transmitters in a canton. Datenqualität: ``operator`` und ``licence_class`` sind häufig leer."""
    async with httpx.AsyncClient() as client:
        r = await client.get("https://map.example.org/owners", params={"canton": canton})
        r.raise_for_status()
        owners = r.json()["owners"]
    return {"owners": owners, "canton": canton}


def _empty(summary: str) -> dict:
    return {"summary": summary, "data": None}


@mcp.tool()
async def licence_decisions(transmitter_id: str) -> dict:
    """Licence decisions on one transmitter."""
    async with httpx.AsyncClient() as client:
        r = await client.get(f"https://map.example.org/transmitters/{transmitter_id}/decisions")
        r.raise_for_status()
        decisions = r.json()["decisions"]
    if not decisions:
        # ruleid: empty-result-excuse — a modal said of the source after the empty outcome, through a helper
        return _empty(f"No recorded licence decisions found for {transmitter_id}. The licence may not have been renewed yet.")
    return {"decisions": decisions, "transmitter_id": transmitter_id}


@mcp.tool()
async def licence_decisions_hinted(transmitter_id: str) -> dict:
    """Licence decisions on one transmitter."""
    async with httpx.AsyncClient() as client:
        r = await client.get(f"https://map.example.org/transmitters/{transmitter_id}/decisions")
        r.raise_for_status()
        decisions = r.json()["decisions"]
    if not decisions:
        # ok: empty-result-excuse — the modal addresses the caller: a next step
        return _empty(f"No recorded licence decisions found for {transmitter_id}. You may list the transmitter's licences with transmitters_near.")
    return {"decisions": decisions, "transmitter_id": transmitter_id}
