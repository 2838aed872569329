# Modelled on public preprint-search MCP servers that echo the request as an object (FastMCP, httpx); written for this repository.
"""Preprint search by author: the request is echoed as one object, in full or in part."""

from pydantic import BaseModel

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


class PreprintDetail(BaseModel):
    found: bool
    id: str
    title: str | None = None


@mcp.tool()
async def get_preprint(preprint_id: str, version: int = 1) -> PreprintDetail:
    """One preprint by its identifier (e.g. '2401.01234')."""
    resp = await _http.get(f"/preprints/{preprint_id}", params={"v": version})
    rows = resp.json()["entries"]
    if not rows:
        # ok: empty-result-no-echo (a not-found flag beside the identifier looked up)
        return PreprintDetail(found=False, id=preprint_id)
    return PreprintDetail(found=True, id=preprint_id, title=rows[0]["title"])


@mcp.tool()
async def search_preprint_titles(title: str, limit: int = 10) -> PreprintDetail | dict:
    """Preprints whose title has the words (whole words, case-insensitive)."""
    resp = await _http.get("/titles", params={"q": title, "rows": limit})
    rows = resp.json()["entries"]
    if not rows:
        # ruleid: empty-result-no-echo
        return {"found": 0, "results": [], "hint": "Try fewer words."}
    return {"found": len(rows), "results": rows}
