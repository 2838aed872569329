# Bundled Python example of fidelity-audit, modelled on public Swiss open-geodata MCP servers; written for this repository.
"""geodata-mcp: places, communes and population tables of a cantonal open-geodata API."""

from __future__ import annotations

from mcp.server.mcpserver import MCPServer
from pydantic import BaseModel, Field

from . import client

mcp = MCPServer("geodata-mcp")


class PlaceSearch(BaseModel):
    name: str = Field(..., description="Place name to look for")
    status: str | None = Field(default=None, description="Lifecycle status of the places: current or historic")
    fields: list[str] = Field(default_factory=lambda: ["Name"], description="Which name fields to match")
    limit: int = Field(default=50, ge=1, le=200)


@mcp.tool(name="geo_search_places", annotations={"readOnlyHint": True})
async def search_places(params: PlaceSearch) -> dict:
    """Find places (villages, hamlets, mountains) by name.

    If nothing is found the place most likely does not exist.
    """
    places = await client.search_places(params.name, params.status, params.fields, params.limit)
    return {"query": params.name, "returned": len(places), "places": places}


@mcp.tool(name="geo_commune_population", annotations={"readOnlyHint": True})
async def commune_population(commune_id: int) -> dict:
    """Population of one commune per year, from the canton's CSV table."""
    rows = await client.population_rows(commune_id)
    years = {}
    for row in rows:
        years[row["Jahr"]] = int(row.get("Einwohner", 0))
    return {"commune_id": commune_id, "population": years, "total_latest": years[max(years)] if years else None}


@mcp.tool(name="geo_list_cantons", annotations={"readOnlyHint": True})
async def list_cantons() -> list[dict]:
    """List the cantons and their codes."""
    cantons = await client.cantons()
    if not cantons:
        # there are always cantons: an empty list means the answer changed, which is an error, not a result
        raise RuntimeError("The canton list came back empty; the geodata API's answer has changed.")
    return cantons


def main() -> None:
    mcp.run()
