# Modelled on public bibliographic-metadata MCP servers with a request helper module; written for this repository.
"""Requests to the works API, the parse of one work record, and the catalogue's checked action answers."""

import httpx

BASE = "https://api.works.example.org"
CATALOGUE = "https://catalogue.example.org/api/action"


def get_json(path: str, params: dict) -> dict:
    r = httpx.get(f"{BASE}{path}", params=params, timeout=20)
    r.raise_for_status()
    return r.json()


def parse_work(msg: dict) -> dict:
    """One work record: the message of a single work's answer, or one entry of a search answer."""
    # ok: silent-envelope-default — a displayed field of one record (its year), never filtered, counted or keyed on
    issued = (msg.get("issued") or {}).get("date-parts") or []
    year = issued[0][0] if issued and issued[0] else None
    return {"doi": msg.get("DOI"), "year": year}


def work_by_doi(doi: str) -> dict | None:
    data = get_json(f"/works/{doi}", {})
    msg = data.get("message")
    if not isinstance(msg, dict):
        return None
    return parse_work(msg)


def search_works(query: str, rows: int) -> list[dict]:
    data = get_json("/works", {"query": query, "rows": rows})
    # ruleid: silent-envelope-default
    items = (data.get("message") or {}).get("items") or []
    return [parse_work(it) for it in items if isinstance(it, dict)]


def count_works(query: str) -> int:
    data = get_json("/works", {"query": query, "rows": 0})
    # ruleid: silent-envelope-default — the total behind the object default: a moved `message` reads as 0 works
    return data.get("message", {}).get("total-results", 0)


def action_result(action: str, params: dict):
    """The checked `result` of a catalogue action, or an error that lists the keys the answer had."""
    r = httpx.get(f"{CATALOGUE}/{action}", params=params, timeout=20)
    r.raise_for_status()
    data = r.json()
    if not data.get("success"):
        raise ValueError(f"{action}: the catalogue answered with an error: {data.get('error')}")
    if "result" not in data:
        raise ValueError(f"{action}: answer without 'result'; keys present: {sorted(data)}")
    return data["result"]


def action_result_loose(action: str, params: dict):
    r = httpx.get(f"{CATALOGUE}/{action}", params=params, timeout=20)
    r.raise_for_status()
    return r.json().get("result")
