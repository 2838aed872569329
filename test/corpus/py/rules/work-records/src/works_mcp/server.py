# Modelled on public bibliographic-metadata MCP servers (FastMCP tools over a works API and a data catalogue); written for this repository.
"""Work lookup, search and tag suggestion tools."""

import httpx
from mcp.server.fastmcp import FastMCP

from .client import action_result, action_result_loose, count_works, search_works, work_by_doi
from .registry import Registry

mcp = FastMCP("works")
registry = Registry()


@mcp.tool()
def resolve_doi(doi: str) -> dict | None:
    """Metadata of one work by its DOI."""
    return work_by_doi(doi)


@mcp.tool()
def search_publications(query: str, rows: int = 10) -> list[dict]:
    """Works matching a bibliographic query."""
    return search_works(query, rows)


@mcp.tool()
def publication_count(query: str) -> int:
    """How many works match a query."""
    return count_works(query)


@mcp.tool()
def work_record(doi: str) -> dict:
    """One work, through the registry client."""
    return registry.one(doi)


@mcp.tool()
def work_records(query: str) -> list[dict]:
    """Works matching a query, through the registry client."""
    return registry.many(query)


@mcp.tool()
def work_total(query: str) -> int:
    """How many works match, through the registry client."""
    return registry.total(query)


@mcp.tool()
def tag_list(prefix: str) -> list[str]:
    """Catalogue tags starting with a prefix."""
    tags = action_result("tag_list", {"query": prefix})
    # ok: silent-envelope-default — the helper checked `result` and raises listing the keys when it is missing
    return list(tags or [])[:20]


@mcp.tool()
def tag_list_loose(prefix: str) -> list[str]:
    """Catalogue tags starting with a prefix (unchecked)."""
    tags = action_result_loose("tag_list", {"query": prefix})
    # ruleid: silent-envelope-default
    return list(tags or [])[:20]


@mcp.tool()
def organization_count() -> int:
    """How many organisations the catalogue lists."""
    data = action_result("organization_list", {})
    # ruleid: silent-envelope-default — the check covered `result`, not the count below it
    return data.get("count", 0)


@mcp.tool()
def group_names() -> list[str]:
    """Names of the catalogue's groups."""
    data = action_result("group_list", {})
    names = []
    # ok: silent-envelope-default — the inline form: the same checked value, defaulted for a present null
    for g in data or []:
        names.append(str(g))
    return names


@mcp.tool()
def license_list() -> list:
    """Licences the catalogue offers."""
    r = httpx.get("https://catalogue.example.org/api/action/license_list", timeout=20)
    r.raise_for_status()
    data = r.json()
    if "result" not in data:
        raise ValueError(f"license_list: answer without 'result'; keys present: {sorted(data)}")
    # ok: silent-envelope-default — checked just above, in the same function
    return data["result"] or []


@mcp.tool()
def license_list_loose() -> list:
    """Licences the catalogue offers (unchecked)."""
    r = httpx.get("https://catalogue.example.org/api/action/license_list", timeout=20)
    r.raise_for_status()
    # ruleid: silent-envelope-default
    return r.json().get("result") or []
