# Part of the spending-fields Python corpus server (written for this repository), modelled on public
# open-data MCP servers that query a CKAN datastore with their own SQL through one shared request helper.
"""A shared datastore request helper; the SQL is written by its callers."""

import httpx

DATASTORE = "https://data.example.gov/api/3/action"


async def datastore_request(action: str, params: dict) -> dict:
    async with httpx.AsyncClient() as client:
        r = await client.get(f"{DATASTORE}/{action}", params=params)
        r.raise_for_status()
        return r.json()["result"]
