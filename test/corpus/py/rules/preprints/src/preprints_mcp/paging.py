# Modelled on public preprint-listing MCP servers that page their answers and echo the paging in a sub-object (FastMCP, httpx); written for this repository.
"""Preprint listings by category: the paging and filters are echoed under sub-keys of the result."""

from .server import _http, mcp


async def _listing(category: str, start: int, size: int) -> dict:
    resp = await _http.get("/listing", params={"cat": category, "start": start, "size": size})
    resp.raise_for_status()
    return resp.json()


def _page(entries: list, category: str, window: dict) -> dict:
    return {"results": entries, "filters": {"category": category}, "pagination": {"offset": window["start"], "limit": window["size"]}}


@mcp.tool()
async def list_preprints(category: str, offset: int = 0, limit: int = 20) -> dict:
    """Preprints of one category, one page at a time."""
    body = await _listing(category, max(0, offset), min(limit, 100))
    if not body["entries"]:
        # ok: empty-result-no-echo (category under filters, offset and limit under pagination)
        return {"results": [], "filters": {"category": category}, "pagination": {"offset": body["start"], "limit": body["size"]}}
    return {"results": body["entries"]}


@mcp.tool()
async def list_preprints_window(category: str, offset: int = 0, limit: int = 20) -> dict:
    """Preprints of one category, one page at a time (the page is built by a helper)."""
    body = await _listing(category, max(0, offset), min(limit, 100))
    if not body["entries"]:
        # ok: empty-result-no-echo (the helper's sub-dictionaries carry every value sent)
        return _page([], category, body["window"])
    return _page(body["entries"], category, body["window"])


@mcp.tool()
async def list_preprints_paged(category: str, offset: int = 0, limit: int = 20) -> dict:
    """Preprints of one category, one page at a time (paging shown)."""
    body = await _listing(category, max(0, offset), min(limit, 100))
    if not body["entries"]:
        # ruleid: empty-result-no-echo
        return {"results": [], "pagination": {"offset": body["start"], "limit": body["size"]}}
    return {"results": body["entries"]}
