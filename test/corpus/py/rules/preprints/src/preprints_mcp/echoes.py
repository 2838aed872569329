# Modelled on public preprint-search MCP servers that echo the request as an object (FastMCP, httpx); written for this repository.
"""Preprint search by author: the request is echoed as one object, in full or in part."""

from .server import _http, mcp


async def _by_author(author: str, limit: int) -> list[dict]:
    resp = await _http.get("/by-author", params={"author": author, "rows": limit})
    resp.raise_for_status()
    return resp.json()["entries"]


@mcp.tool()
async def preprints_by_author(author: str, limit: int = 20) -> dict:
    """Preprints by one author (the name as written on the paper)."""
    entries = await _by_author(author, limit)
    if not entries:
        # ruleid: empty-result-no-echo
        return {"results": [], "request": {"author": author}, "hint": f"Nothing by {author!r}; try the surname alone."}
    return {"results": entries, "request": {"author": author, "limit": limit}}


@mcp.tool()
async def preprints_by_author_echoed(author: str, limit: int = 20) -> dict:
    """Preprints by one author (the name as written on the paper); says what was sent."""
    entries = await _by_author(author, limit)
    if not entries:
        # ok: empty-result-no-echo
        return {"results": [], "request": {"author": author, "limit": limit}, "hint": "Try the surname alone."}
    return {"results": entries, "request": {"author": author, "limit": limit}}
