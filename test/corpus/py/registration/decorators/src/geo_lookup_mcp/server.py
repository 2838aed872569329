# Modelled on public Swiss open-data MCP servers (FastMCP, mcp 1.x); written for this repository.
"""Geo lookup server: the server object, decorator registrations, and the side-effect import of the place tools."""

import os
from typing import Annotated, Optional

from mcp.server.fastmcp import Context, FastMCP
from mcp.types import ToolAnnotations
from pydantic import Field

from .api import fetch_json

mcp = FastMCP("geo-lookup")

READ_ONLY = ToolAnnotations(readOnlyHint=True, destructiveHint=False)


@mcp.tool()
async def lookup_postcode(postcode: str, ctx: Context) -> dict:
    """Look up the communes that share one Swiss postcode."""
    return await fetch_json("/postcodes", {"code": postcode})


@mcp.tool(name="geo_height", description="Height above sea level at one LV95 point.", annotations=READ_ONLY)
async def height(
    easting: Annotated[float, Field(description="LV95 easting in metres")],
    northing: Annotated[float, Field(description="LV95 northing in metres")],
    datum: Optional[str] = None,
) -> dict:
    return await fetch_json("/height", {"easting": easting, "northing": northing})


@mcp.tool
def server_version() -> str:
    """Version of this server."""
    return "0.1.0"


if os.environ.get("GEO_ENABLE_ADMIN") == "1":

    @mcp.tool(name="geo_clear_cache")
    def clear_cache() -> str:
        """Empty the answer cache."""
        return "cleared"


# the place tools register themselves on `mcp` when their module is imported
from . import places  # noqa: E402,F401
