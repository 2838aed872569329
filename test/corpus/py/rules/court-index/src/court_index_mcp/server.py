# Modelled on public court-decision and open-data MCP servers (FastMCP over SQLite, ODSQL and GraphQL sources); written for this repository.
"""Court index MCP server: conditions of statements the server writes itself, and request keys sent only when set."""

import json
import sqlite3

import httpx
from mcp.server.fastmcp import FastMCP

from .sources import Board, train_counts, trains

mcp = FastMCP("court-index")
DB_PATH = "decisions.sqlite"
API_URL = "https://courts.example.ch/api/decisions"
_board = Board()


@mcp.tool()
async def count_decisions(year: int | None = None) -> str:
    """Count the decisions in the local index, by area."""
    where = ["1=1"]
    params: list = []
    if year:
        where.append("year = ?")
        # ok: scope-only-when-set — a bind value of the server's own WHERE condition: left out, every year
        params.append(year)
    clause = " AND ".join(where)
    with sqlite3.connect(DB_PATH) as con:
        rows = con.execute(f"SELECT area, COUNT(*) FROM decisions WHERE {clause} GROUP BY area ORDER BY area", params).fetchall()
    return json.dumps({"year": year, "areas": [{"area": a, "count": c} for a, c in rows]})


@mcp.tool()
async def list_decisions(year: int | None = None) -> str:
    """List decisions from the court API."""
    query: dict = {"format": "json"}
    if year:
        # ruleid: scope-only-when-set
        query["year"] = year
    async with httpx.AsyncClient() as client:
        resp = await client.get(API_URL, params=query)
    resp.raise_for_status()
    return resp.text


@mcp.tool()
async def train_segments(line: str | None = None, year: str | None = None, limit: int = 20) -> str:
    """Trains per line segment, by year."""
    return json.dumps(await trains(line, year, limit))


@mcp.tool()
async def train_status_counts(status: str | None = None) -> str:
    """Train counts by operating status."""
    return json.dumps(await train_counts(status))


@mcp.tool()
async def board_issues(state: str | None = None, type: str | None = None) -> str:
    """Issues of the board by state and type."""
    return json.dumps(await _board.issues(state, type))
