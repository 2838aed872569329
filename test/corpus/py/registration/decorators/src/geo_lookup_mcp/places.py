# Modelled on public Swiss open-data MCP servers (FastMCP, mcp 1.x); written for this repository.
"""Place tools: registered on the server imported from server.py; one pydantic model argument each."""

from pydantic import BaseModel, Field

from .api import fetch_json
from .server import mcp


class PlaceSearchInput(BaseModel):
    """Arguments of geo_search_places."""

    name: str = Field(..., description="Place name, whole words")
    canton: str | None = Field(default=None, description="Two-letter canton code")
    limit: int = 20


@mcp.tool(name="geo_search_places", annotations={"readOnlyHint": True})
async def search_places(params: PlaceSearchInput) -> dict:
    """Search places by name."""
    query = {"searchText": params.name, "limit": params.limit}
    if params.canton:
        query["canton"] = params.canton.upper()
    return await fetch_json("/places", query)
