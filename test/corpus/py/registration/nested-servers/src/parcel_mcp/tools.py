# Modelled on public cadastral-data MCP servers with a nested admin server package (FastMCP, mcp 1.x); written for this repository.
"""Tools of the public server."""

from .client import get_json
from .server import mcp


@mcp.tool()
async def get_parcel(egrid: str) -> dict:
    """One parcel by its EGRID."""
    return await get_json("/parcels", {"egrid": egrid})


@mcp.tool()
async def search_parcels(municipality: str) -> dict:
    """Parcels of one municipality."""
    return await get_json("/parcels/search", {"municipality": municipality})
