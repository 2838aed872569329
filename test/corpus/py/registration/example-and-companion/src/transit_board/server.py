# Modelled on public transit-departure MCP servers that ship a quickstart example and a fixtures dev server (FastMCP, mcp 1.x); written for this repository.
"""The shipped server: departures from the upstream API (and a local settings file, read once)."""

import json

import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("transit-board")
_client = httpx.AsyncClient(base_url="https://transit.example.ch/v1")

with open("settings.json") as fh:
    SETTINGS = json.load(fh)


@mcp.tool()
async def search_stops(query: str) -> list:
    """Stops whose name matches a query."""
    response = await _client.get("/stops", params={"q": query})
    return response.json()["stops"]


@mcp.tool()
async def get_departures(stop_id: str, line: str | None = None) -> list:
    """Next departures at one stop, optionally of one line."""
    params = {"stop": stop_id}
    if line:
        params["line"] = line
    response = await _client.get("/departures", params=params)
    return response.json()["departures"]


def main() -> None:
    mcp.run()
