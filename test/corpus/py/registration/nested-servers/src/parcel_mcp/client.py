# Modelled on public cadastral-data MCP servers with a nested admin server package (FastMCP, mcp 1.x); written for this repository.
"""One shared httpx client for both servers."""

import httpx

BASE_URL = "https://cadastre.example.ch/api"

_client = httpx.AsyncClient(timeout=20.0)


async def get_json(path: str, params: dict) -> dict:
    response = await _client.get(f"{BASE_URL}{path}", params=params)
    response.raise_for_status()
    return response.json()
