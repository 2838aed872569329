# Modelled on public Swiss open-data MCP servers (FastMCP over a CKAN catalogue) with shared helpers for error records, argument checks and tag lookups; written for this repository.
"""Helpers of the catalogue tools: an error record, a pure check of the caller's years, tag lookups."""

from typing import Any

import httpx

BASE = "https://catalogue.example.org/api/3/action"


def error_record(message: str, code: str, **extra: Any) -> dict[str, Any]:
    """A structured failure record: the failure stands in its `error` field."""
    return {"error": message, "code": code, **extra}


def check_years(start: int, end: int) -> str | None:
    """A pure check of the caller's arguments; no request."""
    if start > end:
        return f"start ({start}) is after end ({end})"
    if start < 1900:
        return "start must be 1900 or later"
    return None


async def tag_list(prefix: str) -> list[str]:
    async with httpx.AsyncClient(timeout=20) as client:
        r = await client.get(f"{BASE}/tag_list", params={"query": prefix})
        r.raise_for_status()
        return r.json()["result"]


async def suggest_tags(seed: str) -> list[str]:
    """Best-effort tag suggestions for an empty search: a failed lookup gives none."""
    try:
        tags = await tag_list(seed.split()[0])
    except Exception:
        # ok: empty-result-next-step — only the suggestions of an empty answer are lost, the search itself succeeded
        return []
    return tags[:5]


async def tags_or_nothing(prefix: str) -> list[str]:
    try:
        return await tag_list(prefix)
    except Exception:
        # ruleid: empty-result-next-step — the tool's whole answer: a failed lookup reads as "no tags"
        return []
