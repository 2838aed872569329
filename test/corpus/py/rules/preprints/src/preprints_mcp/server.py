# Modelled on public preprint-search MCP servers (FastMCP, pydantic input models, httpx); written for this repository.
"""Preprint search."""

import json
import httpx
from mcp.server.fastmcp import FastMCP
from pydantic import BaseModel, Field

mcp = FastMCP("preprints")
_http = httpx.AsyncClient(base_url="https://preprints.example.org/api", timeout=20)


class SearchInput(BaseModel):
    query: str = Field(description="Words of the title; all must occur (whole words, case-insensitive).")
    category: str | None = Field(default=None, description="Subject category, e.g. 'cs.DL'.")


async def _search(query: str, category: str | None) -> list[dict]:
    params = {"q": query, "cat": category or "all"}
    resp = await _http.get("/search", params=params)
    resp.raise_for_status()
    return resp.json()["entries"]


@mcp.tool()
async def search_preprints(params: SearchInput) -> str:
    """Preprints whose title has the words; the request is echoed under its own names."""
    entries = await _search(params.query, params.category)
    output = {
        "query": params.query,
        "category": params.category,
        "count": len(entries),
        "results": entries,
        "hint": None if entries else f"No preprint matched {params.query!r}; try fewer words.",
    }
    # ok: empty-result-no-echo (each value that went out is echoed by a field of its own name)
    return json.dumps(output)


@mcp.tool()
async def search_preprints_brief(params: SearchInput) -> dict:
    """Preprints whose title has the words, echoing only the words."""
    entries = await _search(params.query, params.category)
    if not entries:
        # ruleid: empty-result-no-echo
        return {"query": params.query, "results": [], "hint": f"No preprint matched {params.query!r}; try fewer words."}
    return {"query": params.query, "results": entries}


@mcp.tool()
async def search_preprints_text(params: SearchInput) -> str:
    """Preprints whose title has the words, as text."""
    entries = await _search(params.query, params.category)
    cat = f" in category {params.category}" if params.category else " in every category"
    if not entries:
        # ok: empty-result-no-echo (the category is echoed through the local `cat` built from it)
        return f"No preprint matched {params.query!r}{cat}; try fewer words."
    return "\n".join(e["title"] for e in entries)


from . import mirrors  # noqa: E402,F401  (registers the mirror tools)
from . import echoes  # noqa: E402,F401  (registers the author tools)
from . import paging  # noqa: E402,F401  (registers the listing tools)
