# Modelled on public broadcaster open-data MCP servers (FastMCP tools over a programme guide and statistics downloads); written for this repository.
"""Programme guide and statistics tools."""

from mcp.server.fastmcp import FastMCP

from .programmes import Stats, fetch_rows, get_json, programmes

mcp = FastMCP("guide")
stats = Stats()


@mcp.tool()
def daily_programmes(channel: str, date: str) -> list[dict]:
    """Programmes of one channel on one day."""
    return programmes(channel, date)


@mcp.tool()
def show_details(show_id: str) -> dict:
    """One show, inline."""
    d = get_json(f"/shows/{show_id}", {})
    return {
        # ruleid: ambiguous-absence
        "summary": d.get("summary") or d.get("teaser") or d.get("lead") or None,
    }


@mcp.tool()
def animal_health_stats(url: str, year: int | None = None) -> list[dict]:
    """Rows of an animal-health statistics download."""
    return stats.animal_health(url, year)


@mcp.tool()
def animal_health_stats_lower(url: str, year: int | None = None) -> list[dict]:
    """Rows of an animal-health statistics download (lower-case header)."""
    return stats.animal_health_lower(url, year)


@mcp.tool()
def case_counts(url: str, canton: str) -> list[dict]:
    """Case-count rows of one canton, inline."""
    rows = fetch_rows(url)
    # ruleid: hardwired-key-spelling
    return [r for r in rows if r.get("Kanton", r.get("canton", "")) == canton]
