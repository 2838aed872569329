# Modelled on public cadastral-data MCP servers with a nested admin server package (FastMCP, mcp 1.x); written for this repository.
"""Tools of the admin server: the same tool name as the public server, a different handler."""

from ..client import get_json
from .server import mcp


@mcp.tool()
async def get_parcel(egrid: str, include_history: bool = False) -> dict:
    """One parcel with its edit history (admin view)."""
    return await get_json("/admin/parcels", {"egrid": egrid, "history": include_history})


@mcp.tool()
async def reindex_parcels(municipality: str) -> dict:
    """Rebuild the search index of one municipality."""
    return await get_json("/admin/reindex", {"municipality": municipality})
