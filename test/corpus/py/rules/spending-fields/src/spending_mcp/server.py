# Modelled on public federal spending MCP servers (FastMCP tools over a spending-search API); written for this repository.
"""Award search tools."""

import httpx
from mcp.server.fastmcp import FastMCP

from .datastore import datastore_request

API = "https://spending.example.gov/api/v2"
mcp = FastMCP("spending")


@mcp.tool()
def awards_by_agency(agency: str) -> list:
    """Awards of one awarding agency (exact name)."""
    r = httpx.post(
        f"{API}/search/spending_by_award/",
        json={"filters": {"agencies": [{"name": agency}]}, "fields": ["Award ID", "Recipient Name"], "limit": 25},
    )
    r.raise_for_status()
    rows = r.json()["results"]
    out = []
    for row in rows:
        # ok: hardwired-key-spelling — the request lists "Recipient Name"
        recipient = row["Recipient Name"]
        # ruleid: hardwired-key-spelling
        agency_name = row["Awarding Agency"]
        out.append({"recipient": recipient, "agency": agency_name})
    return out


class Transactions:
    def of_award(self, award: str) -> list:
        body = {"award_id": award, "columns": "Action Date,Federal Action Obligation"}
        r = httpx.post(f"{API}/transactions/", json=body)
        r.raise_for_status()
        # ok: hardwired-key-spelling — the comma list of columns names it
        dates = [t["Action Date"] for t in r.json()["results"]]
        return dates


@mcp.tool()
def transactions(award: str) -> list:
    """Action dates of one award's transactions."""
    return Transactions().of_award(award)


async def _grant_rows(where: str, limit: int) -> list[dict]:
    sql = (
        f'SELECT "Grant Title", "Awarding Office" '
        f'FROM "grants-2026" WHERE {where} '
        f"LIMIT {limit}"
    )
    result = await datastore_request("datastore_search_sql", {"sql": sql})
    return result.get("records", [])


def _grant_line(rec: dict) -> dict:
    # ok: hardwired-key-spelling — the helper's caller wrote this column into its own SQL select list
    title = rec["Grant Title"]
    # ruleid: hardwired-key-spelling — no request names this column: the datastore's own header spelling
    state = rec["Recipient State"]
    return {"title": title, "state": state}


@mcp.tool()
async def grants(office: str) -> list:
    """Grants of one awarding office (exact name)."""
    rows = await _grant_rows(f"\"Awarding Office\" = '{office}'", 25)
    return [_grant_line(r) for r in rows]
