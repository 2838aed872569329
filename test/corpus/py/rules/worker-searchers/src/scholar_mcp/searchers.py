# Modelled on academic paper-search MCP servers whose per-source searcher classes run in worker threads; written for this repository.
import logging

import requests

logger = logging.getLogger(__name__)


class WorksSearcher:
    def __init__(self):
        self.session = requests.Session()

    def search(self, query: str, max_results: int = 10) -> list:
        response = self.session.get(
            "https://works.example.org/works", params={"query": query, "rows": max_results}, timeout=30
        )
        response.raise_for_status()
        data = response.json()
        # ruleid: silent-envelope-default
        items = data.get("items", [])
        return [{"title": item["title"], "doi": item["DOI"]} for item in items]


class ArchiveSearcher:
    def __init__(self):
        self.session = requests.Session()

    def search(self, query: str, max_results: int = 10) -> list:
        response = self.session.get(
            "https://archive.example.org/api/search", params={"q": query, "size": max_results}, timeout=30
        )
        response.raise_for_status()
        body = response.json()
        if body.get("status") != "ok":
            # ok: silent-envelope-default — the list only goes into the message of the raised error
            errors = body.get("errors", [])
            raise RuntimeError(f"archive refused the query: {errors}")
        # ok: silent-envelope-default — the value only feeds a debug log line
        meta = body.get("meta", {})
        if isinstance(meta, dict):
            kind = meta.get("kind")
        else:
            kind = "list"
        logger.debug("archive answered", extra={"kind": kind})
        return body["records"]

    def count(self, query: str) -> int:
        response = self.session.get("https://archive.example.org/api/count", params={"q": query}, timeout=30)
        response.raise_for_status()
        # ruleid: silent-envelope-default
        buckets = response.json().get("buckets", [])
        return sum(b["n"] for b in buckets)
