# Modelled on public statistical-office MCP servers that read SDMX-style XML and Excel downloads (FastMCP, mcp 1.x); written for this repository.
"""Tools over the statistical office's XML and Excel downloads."""

from mcp.server.fastmcp import FastMCP

from .sdmx import fetch_observations, fetch_series
from .workbook import fetch_sheet, summarise

mcp = FastMCP("stat-downloads")


@mcp.tool()
async def get_observations(flow: str) -> list[dict]:
    """Observations of one dataflow, by period."""
    return await fetch_observations(flow)


@mcp.tool()
async def get_series(flow: str) -> list[dict]:
    """Series of one dataflow with their counts."""
    return await fetch_series(flow)


@mcp.tool()
async def get_school_sheet(name: str) -> list[dict]:
    """Pupils and classes per municipality from one Excel download."""
    return summarise(await fetch_sheet(name))


def main() -> None:
    mcp.run()
