# Modelled on public open-data catalogue (CKAN) MCP servers that answer in Markdown built piece by piece (FastMCP, mcp 1.x); written for this repository.
"""Tools over a CKAN catalogue."""

import httpx
from mcp.server.fastmcp import FastMCP

from .format import listing, no_hits, no_hits_echoed

mcp = FastMCP("catalogue-texts")
API = "https://ckan.example.org/api/3/action/package_search"


async def _search(query: str, organization: str | None, rows: int) -> list[dict]:
    params = {"q": query, "rows": rows, "fq": f"organization:{organization or '*'}"}
    async with httpx.AsyncClient(timeout=30) as client:
        resp = await client.get(API, params=params)
        resp.raise_for_status()
        return resp.json()["result"]["results"]


@mcp.tool()
async def search_datasets(query: str, organization: str | None = None, rows: int = 10) -> str:
    """Search datasets by plain words (all must occur, whole words, case-insensitive)."""
    packages = await _search(query, organization, rows)
    if not packages:
        msg = "Keine Datensätze gefunden."
        if organization:
            msg += f" Organisation: {organization}."
        # ruleid: empty-result-no-echo
        return msg
    return listing(packages)


@mcp.tool()
async def search_datasets_echoed(query: str, organization: str | None = None, rows: int = 10) -> str:
    """Search datasets by plain words (all must occur, whole words, case-insensitive)."""
    packages = await _search(query, organization, rows)
    if not packages:
        msg = "Keine Datensätze gefunden."
        msg += f" Anfrage: q={query}, organization={organization or 'alle'}, rows={rows}."
        # ok: empty-result-no-echo
        return msg
    return listing(packages)


@mcp.tool()
async def find_datasets(query: str, organization: str | None = None) -> str:
    """Search datasets by plain words (all must occur, whole words, case-insensitive)."""
    packages = await _search(query, organization, 20)
    if not packages:
        # ruleid: empty-result-no-echo
        return no_hits(query, organization)
    return listing(packages)


@mcp.tool()
async def find_datasets_echoed(query: str, organization: str | None = None) -> str:
    """Search datasets by plain words (all must occur, whole words, case-insensitive)."""
    packages = await _search(query, organization, 20)
    if not packages:
        # ok: empty-result-no-echo
        return no_hits_echoed(query, organization)
    return listing(packages)
