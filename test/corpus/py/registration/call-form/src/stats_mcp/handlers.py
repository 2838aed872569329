# Modelled on public statistics MCP servers (standalone fastmcp 3.x); written for this repository.
"""Tool functions; nothing here knows about the server."""

import requests

API = "https://stats.example.org/api"


def list_tables(topic: str = "") -> list:
    """List the tables of one topic."""
    return requests.get(f"{API}/tables", params={"topic": topic}, timeout=30).json()


def table_meta(table_id: str) -> dict:
    return requests.get(f"{API}/tables/{table_id}", timeout=30).json()


def count_rows(table_id: str, year: int | None = None) -> int:
    """Count the rows of a table."""
    body = {"table": table_id}
    if year is not None:
        body["year"] = year
    return requests.post(f"{API}/count", json=body, timeout=30).json()["count"]
