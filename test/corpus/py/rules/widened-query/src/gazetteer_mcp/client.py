# Modelled on public gazetteer and geocoding MCP servers (one shared httpx client); written for this repository.
"""Gazetteer API client. Older versions "relaxed" a query with `term[:-1]` on an empty answer."""

import httpx

_http = httpx.AsyncClient(base_url="https://gazetteer.example.org/api", timeout=20)


async def get_json(path: str, params: dict) -> dict:
    resp = await _http.get(path, params=params)
    resp.raise_for_status()
    return resp.json()


def relax(text: str) -> str | None:
    """Drop the last word of a place query."""
    tokens = [t for t in text.replace(",", " ").split() if t]
    if len(tokens) < 2:
        return None
    return " ".join(tokens[:-1])


def shorter_forms(term: str) -> list[str]:
    """The term, then ever shorter prefixes down to four characters."""
    return [term[:n] for n in range(len(term), 3, -1)]
