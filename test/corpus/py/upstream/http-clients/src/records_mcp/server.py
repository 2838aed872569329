# Modelled on open-data record servers that mix HTTP client packages (aliased imports, imported client classes, urllib) with a local cache and a database session; written for this repository.
import json
from urllib.request import urlopen

import httpx as hx
from aiohttp import ClientSession
from mcp.server.fastmcp import FastMCP
from requests import Session as HttpSession

from .db import saved_record
from .store import Session

mcp = FastMCP("records")
BASE = "https://data.example.org/api"


@mcp.tool()
def search_records(term: str) -> dict:
    """Search the register by a term."""
    return hx.get(f"{BASE}/records", params={"q": term}).json()


@mcp.tool()
def record_history(record_id: str) -> dict:
    """The change history of one record."""
    http = HttpSession()
    return http.get(f"{BASE}/records/{record_id}/history").json()


@mcp.tool()
async def record_files(record_id: str) -> list:
    """The files attached to one record."""
    async with ClientSession() as client:
        resp = await client.get(f"{BASE}/records/{record_id}/files")
        return await resp.json()


@mcp.tool()
def record_licence(record_id: str) -> dict:
    """The licence of one record."""
    with urlopen(f"{BASE}/records/{record_id}/licence") as resp:
        return json.loads(resp.read())


# look-alike: a project class named Session is a cache, not an HTTP client
@mcp.tool()
def cached_record(record_id: str) -> dict:
    """A record as last seen, from the local cache."""
    cache = Session()
    return cache.get(f"/records/{record_id}") or {}


# look-alike: a SQLAlchemy session answers from the server's own database
@mcp.tool()
def stored_record(record_id: int) -> dict:
    """A record as stored in the local database."""
    return saved_record(None, record_id)
