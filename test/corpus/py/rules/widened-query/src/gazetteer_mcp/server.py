# Modelled on public gazetteer and geocoding MCP servers (MCPServer, mcp 2.x); written for this repository.
"""Gazetteer MCP server: place search, name lookup and page reading."""

import httpx
from mcp.server.mcpserver import MCPServer
from pydantic import BaseModel, Field

from .client import get_json, relax, shorter_forms

mcp = MCPServer("gazetteer")


class PlaceQuery(BaseModel):
    search_text: str = Field(description="Free text: an address, a place name or a postcode.")
    limit: int = Field(default=10, description="Most places to return.")


@mcp.tool(annotations={"readOnlyHint": True})
async def find_place(params: PlaceQuery) -> dict:
    """Places matching the text, best first."""
    data = await get_json("/search", {"searchText": params.search_text, "limit": params.limit})
    results = data.get("results", [])
    if results:
        return {"results": results, "match": "exact"}
    # ruleid: widened-query
    relaxed = relax(params.search_text)
    if relaxed is not None:
        data = await get_json("/search", {"searchText": relaxed, "limit": params.limit})
        results = data.get("results", [])
    return {"results": results, "match": "relaxed" if results else "none"}


@mcp.tool(annotations={"readOnlyHint": True})
async def lookup_name(name: str) -> dict:
    """Official names equal to the given name."""
    hits = (await get_json("/names", {"q": name})).get("hits", [])
    if not hits:
        # ruleid: widened-query
        hits = (await get_json("/names/fuzzy", {"q": name})).get("hits", [])
    return {"name": name, "hits": hits}


@mcp.tool(annotations={"readOnlyHint": True})
async def search_prefix(term: str) -> dict:
    """Names that start with the term."""
    # ruleid: widened-query
    for form in shorter_forms(term):
        hits = (await get_json("/names", {"prefix": form})).get("hits", [])
        if hits:
            return {"term": term, "hits": hits}
    return {"term": term, "hits": []}


@mcp.tool(annotations={"readOnlyHint": True})
async def lookup_code(code: str) -> dict:
    """One place by its qualified code (`canton:number`)."""
    # ok: widened-query
    scheme, _, number = code.partition(":")
    return await get_json(f"/codes/{scheme}", {"number": number})


@mcp.tool(annotations={"readOnlyHint": True})
async def read_page(title: str) -> dict:
    """The text of one gazetteer page, with its length in words."""
    try:
        data = await get_json("/pages", {"title": title})
    except httpx.HTTPError:
        # ok: widened-query
        data = await get_json("/mirror/pages", {"title": title})
    content = data.get("text", "")
    # ok: widened-query
    words = content.split()
    return {"title": title, "text": content, "words": len(words[:100_000])}
