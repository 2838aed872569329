# Modelled on public court-decision and open-data MCP servers (FastMCP over SQLite, ODSQL and GraphQL sources); written for this repository.
"""Court index MCP server: conditions of statements the server writes itself, and request keys sent only when set."""

import json
import sqlite3
from typing import Annotated

import httpx
from mcp.server.fastmcp import FastMCP
from pydantic import Field

from .literature import RulingSearch, esearch, pubmed_term
from .sources import Board, RulingIndex, harvest_records, rulings_since, stats_aggregations, train_counts, trains

mcp = FastMCP("court-index")
DB_PATH = "decisions.sqlite"
API_URL = "https://courts.example.ch/api/decisions"
_board = Board()
_rulings = RulingIndex()
SEARCH_URL = "https://courts.example.ch/es/decisions/_search"


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


@mcp.tool()
async def search_decisions(query: str, date_from: str | None = None, date_to: str | None = None) -> str:
    """Full-text search of the decisions (Elasticsearch), optionally within a date range."""
    range_filter: dict = {}
    if date_from:
        # ok: scope-only-when-set — inline: a bound of the server's own range filter, assembled key by key
        range_filter["gte"] = date_from
    if date_to:
        # ok: scope-only-when-set
        range_filter["lte"] = date_to
    body: dict = {"query": {"bool": {"must": [{"match": {"text": query}}], "filter": [{"range": {"date": range_filter}}]}}}
    async with httpx.AsyncClient() as client:
        resp = await client.post(SEARCH_URL, json=body)
    resp.raise_for_status()
    return resp.text


@mcp.tool()
async def recent_rulings(category: str | None = None, since: str | None = None) -> str:
    """Rulings of a category since a date, newest first."""
    return json.dumps(await rulings_since(category, since))


@mcp.tool()
async def chamber_rulings(status: str | None = None, since: str | None = None) -> str:
    """Rulings in a status since a date."""
    return json.dumps(await _rulings.by_status(status, since))


@mcp.tool()
async def harvest_decisions(from_date: str | None = None, until_date: str | None = None, set_spec: str | None = None, collection: str | None = None) -> str:
    """Harvest decision records over OAI-PMH (ListRecords), optionally bounded by datestamp or set."""
    return json.dumps(await harvest_records(from_date, until_date, set_spec, collection))


_ruling_search = RulingSearch()


@mcp.tool()
async def search_literature(
    query: str,
    language: str | None = None,
    min_date: str | None = None,
    max_date: str | None = None,
    retmax: int | None = None,
    sort: str | None = None,
) -> str:
    """Search PubMed for articles on a topic."""
    return json.dumps(await esearch(pubmed_term(query, language, min_date, max_date), retmax, sort))


@mcp.tool()
async def search_ruling_text(text: str, status: str | None = None, category: str | None = None) -> str:
    """Search the rulings index by text, optionally by status and category."""
    return json.dumps(await _ruling_search.search(text, status, category))


@mcp.tool()
async def latest_decisions(limit: int | None = None) -> str:
    """The latest decisions in the local index."""
    sql = "SELECT id, title FROM decisions ORDER BY decided DESC, id"
    args: list = []
    if limit:
        # ok: scope-only-when-set — inline: a LIMIT of the server's own SQL; left out, every row
        sql += " LIMIT ?"
        args.append(limit)
    with sqlite3.connect(DB_PATH) as con:
        rows = con.execute(sql, args).fetchall()
    return json.dumps([{"id": i, "title": t} for i, t in rows])


@mcp.tool()
async def get_decision_statistics(canton: str | None = None) -> str:
    """Counts of indexed decisions per canton and per year."""
    body: dict = {
        "size": 0,
        "aggs": {
            # ok: scope-only-when-set — inline: a terms aggregation's bucket cap, not a page of hits
            "by_canton": {"terms": {"field": "canton", "size": 50}},
        },
    }
    if canton:
        body["query"] = {"term": {"canton": canton}}
    async with httpx.AsyncClient() as client:
        resp = await client.post(SEARCH_URL, json=body)
    return json.dumps(resp.json())


@mcp.tool()
async def get_newest_decisions(canton: str) -> str:
    """The newest decisions of one canton."""
    body: dict = {"query": {"term": {"canton": canton}}}
    # ok: scope-only-when-set — a page size always sent explicitly, no argument behind it: rule 1 asks for explicit values
    body["size"] = 30
    body["aggs"] = stats_aggregations()
    async with httpx.AsyncClient() as client:
        resp = await client.post(SEARCH_URL, json=body)
    return json.dumps(resp.json()["hits"]["hits"])


@mcp.tool()
async def get_random_decisions(
    count: Annotated[int | None, Field(description="Count of random decisions to draw.")] = None,
) -> str:
    """Fetch decisions for a quiz."""
    params: dict = {}
    if count:
        # ok: scope-only-when-set — a count of random picks, not a page size
        params["count"] = count
    async with httpx.AsyncClient() as client:
        resp = await client.get(f"{API_URL}/random", params=params)
    return json.dumps(resp.json())
