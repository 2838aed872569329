# Modelled on public court-decision and open-data MCP servers (FastMCP over SQLite, ODSQL and GraphQL sources); written for this repository.
"""Helpers: an ODSQL `where` the server composes, a GraphQL filter expression, and request keys sent only when set."""

import httpx

ODS_URL = "https://data.example.ch/api/explore/v2.1/catalog/datasets/trains/records"
REST_URL = "https://data.example.ch/api/trains"
GRAPHQL_URL = "https://board.example.ch/graphql"


async def trains(line: str | None, year: str | None, limit: int) -> dict:
    conditions = []
    if line:
        # ok: scope-only-when-set — a condition of the server's own ODSQL where: left out, no condition
        conditions.append(f'strecke like "%{line}%"')
    if year:
        # ok: scope-only-when-set
        conditions.append(f'jahr="{year}"')
    params: dict = {"limit": limit}
    if conditions:
        params["where"] = " AND ".join(conditions)
    async with httpx.AsyncClient() as client:
        resp = await client.get(ODS_URL, params=params)
    resp.raise_for_status()
    return resp.json()


async def train_counts(status: str | None) -> dict:
    params: dict = {"format": "json"}
    if status:
        # ruleid: scope-only-when-set
        params["status"] = status
    async with httpx.AsyncClient() as client:
        resp = await client.get(REST_URL, params=params)
    resp.raise_for_status()
    return resp.json()


class Board:
    """A GraphQL board whose filter expression the server composes."""

    def __init__(self) -> None:
        self._http = httpx.AsyncClient(timeout=30.0)

    async def issues(self, state: str | None, type_: str | None) -> dict:
        flt: dict = {}
        if state:
            # ok: scope-only-when-set — a comparison in the server's own filter expression
            flt["state"] = {"eq": state}
        variables: dict = {"filter": flt}
        if type_:
            # ruleid: scope-only-when-set
            variables["type"] = type_
        resp = await self._http.post(GRAPHQL_URL, json={"query": "query($filter: IssueFilter, $type: String) { issues(filter: $filter, type: $type) { nodes { id } } }", "variables": variables})
        resp.raise_for_status()
        return resp.json()
