# Modelled on public open-data catalogue MCP servers (FastMCP, pydantic argument models); written for this repository.
"""Catalogue tools: datasets from a CKAN-style API, business items from OData, court decisions from an index."""

import json

import httpx
from mcp.server.fastmcp import FastMCP
from pydantic import BaseModel, Field

from .odata import ORDER_BY_NUMBER, ORDER_BY_TITLE, odata_all, odata_get, sparql_latest, sparql_latest_stable, sql_rows, sql_rows_by_id
from .search import DecisionIndex

mcp = FastMCP("catalogue")
CKAN = "https://ckan.example.org/api/3/action/package_search"
index = DecisionIndex("https://es.example.org")


class DatasetSearch(BaseModel):
    q: str = Field(description="Plain words; every word must occur in the title or notes (whole words, case-insensitive).")
    rows: int = Field(default=20, description="Datasets per page")
    start: int = Field(default=0, description="Offset of the first dataset")
    sort: str = Field(default="metadata_modified desc", description="Solr sort; default newest first")


@mcp.tool()
async def search_datasets(params: DatasetSearch) -> list[dict]:
    """Datasets matching the words, newest first (the caller may choose another sort)."""
    query = {
        "q": params.q,
        "rows": params.rows,
        "start": params.start,
        # ruleid: unstable-order
        "sort": params.sort,
    }
    async with httpx.AsyncClient() as client:
        r = await client.get(CKAN, params=query)
        r.raise_for_status()
        return r.json()["result"]["results"]


@mcp.tool()
async def recent_datasets(rows: int = 10) -> list[dict]:
    """The most recently changed datasets."""
    async with httpx.AsyncClient() as client:
        # ruleid: unstable-order
        r = await client.get(CKAN, params={"q": "*:*", "rows": rows, "sort": "metadata_modified desc"})
        r.raise_for_status()
        return r.json()["result"]["results"]


@mcp.tool()
async def recent_datasets_stable(rows: int = 10) -> list[dict]:
    """The most recently changed datasets, ties by name (unique in CKAN)."""
    async with httpx.AsyncClient() as client:
        # ok: unstable-order
        r = await client.get(CKAN, params={"q": "*:*", "rows": rows, "sort": "metadata_modified desc, id asc"})
        r.raise_for_status()
        return r.json()["result"]["results"]


@mcp.tool()
async def list_business(limit: int = 20, offset: int = 0) -> list[dict]:
    """Business items by title."""
    # ruleid: unstable-order
    return await odata_get("Business", orderby=ORDER_BY_TITLE, top=limit, skip=offset)


@mcp.tool()
async def list_sessions(limit: int = 20, offset: int = 0) -> list[dict]:
    """Sessions, newest first."""
    # ok: unstable-order
    return await odata_get("Session", orderby="ID desc", top=limit, skip=offset)


@mcp.tool()
async def list_business_by_number(limit: int = 20, offset: int = 0) -> list[dict]:
    """Business items by number, ties by ID."""
    # ok: unstable-order
    return await odata_get("Business", orderby=ORDER_BY_NUMBER, top=limit, skip=offset)


@mcp.tool()
async def all_councils() -> list[dict]:
    """Every council, by name (one request, not paged)."""
    # ok: unstable-order — nothing pages or cuts the answer
    return await odata_all("Council", orderby="Name asc")


@mcp.tool()
async def newest_decisions(text: str, page: int = 0, size: int = 10) -> list[dict]:
    """Decisions mentioning the text, newest first."""
    return await index.newest(text, page, size)


@mcp.tool()
async def newest_decisions_stable(text: str, page: int = 0, size: int = 10) -> list[dict]:
    """Decisions mentioning the text, newest first, ties by id."""
    return await index.newest_stable(text, page, size)


@mcp.tool()
async def decisions_after(text: str, cursor: list | None = None) -> list[dict]:
    """Decisions mentioning the text, continued after a cursor."""
    return await index.after(text, cursor)


@mcp.tool()
async def table_rows(table: str, limit: int = 50) -> list[dict]:
    """The newest rows of a table."""
    return await sql_rows(table, limit)


@mcp.tool()
async def table_rows_stable(table: str, limit: int = 50) -> list[dict]:
    """The newest rows of a table, ties by id."""
    return await sql_rows_by_id(table, limit)


@mcp.tool()
async def latest_versions(law: str) -> list[dict]:
    """The ten newest consolidations of a law."""
    return await sparql_latest(law)


@mcp.tool()
async def latest_versions_stable(law: str) -> list[dict]:
    """The ten newest consolidations of a law, ties by version."""
    return await sparql_latest_stable(law)


class RepoSearch(BaseModel):
    topic: str = Field(description="One repository topic, matched whole (case-insensitive).")
    sort: str = Field(default="stars", description="stars, forks or updated")
    limit: int = Field(default=20, description="Repositories to return")


@mcp.tool()
async def trending_repos(params: RepoSearch) -> str:
    """Repositories of one topic, most starred first."""
    async with httpx.AsyncClient() as client:
        r = await client.get(
            "https://api.example.org/search/repositories",
            # ruleid: unstable-order
            params={"q": f"topic:{params.topic}", "sort": params.sort, "order": "desc", "per_page": params.limit},
        )
    data = r.json()
    return json.dumps(
        # ok: unstable-order — the result states the order that went out; it sends nothing upstream
        {"topic": params.topic, "sort": params.sort, "count": len(data["items"]), "repos": data["items"]},
        indent=2,
    )


@mcp.tool()
async def trending_repos_nested(params: RepoSearch) -> str:
    """Repositories of one topic, most starred first, with the request beside them."""
    async with httpx.AsyncClient() as client:
        r = await client.get(
            "https://api.example.org/search/repositories",
            # ruleid: unstable-order
            params={"q": f"topic:{params.topic}", "sort": params.sort, "order": "desc", "per_page": params.limit},
        )
    repos = r.json()["items"]
    # ok: unstable-order — an echo nested in the serialised result
    return json.dumps({"request": {"sort": params.sort, "per_page": params.limit}, "repos": repos})
