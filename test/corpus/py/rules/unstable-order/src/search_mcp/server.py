# Modelled on public meta-search and file-catalogue MCP servers (FastMCP); written for this repository.
"""Search tools and a catalogue of exported files."""

from pathlib import Path

from mcp.server.fastmcp import FastMCP

from .backends import Instance, fan_out, fan_out_all, fan_out_stable, one_instance, one_instance_by_id

mcp = FastMCP("search")
SECOND = Instance("https://search-b.example.org")
EXPORTS = Path("/srv/exports")
LEVELS = [{"name": "low", "size": 1}, {"name": "mid", "size": 2}, {"name": "high", "size": 2}]


@mcp.tool()
async def web_search(q: str) -> list[dict]:
    """Search every instance and merge the hits: the ten best."""
    hits = await fan_out(q)
    return hits[:10]


@mcp.tool()
async def web_search_all(q: str) -> list[dict]:
    """Search every instance and merge the hits, best score first, all of them."""
    return await fan_out_all(q)


@mcp.tool()
async def web_search_stable(q: str) -> list[dict]:
    """Search every instance and merge the hits, best score first, then by URL."""
    return await fan_out_stable(q)


@mcp.tool()
async def web_search_page(q: str, offset: int = 0, limit: int = 10) -> list[dict]:
    """One page of hits from the first instance, best score first."""
    return await one_instance(q, offset, limit)


@mcp.tool()
async def web_search_page_by_id(q: str, offset: int = 0, limit: int = 10) -> list[dict]:
    """One page of hits from the first instance, by score then id."""
    return await one_instance_by_id(q, offset, limit)


@mcp.tool()
async def list_exports() -> str:
    """Exported files, smallest first."""
    files = [{"name": p.name, "size": p.stat().st_size} for p in EXPORTS.iterdir()]
    # ok: unstable-order — size ties keep the listing's order, but every file is returned: no page or cut
    ordered = sorted(files, key=lambda f: f["size"])
    return "\n".join(f"{f['name']} ({f['size']} bytes)" for f in ordered)


@mcp.tool()
async def list_levels() -> list[dict]:
    """Alert levels, lowest first (a constant list: ties keep the order written here)."""
    # ok: unstable-order
    return sorted(LEVELS, key=lambda lv: lv["size"])


@mcp.tool()
async def newest_export() -> str:
    """The date of the newest export."""
    files = [{"name": p.name, "date": p.stat().st_mtime} for p in EXPORTS.iterdir()]
    # ok: unstable-order — only the newest date leaves, and tied entries share it
    by_date = sorted(files, key=lambda f: f["date"])
    return str(by_date[-1]["date"]) if by_date else "none"


@mcp.tool()
async def keyword_scores(text: str) -> list[dict]:
    """The words of a text by frequency, most frequent first."""
    counts: dict[str, int] = {}
    for w in text.lower().split():
        counts[w] = counts.get(w, 0) + 1
    terms = [{"term": t, "score": n} for t, n in counts.items()]
    # ok: unstable-order — scores computed from the caller's text: the same order every time
    return sorted(terms, key=lambda t: t["score"], reverse=True)[:15]


@mcp.tool()
async def second_instance_page(q: str, offset: int = 0, limit: int = 10) -> dict:
    """One page of hits from the second instance, best score first."""
    answer = await SECOND.search(q)
    return {"instance": answer["instance"], "hits": answer["hits"][offset : offset + limit]}
