# Modelled on public hydrology open-data MCP servers (CSV and JSON answers, MCPServer); written for this repository.
"""Gauge stations and their latest levels."""

import csv
import io

import httpx
from mcp.server.mcpserver import MCPServer

API = "https://hydro.example.org/api"
mcp = MCPServer("gauges")


async def _get(path: str, params: dict) -> httpx.Response:
    async with httpx.AsyncClient() as client:
        res = await client.get(f"{API}/{path}", params=params)
        res.raise_for_status()
        return res


@mcp.tool()
async def station_levels(station: str) -> str:
    """Latest levels of one station as a table (station, date, level in metres)."""
    res = await _get("levels.csv", {"station": station})
    rows = list(csv.DictReader(io.StringIO(res.text), delimiter=";"))
    lines = ["| station | date | level |", "|---|---|---|"]
    lines += [f"| {r['station']} | {r['date']} | {r['level']} |" for r in rows]
    return "\n".join(lines)


@mcp.tool()
async def search_stations(q: str) -> dict:
    """Search gauge stations by name (substring, case-insensitive)."""
    res = await _get("stations", {"q": q})
    stations = sorted(res.json()["stations"], key=lambda s: (s["name"], s["id"]))
    return {"status": "ok" if stations else "empty", "match_type": "exact", "stations": stations}


@mcp.tool()
async def level_window(station: str, window: str = "1d") -> dict:
    """Levels of one station over a window (`1d`, `7d`), as the upstream reports them."""
    res = await _get("window", {"station": station, "window": window})
    return {"station": station, "window": res.json()["window"], "levels": res.json()["levels"]}
