# Modelled on public note-taking workspace MCP servers (FastMCP, mcp 1.x); written for this repository.
"""Workspace MCP server. Older versions logged `has_more` and returned the first page as the whole."""

import logging

import httpx
from mcp.server.fastmcp import FastMCP

log = logging.getLogger(__name__)
mcp = FastMCP("workspace")
API = "https://api.workspace.example.com/v1"


_http = httpx.AsyncClient(base_url=API, timeout=20)


@mcp.tool()
async def query_database(database_id: str) -> dict:
    """Rows of one database, 100 at a time."""
    data = (await _http.post(f"/databases/{database_id}/query", json={"page_size": 100})).json()
    # ruleid: dropped-continuation
    if data.get("has_more"):
        log.info("database %s has more than one page", database_id)
    return {"results": data["results"]}


@mcp.tool()
async def search_pages(query: str) -> dict:
    """Pages whose title matches the query."""
    data = (await _http.post("/search", json={"query": query, "page_size": 50})).json()
    # ruleid: dropped-continuation
    cursor = data.get("next_cursor")
    log.debug("search %s: cursor %s", query, cursor)
    return {"pages": data["results"]}


@mcp.tool()
async def list_comments(page_id: str) -> dict:
    """Comments on a page, with a cursor for the next batch."""
    data = (await _http.post("/comments", json={"block_id": page_id})).json()
    # ok: dropped-continuation
    cursor = data.get("next_cursor")
    return {"comments": data["results"], "next_cursor": cursor}


@mcp.tool()
async def list_users() -> dict:
    """Users of the workspace, with a flag when the list is partial."""
    data = (await _http.post("/users", json={"page_size": 100})).json()
    out = {"users": data["results"]}
    # ok: dropped-continuation
    if data.get("has_more"):
        out["truncated"] = True
    return out


@mcp.tool()
async def all_blocks(page_id: str) -> dict:
    """Every block of a page, following the cursor to the end."""
    data = (await _http.post(f"/blocks/{page_id}/children", json={"page_size": 100})).json()
    blocks = list(data["results"])
    # ok: dropped-continuation
    while data.get("has_more"):
        data = (await _http.post(f"/blocks/{page_id}/children", json={"start_cursor": data["next_cursor"]})).json()
        blocks.extend(data["results"])
    return {"blocks": blocks}
