# Modelled on public environmental-monitoring MCP servers that list stations and measurements over httpx (FastMCP, mcp 1.x); written for this repository.
"""Tools over stations and their measurements."""

import json

from mcp.server.fastmcp import FastMCP

from .api import get_json, station_alerts, station_list, station_list_strict, station_readings

mcp = FastMCP("station-fallbacks")


@mcp.tool()
async def station_overview(code: str) -> str:
    """Datasets, readings and alerts of one station."""
    try:
        result = await get_json("/datasets", {"station": code})
        datasets = result["datasets"]
    except Exception:
        # ruleid: empty-result-next-step
        datasets = []
    readings = await station_readings(code)
    alerts = await station_alerts(code)
    return json.dumps(
        {"station": code, "datasets": len(datasets), "readings": len(readings), "alerts": len(alerts)}
    )


@mcp.tool()
async def station_datasets(code: str) -> str:
    """Datasets of one station; a failed lookup is reported in the result."""
    errors: list[str] = []
    try:
        result = await get_json("/datasets", {"station": code})
        datasets = result["datasets"]
    # ok: empty-result-next-step
    except Exception as exc:
        datasets = []
        errors.append(f"dataset lookup failed: {exc}")
    return json.dumps({"station": code, "datasets": datasets, "errors": errors, "hint": "see station_list"})


@mcp.tool()
async def list_stations(canton: str) -> str:
    """Stations of one canton."""
    rows = await station_list(canton)
    strict = await station_list_strict(canton)
    return json.dumps({"canton": canton, "stations": rows + strict, "hint": "try a neighbouring canton"})
