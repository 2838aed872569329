# Modelled on public MCP servers over a central bank's data warehouse and a rail operator's open data portal (FastMCP over httpx); written for this repository.
"""Window-ends MCP server: date windows whose ends are left out, echoes in structured content, id lookups."""

import json
from typing import Any, Optional

from mcp.server.fastmcp import FastMCP
from mcp.types import CallToolResult, TextContent
from pydantic import BaseModel, Field

from .paging import fetch_records, pagination_meta, topic_members, topic_members_open
from .warehouse import Warehouse, cube_data

mcp = FastMCP("window-ends")
warehouse = Warehouse()


def _tool_result(text: str, structured: dict[str, Any]) -> CallToolResult:
    """Text for the model and the same data as structured content."""
    return CallToolResult(content=[TextContent(type="text", text=text)], structuredContent=structured)


@mcp.tool()
async def warehouse_data(cube: str, from_date: str | None = None, to_date: str | None = None) -> str:
    """Data of one cube of the central bank's warehouse.

    Args:
        cube: Cube id.
        from_date: Start date, YYYY or YYYY-MM.
        to_date: End date, same format as from_date.
    """
    return json.dumps(await cube_data(cube, from_date, to_date))


@mcp.tool()
async def warehouse_series(cube: str, since: str | None = None, until: str | None = None) -> str:
    """A cube's series.

    Args:
        cube: Cube id.
        since: First date.
        until: Last date.
    """
    # ruleid: empty-result-no-echo — the class method's answer handed on as it came: an empty series echoes nothing
    return json.dumps(await warehouse.series(cube, since, until))


@mcp.tool()
async def warehouse_vintage(cube: str, start_date: str | None = None, end_date: str | None = None) -> str:
    """A cube's vintage.

    Args:
        cube: Cube id.
        start_date: First date.
        end_date: Last date.
    """
    params: dict[str, str] = {}
    if start_date:
        # ruleid: scope-only-when-set#sent-only-when-set — inline: the start of the window
        params["start_date"] = start_date
    if end_date:
        # ok: scope-only-when-set — inline: the end of the window, left out, runs up to the latest vintage
        params["end_date"] = end_date
    # ruleid: scope-only-when-set#hidden-default-window — an end of the server's own, not "now": the window stops there
    if not end_date:
        params["end_date"] = "2019-12-31"
    async with httpx_client() as client:
        r = await client.get(f"https://data.central-bank.example/api/cube/{cube}/vintage", params=params)
    return r.text


def httpx_client():
    import httpx

    return httpx.AsyncClient()


class RollingStockInput(BaseModel):
    vehicle_type: Optional[str] = Field(default=None, description="Vehicle type, e.g. 'IC 2000'")
    limit: int = Field(default=20, ge=1, le=100, description="Max. results")
    offset: int = Field(default=0, ge=0, description="Paging offset")


@mcp.tool(structured_output=False)
async def rolling_stock(params: RollingStockInput) -> CallToolResult:
    """Technical data of the rolling stock."""
    where = f'vehicle_type like "%{params.vehicle_type}%"' if params.vehicle_type else None
    data = await fetch_records("rolling-stock", where, params.limit, params.offset)
    results = data.get("results", [])
    pagination = pagination_meta(data.get("total_count", 0), params.limit, params.offset)
    structured = {"pagination": pagination, "results": results}
    if not results:
        # ruleid: empty-result-no-echo — the structured pagination block echoes the offset, not the type or limit
        return _tool_result("No rolling stock of this vehicle type found.", structured)
    return _tool_result(json.dumps(structured), structured)


@mcp.tool(structured_output=False)
async def rolling_stock_echoed(params: RollingStockInput) -> CallToolResult:
    """Technical data of the rolling stock, with the request echoed."""
    where = f'vehicle_type like "%{params.vehicle_type}%"' if params.vehicle_type else None
    data = await fetch_records("rolling-stock", where, params.limit, params.offset)
    results = data.get("results", [])
    request = {"vehicle_type": params.vehicle_type, "limit": params.limit, "offset": params.offset}
    structured = {"request": request, "pagination": pagination_meta(0, params.limit, params.offset), "results": results}
    if not results:
        # ok: empty-result-no-echo — the structured content carries every value that went out
        return _tool_result("No rolling stock of this vehicle type found.", structured)
    return _tool_result(json.dumps(structured), structured)


@mcp.tool()
async def topic_indicators(topic_id: str) -> str:
    """The indicators of one topic.

    Args:
        topic_id: Topic id, e.g. '8'.
    """
    members = await topic_members(topic_id)
    if not members:
        # ok: empty-result-no-echo — a lookup by the caller's one id, named; the page size and format cannot empty it
        return f"No indicators found for topic {topic_id}."
    return json.dumps(members)


@mcp.tool()
async def topic_open_indicators(topic_id: str) -> str:
    """The open indicators of one topic.

    Args:
        topic_id: Topic id, e.g. '8'.
    """
    members = await topic_members_open(topic_id)
    if not members:
        # ruleid: empty-result-no-echo — the fixed status of the server's own narrows the set and is not named
        return f"No indicators found for topic {topic_id}."
    return json.dumps(members)
