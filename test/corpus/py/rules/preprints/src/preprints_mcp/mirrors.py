# Modelled on public open-data MCP servers that answer an outage with a degraded envelope (FastMCP, httpx, a cache in front of the source); written for this repository.
"""Preprint mirrors: the same search, answered from a mirror that may be down."""

from typing import Any

import httpx
from pydantic import BaseModel

from .server import mcp

_mirror = httpx.AsyncClient(base_url="https://mirror.preprints.example.org/api", timeout=20)


class MirrorError(Exception):
    """The mirror did not answer."""


class Listing(BaseModel):
    provenance: str = "live"
    note: str | None = None
    results: list[dict] = []


def _degraded(reason: str) -> dict[str, Any]:
    """The envelope of an outage; `reason` only goes to the log."""
    print(f"mirror degraded: {reason}")
    return {
        "provenance": "degraded",
        "note": "The mirror is currently unavailable and holds no cached copy. Please retry in a few minutes.",
    }


async def _fetch(path: str, params: dict) -> list[dict]:
    try:
        resp = await _mirror.get(path, params=params)
        resp.raise_for_status()
    except httpx.HTTPError as exc:
        raise MirrorError(str(exc)) from exc
    return resp.json()["entries"]


@mcp.tool()
async def mirror_search(query: str, year: int) -> Listing:
    """Preprints from the mirror whose title has the words (whole words), for one year."""
    try:
        entries = await _fetch("/search", {"q": query, "year": year})
    except MirrorError:
        # ok: empty-result-no-echo (a failure, stated in the note the model reads: no empty result)
        return Listing(**_degraded("search"), results=[])
    if not entries:
        # ruleid: empty-result-no-echo
        return Listing(note="No preprint matched; try fewer words.", results=[])
    return Listing(query=query, year=year, results=entries)


@mcp.tool()
async def mirror_recent(category: str) -> str:
    """The newest preprints of a category on the mirror, as text."""
    try:
        entries = await _fetch("/recent", {"cat": category})
    except MirrorError:
        # ok: empty-result-no-echo (the text says the mirror failed, in German: no empty result)
        return "Fehler: der Spiegelserver ist derzeit nicht erreichbar."
    if not entries:
        # ruleid: empty-result-no-echo
        return "Keine neuen Preprints gefunden."
    return "\n".join(e["title"] for e in entries)


@mcp.tool()
async def mirror_titles(query: str, limit: int = 20) -> dict:
    """Titles only, from the mirror (whole words)."""
    try:
        entries = await _fetch("/titles", {"q": query, "limit": limit})
    except MirrorError:
        # ruleid: empty-result-no-echo
        return {"titles": [], "hint": "No titles found; try other words."}
    return {"query": query, "limit": limit, "titles": [e["title"] for e in entries]}


@mcp.tool()
async def mirror_entry(entry_id: str, version: int = 1) -> str:
    """One preprint from the mirror, by its id and version."""
    try:
        resp = await _mirror.get(f"/entries/{entry_id}", params={"v": version})
        resp.raise_for_status()
    except httpx.HTTPStatusError as exc:
        if exc.response.status_code == 404:
            # ruleid: empty-result-no-echo
            return "Fehler 404: Eintrag nicht gefunden."
        # ok: empty-result-no-echo (a failure other than not-found, stated as one)
        return f"Fehler: der Spiegelserver antwortete mit HTTP {exc.response.status_code}."
    return resp.json()["title"]


@mcp.tool()
async def mirror_entry_by_doi(doi: str) -> str:
    """One preprint from the mirror, by its DOI."""
    try:
        resp = await _mirror.get("/entries", params={"doi": doi})
        resp.raise_for_status()
    except httpx.HTTPStatusError as exc:
        if exc.response.status_code == 404:
            # ok: empty-result-no-echo (the not-found names the DOI that was looked up)
            return f"Fehler 404: Eintrag mit der DOI {doi} nicht gefunden."
        raise
    return resp.json()["title"]
