# Modelled on public cantonal education-statistics MCP servers (CSV open data, MCPServer); written for this repository.
"""CSV access. Older code read `int(r.get("Anzahl", 0))`; quoting it here is not code."""

import csv
import io

import httpx

API = "https://stats.example.ch/api/v1"


async def fetch_rows(dataset: str) -> list[dict]:
    async with httpx.AsyncClient(timeout=30.0) as client:
        resp = await client.get(f"{API}/{dataset}.csv")
    resp.raise_for_status()
    return list(csv.DictReader(io.StringIO(resp.text)))


async def fetch_rows_normalised(dataset: str) -> list[dict]:
    rows = await fetch_rows(dataset)
    out = []
    for row in rows:
        # ruleid: hardwired-key-spelling
        out.append({k.lower(): v for k, v in row.items()})
    return out


def filter_rows(rows: list[dict], **filters: str) -> list[dict]:
    result = rows
    for key, value in filters.items():
        result = [r for r in result if r.get(key, "").lower() == value.lower()]
    return result


def parse_count(value: str | None) -> int | None:
    """A count, or None for suppressed cells such as "1 bis 5"."""
    raw = (value or "").strip()
    return int(raw) if raw.isdigit() else None


async def fetch_summary(dataset: str) -> dict:
    """The portal's JSON summary of a dataset: `{"total": …, "rows": [...]}`."""
    async with httpx.AsyncClient(timeout=20) as client:
        resp = await client.get(f"{API}/{dataset}/summary.json")
    return resp.json()



def rows_of_year(rows: list[dict], year: int) -> list[dict]:
    """The rows of one school year; a row without a year matches no year."""
    # ok: non-number-as-zero (an equality filter against the caller's year: the 0 of an empty cell matches none)
    return [r for r in rows if int(r.get("jahr") or 0) == year]
