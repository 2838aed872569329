# Modelled on public metasearch MCP servers with a request helper module; written for this repository.
"""Requests to the metasearch instance."""

import httpx

BASE = "https://meta.example.org"


def get_json(path: str, params: dict) -> object:
    r = httpx.get(f"{BASE}{path}", params=params, timeout=10)
    r.raise_for_status()
    return r.json()


def suggestions_of(prefix: str) -> list:
    data = get_json("/autocompleter", {"q": prefix, "format": "json"})
    # ruleid: silent-envelope-default
    return data.get("suggestions") if isinstance(data.get("suggestions"), list) else []


def suggestions_strict(prefix: str) -> list:
    data = get_json("/autocompleter", {"q": prefix, "format": "json"})
    # ok: silent-envelope-default — the same shape check raises
    if not isinstance(data.get("suggestions"), list):
        raise ValueError(f"autocompleter: expected a suggestions list, got {type(data.get('suggestions')).__name__}")
    return data["suggestions"]
