# Modelled on public Swiss open-data MCP servers (FastMCP, mcp 1.x); written for this repository.
"""One shared httpx client for every tool."""

import httpx

BASE_URL = "https://geo.example.ch/api"

_client = httpx.AsyncClient(timeout=20.0)


async def fetch_json(path: str, params: dict) -> dict:
    response = await _client.get(f"{BASE_URL}{path}", params=params)
    response.raise_for_status()
    return response.json()
