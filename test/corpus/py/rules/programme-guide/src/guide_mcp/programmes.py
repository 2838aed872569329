# Modelled on public broadcaster open-data MCP servers with a record-building module; written for this repository.
"""Programme records built from each entry of the guide's answer."""

import csv
import io

import httpx

BASE = "https://guide.example.org/api"


def get_json(path: str, params: dict) -> dict:
    r = httpx.get(f"{BASE}{path}", params=params, timeout=20)
    r.raise_for_status()
    return r.json()


def fetch_rows(url: str) -> list[dict]:
    r = httpx.get(url, timeout=30)
    r.raise_for_status()
    return list(csv.DictReader(io.StringIO(r.text)))


def programme_from(d: dict) -> dict:
    return {
        # ok: ambiguous-absence — a key that must be there, read so that its absence raises
        "title": str(d["title"]),
        # ruleid: ambiguous-absence
        "description": (d.get("description") or d.get("lead") or "").strip()[:200] or None,
    }


def programmes(channel: str, date: str) -> list[dict]:
    data = get_json(f"/epg/{channel}", {"date": date})
    if "programmes" not in data:
        raise ValueError(f"epg: answer without 'programmes'; keys present: {sorted(data)}")
    return [programme_from(p) for p in data["programmes"]]


class Stats:
    def animal_health(self, url: str, year: int | None) -> list[dict]:
        rows = fetch_rows(url)
        if year:
            # ruleid: hardwired-key-spelling
            rows = [r for r in rows if str(year) in str(r.get("Jahr", r.get("year", "")))]
        return rows[:100]

    def animal_health_lower(self, url: str, year: int | None) -> list[dict]:
        rows = fetch_rows(url)
        if year:
            # ok: hardwired-key-spelling — a lower-case key, no column label written for people
            rows = [r for r in rows if str(year) == r.get("year", "")]
        return rows[:100]
