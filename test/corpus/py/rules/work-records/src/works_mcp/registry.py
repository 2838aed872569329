# Modelled on public bibliographic-metadata MCP servers with a client class; written for this repository.
"""A client class whose record method parses one work, of a single answer or of each search entry."""

from .client import get_json


class Registry:
    def _record(self, m: dict) -> dict:
        # ok: silent-envelope-default — one record's displayed date, the same for a single work and for each entry
        published = (m.get("published") or {}).get("date-parts") or []
        return {"doi": m.get("DOI"), "published": published[0] if published else None}

    def one(self, doi: str) -> dict:
        body = get_json(f"/works/{doi}", {})
        return self._record(body["message"])

    def many(self, query: str) -> list[dict]:
        body = get_json("/works", {"query": query})
        # ruleid: silent-envelope-default
        entries = body.get("message", {}).get("items", [])
        return [self._record(e) for e in entries]

    def total(self, query: str) -> int:
        body = get_json("/works", {"query": query, "rows": 0})
        if "message" not in body:
            raise ValueError(f"works: answer without 'message'; keys present: {sorted(body)}")
        # ruleid: silent-envelope-default — checked is `message`, not the total below it
        return body["message"].get("total-results", 0)
