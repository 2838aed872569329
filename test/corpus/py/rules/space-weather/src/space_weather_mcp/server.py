# Modelled on public MCP servers over a space agency's open APIs and a library discovery API (FastMCP over httpx); written for this repository.
"""Space weather MCP server: a documented window default, a later fallback for a left-out key, facet clauses of a query text."""

import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("space-weather")
WEATHER = "https://api.nasa.gov"
PRIMO = "https://api-eu.hosted.exlibrisgroup.com/primo/v1/search"


@mcp.tool()
async def space_weather_events(kind: str, start_date: str | None = None, end_date: str | None = None) -> str:
    """Space weather events (coronal mass ejections, flares, storms)."""
    paths = {"cme": "/DONKI/CME", "flr": "/DONKI/FLR", "gst": "/DONKI/GST"}
    params: dict = {}
    if start_date:
        # ruleid: scope-only-when-set#sent-only-when-set
        params["startDate"] = start_date
    if end_date:
        # ok: scope-only-when-set — left out, the documented end is the current date: the window runs until now
        params["endDate"] = end_date
    async with httpx.AsyncClient() as client:
        r = await client.get(f"{WEATHER}{paths[kind]}", params=params)
    return r.text


@mcp.tool()
async def natural_events(days: int | None = None, source: str | None = None) -> str:
    """Natural events (wildfires, storms, volcanoes).

    Args:
        days: Number of days to look back.
        source: Data source.
    """
    params: dict = {}
    if days:
        params["days"] = days
    if source:
        # ruleid: scope-only-when-set#sent-only-when-set
        params["source"] = source
    # ruleid: scope-only-when-set#hidden-default-window — the key is always sent: 60 days the caller is not told of
    if not days:
        params["days"] = 60
    async with httpx.AsyncClient() as client:
        r = await client.get("https://events.space-agency.example/api/v3/events", params=params)
    return r.text


@mcp.tool()
async def natural_events_named(days: int | None = None) -> str:
    """Natural events (wildfires, storms, volcanoes).

    Args:
        days: Number of days to look back (60 when left out).
    """
    params: dict = {}
    if days:
        params["days"] = days
    # ok: scope-only-when-set — the fallback is named in the argument's description
    if days is None:
        params["days"] = 60
    async with httpx.AsyncClient() as client:
        r = await client.get("https://events.space-agency.example/api/v3/events", params=params)
    return r.text


@mcp.tool()
async def library_search(query: str, language: str | None = None, resource_type: str | None = None) -> str:
    """Search the library catalogue.

    Args:
        query: Search words.
        language: Language code, e.g. ger.
        resource_type: Resource type, e.g. books.
    """
    params = {"q": f"any,contains,{query}"}
    include: list[str] = []
    if language:
        # ok: scope-only-when-set — a facet clause of the qInclude text: left out, no facet filter
        include.append(f"facet_lang,exact,{language}")
    if resource_type:
        # ok: scope-only-when-set — the same, joined with the separator of several facets
        include.append("facet_rtype,exact," + resource_type)
    if include:
        params["qInclude"] = "|,|".join(include)
    async with httpx.AsyncClient() as client:
        r = await client.get(PRIMO, params=params)
    return r.text


@mcp.tool()
async def bound_records(year: int | None = None, status: str | None = None) -> str:
    """Bound volumes of the congressional record."""
    path = "/bound-record"
    if year:
        # ok: scope-only-when-set — a path segment: left out, the request lists the collection itself
        path += f"/{year}"
    params = {}
    if status:
        # ruleid: scope-only-when-set#sent-only-when-set
        params["status"] = status
    async with httpx.AsyncClient() as client:
        r = await client.get(f"https://records.example.gov/v3{path}", params=params)
    return r.text


async def tag_list(query: str = "") -> list:
    """Tags of the catalogue, optionally by a prefix."""
    params = {}
    if query:
        # ok: scope-only-when-set — what reaches here is a prefix cut from the caller's words, not an argument left out
        params["query"] = query
    async with httpx.AsyncClient() as client:
        r = await client.get("https://catalog.example.ch/api/3/action/tag_list", params=params)
    return r.json()["result"]


@mcp.tool()
async def dataset_search(domain: str | None = None) -> str:
    """Datasets of one domain, with tag suggestions.

    Args:
        domain: Domain, e.g. forest.
    """
    if not domain:
        return "no domain"
    return ", ".join(await suggest(domain))


async def suggest(seed: str) -> list:
    """Tag suggestions from the first word of the seed."""
    prefix = seed.split()[0][:8].strip().lower()
    return await tag_list(query=prefix)


if __name__ == "__main__":
    mcp.run()
