# Modelled on public transit-departure MCP servers that ship a quickstart example and a fixtures dev server (FastMCP, mcp 1.x); written for this repository.
"""Quickstart example: a minimal server beside the shipped one, with the same optional-filter shape."""

import httpx
from mcp.server.fastmcp import FastMCP

demo = FastMCP("transit-quickstart")


@demo.tool()
async def search_stops(query: str) -> list:
    """Stops whose name matches a query."""
    response = httpx.get("https://transit.example.ch/v1/stops", params={"q": query})
    return response.json()["stops"]


@demo.tool()
async def get_departures(stop_id: str, line: str | None = None) -> list:
    """Departures at one stop (example)."""
    params = {"stop": stop_id}
    if line:
        params["line"] = line
    async with httpx.AsyncClient() as client:
        response = await client.get("https://transit.example.ch/v1/departures", params=params)
    return response.json()["departures"]


if __name__ == "__main__":
    demo.run()
