# Bundled Python example of fidelity-audit, modelled on public Swiss open-geodata MCP servers; written for this repository.
"""HTTP access to the geodata API: one shared httpx client."""

from __future__ import annotations

import csv
import io
import os

import httpx

BASE_URL = os.environ.get("GEODATA_API_URL", "https://geodata.example.ch/api/v2")
PLACE_FIELDS = ("Name", "AltName", "Commune", "Canton", "Kind")

_http: httpx.AsyncClient | None = None


def _client() -> httpx.AsyncClient:
    global _http
    if _http is None:
        _http = httpx.AsyncClient(timeout=httpx.Timeout(30.0), headers={"User-Agent": "geodata-mcp/0.3.1"})
    return _http


async def search_places(text: str, status: str | None, fields: list[str], limit: int) -> list[dict]:
    params: dict[str, object] = {"q": text, "limit": limit}
    for name in fields:
        params[f"match.{name}"] = "1"
    if status:
        params["status"] = status
    resp = await _client().get(f"{BASE_URL}/places", params=params)
    resp.raise_for_status()
    return resp.json().get("places", [])


async def population_rows(commune_id: int) -> list[dict]:
    resp = await _client().get(f"{BASE_URL}/communes/{commune_id}/population.csv")
    resp.raise_for_status()
    return list(csv.DictReader(io.StringIO(resp.text)))


async def cantons() -> list[dict]:
    resp = await _client().get(f"{BASE_URL}/cantons")
    resp.raise_for_status()
    return resp.json()
