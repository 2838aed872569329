# Modelled on public linked-data MCP servers that read SPARQL bindings and indicator APIs into records (FastMCP, mcp 1.x); written for this repository.
"""The SPARQL endpoint and the readers of its bindings."""

import httpx

ENDPOINT = "https://linked-data.example.org/query"


def cell(binding: dict, key: str):
    """The value of one variable of a binding, or None when the variable is unbound."""
    entry = binding.get(key)
    if entry is None:
        return None
    return entry.get("value")


def strict_number(binding: dict, name: str) -> float:
    """A variable that must hold a number: an unbound or non-numeric cell is an error."""
    raw = binding[name]["value"]
    return float(raw)


class TariffStore:
    """The tariff observations of the endpoint."""

    def __init__(self, http: httpx.AsyncClient):
        self.http = http

    async def bindings(self, query: str) -> list[dict]:
        resp = await self.http.post(ENDPOINT, data={"query": query})
        resp.raise_for_status()
        return resp.json()["results"]["bindings"]

    async def medians(self, year: int) -> list[dict]:
        rows = await self.bindings(f"SELECT ?canton ?total WHERE {{ ?o :year {year} }}")
        return [
            {
                "canton": cell(b, "canton"),
                # ruleid: non-number-as-zero
                "total": float(cell(b, "total") or 0.0),
            }
            for b in rows
        ]
