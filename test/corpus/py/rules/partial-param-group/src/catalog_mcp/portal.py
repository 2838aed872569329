# Modelled on public statistics-portal MCP servers (one shared httpx client); written for this repository.
"""Portal client and result helpers."""

import httpx

_http = httpx.AsyncClient(base_url="https://stats.example.org/api", timeout=20)


async def get_json(path: str, params: dict) -> dict:
    resp = await _http.get(path, params=params)
    resp.raise_for_status()
    return resp.json()


def first(rows: list[dict], limit: int) -> list[dict]:
    """The first `limit` rows, as the caller asked."""
    return rows[:limit]


class Tables:
    async def search(self, words: str) -> list[dict]:
        return (await get_json("/tables", {"q": words})).get("tables", [])
