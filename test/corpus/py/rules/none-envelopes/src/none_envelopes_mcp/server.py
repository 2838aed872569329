# Modelled on public parliament and open-data MCP servers (FastMCP, Pydantic envelopes, German-language texts); written for this repository.
"""Empty answers built by envelope helpers and class methods, a not-found naming the id looked up, and a miss
in the server's own station table before any request."""

import httpx
from mcp.server.fastmcp import FastMCP

from .envelopes import BillsResponse, VotesResponse, none_envelope, problem

mcp = FastMCP("none-envelopes")
API = "https://parl.example.ch/odata"
CKAN = "https://ckan.example.ch/api/3/action"
STATIONS = {"BER": "Bern-Bollwerk", "ZUE": "Zürich-Kaserne"}


async def _get(url: str, params: dict) -> dict:
    async with httpx.AsyncClient() as client:
        resp = await client.get(url, params=params)
    resp.raise_for_status()
    return resp.json()


@mcp.tool()
async def parl_votes(keyword: str, limit: int = 20):
    """Votes whose title holds the keyword."""
    data = await _get(f"{API}/Vote", {"$filter": f"substringof('{keyword}', Title)", "$top": limit})
    rows = data.get("value", [])
    if not rows:
        # ruleid: empty-result-next-step#constant-hint — the helper's suggestions are one fixed list of topics
        # ruleid: empty-result-no-echo
        return none_envelope(VotesResponse, "Keine Abstimmungen gefunden.")
    return VotesResponse(count=len(rows), results=rows)


@mcp.tool()
async def parl_bills(keyword: str, limit: int = 20):
    """Bills whose title holds the keyword."""
    data = await _get(f"{API}/Business", {"$filter": f"substringof('{keyword}', Title)", "$top": limit})
    rows = data.get("value", [])
    if not rows:
        # ruleid: empty-result-next-step#constant-hint — a class method sets the same fixed list
        # ruleid: empty-result-no-echo
        return BillsResponse.none("Keine Geschäfte gefunden.")
    return BillsResponse(count=len(rows), results=rows)


@mcp.tool()
async def parl_bills_hinted(keyword: str, limit: int = 20):
    """Bills whose title holds the keyword, with suggestions built from it."""
    data = await _get(f"{API}/Business", {"$filter": f"substringof('{keyword}', Title)", "$top": limit})
    rows = data.get("value", [])
    if not rows:
        # ok: empty-result-next-step — the suggestions are built from the keyword that was searched
        # ruleid: empty-result-no-echo
        return BillsResponse.none_for("Keine Geschäfte gefunden.", keyword)
    return BillsResponse(count=len(rows), results=rows)


@mcp.tool()
async def dataset_info(dataset_name: str) -> dict:
    """One dataset's metadata by its slug."""
    data = await _get(f"{CKAN}/package_show", {"id": dataset_name})
    pkg = data.get("result", {})
    if not pkg:
        # ok: empty-result-no-echo — the not-found names the one value that was sent
        return problem(f"Dataset '{dataset_name}' not found", "NO_DATASET", note="Call dataset_list() for the slugs.")
    return pkg


@mcp.tool()
async def dataset_records(resource_id: str, q: str, limit: int = 50) -> dict:
    """Records of one resource that match a full-text query."""
    data = await _get(f"{CKAN}/datastore_search", {"resource_id": resource_id, "q": q, "limit": limit})
    records = data.get("result", {}).get("records", [])
    if not records:
        # ruleid: empty-result-no-echo — a search names its resource, not the query and limit that went out
        return problem(f"Keine Datensätze in Ressource '{resource_id}'.", "EMPTY", note="Call dataset_info() for the resources.")
    return {"records": records}


@mcp.tool()
async def station_now(station: str) -> str:
    """Current readings of one air-quality station."""
    code = station.upper()
    info = STATIONS.get(code)
    if not info:
        # ok: empty-result-no-echo — the server's own table has no such code: no request went out
        return f"Station '{code}' nicht gefunden. Bekannt: {', '.join(STATIONS)}. Tipp: station_list aufrufen."
    data = await _get(f"{API}/air", {"station": code, "rows": 24})
    return f"{info}: {data.get('no2', 'n/a')} µg/m³ NO2"


@mcp.tool()
async def station_list() -> str:
    """The stations the server knows."""
    return ", ".join(f"{k} ({v})" for k, v in STATIONS.items())
