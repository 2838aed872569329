# Modelled on public news-search and web-search MCP servers whose helpers hand back (data, error) pairs, read error objects from the answer body and build error records; written for this repository.
from dataclasses import dataclass

import httpx

FEEDS = "https://feeds.example.org/v2"


@dataclass
class Story:
    title: str
    url: str
    summary: str


async def fetch_stories(section: str) -> tuple[list | None, str | None]:
    """The stories of one section, or None and why not."""
    async with httpx.AsyncClient() as client:
        r = await client.get(f"{FEEDS}/sections/{section}", timeout=20)
    if r.status_code != 200:
        # ruleid: empty-result-next-step — None and the status text; latest_stories drops the text
        return None, f"feed answered HTTP {r.status_code}"
    return r.json()["stories"], None


async def fetch_story_titles(section: str) -> tuple[list, str]:
    async with httpx.AsyncClient() as client:
        try:
            r = await client.get(f"{FEEDS}/sections/{section}/titles", timeout=20)
            r.raise_for_status()
        except httpx.HTTPError as exc:
            # ok: empty-result-next-step — story_titles puts the error half into its result
            return [], repr(exc)
    return r.json()["titles"], ""


async def fetch_story(story_id: str) -> list:
    async with httpx.AsyncClient() as client:
        try:
            r = await client.get(f"{FEEDS}/stories/{story_id}", timeout=20)
            r.raise_for_status()
        except httpx.HTTPError as exc:
            # ruleid: empty-result-next-step — a record of the data's own class, its summary the exception text
            return [Story(title="Story unavailable", url="", summary=str(exc))]
    return [Story(**r.json())]


async def fetch_section_info(section: str) -> dict:
    async with httpx.AsyncClient() as client:
        r = await client.get(f"{FEEDS}/sections/{section}/info", timeout=20)
    if r.status_code >= 400:
        # ruleid: empty-result-next-step — a section record whose name says the request failed
        return {"name": "Request failed", "stories": 0, "updated": ""}
    return r.json()


async def fetch_section_meta(section: str) -> dict:
    async with httpx.AsyncClient() as client:
        r = await client.get(f"{FEEDS}/sections/{section}/meta", timeout=20)
    if r.status_code >= 400:
        # ok: empty-result-next-step — the record marks itself as a failure
        return {"name": section, "status": "error", "detail": f"HTTP {r.status_code}"}
    return r.json()


async def fetch_corrections(section: str) -> list:
    async with httpx.AsyncClient() as client:
        try:
            r = await client.get(f"{FEEDS}/sections/{section}/corrections", timeout=20)
            r.raise_for_status()
        except httpx.HTTPError as exc:
            # ok: empty-result-next-step — the failure stands in an error field the model reads
            return [{"title": "", "url": "", "error": str(exc)}]
    return r.json()["corrections"]


async def fetch_section_status(section: str) -> dict:
    async with httpx.AsyncClient() as client:
        try:
            r = await client.get(f"{FEEDS}/sections/{section}/status", timeout=20)
            r.raise_for_status()
        except httpx.HTTPError:
            # ok: empty-result-next-step — a state flag says the record stands for a failure
            return {"section": section, "reachable": False, "checked": "request failed, retry later"}
    return {"section": section, "reachable": True, "stories": r.json()["count"]}
