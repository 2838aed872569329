# Modelled on public parliament-data MCP servers that wrap an OData service; written for this repository.
"""A request helper for the OData service: the order and the page are handed in by the tools."""

import httpx

BASE = "https://ws.example.org/odata.svc"
ORDER_BY_TITLE = "Title asc"
ORDER_BY_NUMBER = "Number desc, ID desc"


async def odata_get(entity: str, filters: str | None = None, orderby: str | None = None, top: int = 20, skip: int = 0) -> list[dict]:
    params: dict[str, str | int] = {"$format": "json"}
    if filters:
        params["$filter"] = filters
    if orderby:
        params["$orderby"] = orderby
    params["$top"] = top
    params["$skip"] = skip
    async with httpx.AsyncClient() as client:
        r = await client.get(f"{BASE}/{entity}", params=params)
        r.raise_for_status()
        return r.json()["d"]


async def odata_all(entity: str, orderby: str | None = None) -> list[dict]:
    """Every entity in one request, no page."""
    params = {"$format": "json"}
    if orderby:
        params["$orderby"] = orderby
    async with httpx.AsyncClient() as client:
        r = await client.get(f"{BASE}/{entity}", params=params)
        r.raise_for_status()
        return r.json()["d"]


async def sql_rows(table: str, limit: int) -> list[dict]:
    """Rows of a table through the service's SQL endpoint, newest first."""
    # ruleid: unstable-order
    query = f"SELECT * FROM {table} ORDER BY created_at DESC LIMIT {limit}"
    async with httpx.AsyncClient() as client:
        r = await client.post(f"{BASE}/sql", json={"query": query})
        r.raise_for_status()
        return r.json()["rows"]


async def sql_rows_by_id(table: str, limit: int) -> list[dict]:
    """Rows of a table, newest first, ties broken by id."""
    # ok: unstable-order
    query = f"SELECT * FROM {table} ORDER BY created_at DESC, id DESC LIMIT {limit}"
    async with httpx.AsyncClient() as client:
        r = await client.post(f"{BASE}/sql", json={"query": query})
        r.raise_for_status()
        return r.json()["rows"]


async def sparql_latest(law: str) -> list[dict]:
    """The newest consolidations of a law, from a SPARQL endpoint (a query of several lines)."""
    query = f"""
        SELECT ?version ?entryDate WHERE {{
            ?version <http://example.org/consolidates> <{law}> .
            OPTIONAL {{ ?version <http://example.org/entryDate> ?entryDate }}
        }}
        # ruleid: unstable-order — reported on the line of the clause, not where the text opens
        ORDER BY DESC(?entryDate)
        LIMIT 10
    """
    async with httpx.AsyncClient() as client:
        r = await client.get(f"{BASE}/sparql", params={"query": query})
        r.raise_for_status()
        return r.json()["results"]["bindings"]


async def sparql_latest_stable(law: str) -> list[dict]:
    """The same query, ties broken by the version's IRI."""
    query = f"""
        SELECT ?version ?entryDate WHERE {{
            ?version <http://example.org/consolidates> <{law}> .
            OPTIONAL {{ ?version <http://example.org/entryDate> ?entryDate }}
        }}
        # ok: unstable-order — the version IRI is unique
        ORDER BY DESC(?entryDate) ?version
        LIMIT 10
    """
    async with httpx.AsyncClient() as client:
        r = await client.get(f"{BASE}/sparql", params={"query": query})
        r.raise_for_status()
        return r.json()["results"]["bindings"]
