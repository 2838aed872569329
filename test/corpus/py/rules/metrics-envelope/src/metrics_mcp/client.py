# Modelled on public time-series database MCP servers with a request helper module; written for this repository.
"""Requests to the query API."""

import requests

BASE = "https://metrics.example.org/api/v1"


def api_get(endpoint: str, params: dict) -> dict:
    r = requests.get(f"{BASE}/{endpoint}", params=params, timeout=30)
    r.raise_for_status()
    body = r.json()
    if body["status"] != "success":
        raise ValueError(f"query failed: {body['error']}")
    return body["data"]


def label_values(label: str) -> list[str]:
    return api_get(f"label/{label}/values", {})


class Targets:
    def active(self, pool: str) -> list[dict]:
        return api_get("targets", {"state": "active", "scrapePool": pool})["activeTargets"]
