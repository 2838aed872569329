# Modelled on public cadastral and land-register open-data MCP servers (JSON answers whose keys are spelled unevenly); written for this repository.
"""Parcels of the land register, found by address."""

import httpx
from mcp.server.fastmcp import FastMCP

API = "https://cadastre.example.org/api"
mcp = FastMCP("parcel-lookup")


async def _parcels(address: str) -> list[dict]:
    async with httpx.AsyncClient() as client:
        r = await client.get(f"{API}/parcels", params={"address": address})
        r.raise_for_status()
        return r.json()["parcels"]


@mcp.tool()
async def parcel_ids(address: str) -> dict:
    """Parcel ids (EGRID) at one address."""
    parcels = await _parcels(address)
    ids = []
    for p in parcels:
        # ruleid: hardwired-key-spelling — one key guessed in two spellings, the second as the first's default
        ids.append(p.get("egrid", p.get("EGRID")))
    return {"address": address, "egrids": ids}


@mcp.tool()
async def parcel_numbers(address: str) -> dict:
    """Parcel numbers at one address."""
    parcels = await _parcels(address)
    # ruleid: hardwired-key-spelling — the same guess with a subscript as the default
    numbers = [p.get("parcel_number", p["parcelNumber"]) for p in parcels]
    return {"address": address, "numbers": numbers}


@mcp.tool()
async def parcel_areas(address: str) -> dict:
    """Parcel areas at one address."""
    parcels = await _parcels(address)
    # ruleid: hardwired-key-spelling — three spellings, in an `or` chain with a nested default
    areas = [p.get("area_m2") or p.get("areaM2", p.get("AREA_M2")) for p in parcels]
    return {"address": address, "areas": areas}


@mcp.tool()
async def parcel_names(address: str) -> dict:
    """Look-alike: a fallback from one key to another is no guessed spelling."""
    parcels = await _parcels(address)
    names = []
    for p in parcels:
        # ok: hardwired-key-spelling — `title` is used when `name` is missing: two keys, not two spellings of one
        names.append(p.get("name", p.get("title")))
    return {"address": address, "names": names}


@mcp.tool()
async def parcel_labels(address: str) -> dict:
    """Look-alike: two different keys in an `or` chain."""
    parcels = await _parcels(address)
    # ok: hardwired-key-spelling — a label, else the municipality: two keys
    labels = [p.get("label") or p.get("municipality", p["canton"]) for p in parcels]
    return {"address": address, "labels": labels}
