# Modelled on public court-decision and open-data MCP servers (FastMCP over SQLite, ODSQL and GraphQL sources); written for this repository.
"""Helpers: an ODSQL `where` the server composes, a GraphQL filter expression, and request keys sent only when set."""

import httpx

ODS_URL = "https://data.example.ch/api/explore/v2.1/catalog/datasets/trains/records"
REST_URL = "https://data.example.ch/api/trains"
GRAPHQL_URL = "https://board.example.ch/graphql"
ES_URL = "https://courts.example.ch/es/rulings/_search"
OAI_URL = "https://courts.example.ch/oai"


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


async def rulings_since(category: str | None, since: str | None) -> dict:
    date_range: dict = {}
    if since:
        # ok: scope-only-when-set — through a helper: a bound of the server's own range filter
        date_range["gte"] = since
    body: dict = {"query": {"range": {"date": date_range}}, "sort": [{"date": "desc"}, {"_id": "asc"}]}
    if category:
        # ruleid: scope-only-when-set
        body["category"] = category
    async with httpx.AsyncClient() as client:
        resp = await client.post(ES_URL, json=body)
    resp.raise_for_status()
    return resp.json()


class RulingIndex:
    """An Elasticsearch index of rulings, filtered by a range the server composes."""

    def __init__(self) -> None:
        self._http = httpx.AsyncClient(timeout=30.0)

    async def by_status(self, status: str | None, since: str | None) -> dict:
        window: dict = {}
        if since:
            # ok: scope-only-when-set — in a class method: a bound of the server's own range filter
            window["gt"] = since
        params: dict = {"source": "rulings"}
        if status:
            # ruleid: scope-only-when-set
            params["status"] = status
        resp = await self._http.post(ES_URL, params=params, json={"query": {"range": {"date": window}}})
        resp.raise_for_status()
        return resp.json()


async def harvest_records(from_date: str | None, until_date: str | None, set_spec: str | None, collection: str | None) -> str:
    params: dict = {"verb": "ListRecords", "metadataPrefix": "oai_dc"}
    if from_date:
        # ok: scope-only-when-set — OAI-PMH documents `from` as an optional lower bound: left out, no bound
        params["from"] = from_date
    if until_date:
        # ok: scope-only-when-set
        params["until"] = until_date
    if set_spec:
        # ok: scope-only-when-set
        params["set"] = set_spec
    if collection:
        # ruleid: scope-only-when-set
        params["collection"] = collection
    async with httpx.AsyncClient() as client:
        resp = await client.get(OAI_URL, params=params)
    resp.raise_for_status()
    return resp.text


def stats_aggregations() -> dict:
    """The statistics every decision search also returns."""
    aggs: dict = {}
    # ok: scope-only-when-set — through a helper: a bucket cap assigned into the aggregation definitions
    aggs["by_year"] = {"terms": {"field": "year", "size": 40}}
    return aggs
