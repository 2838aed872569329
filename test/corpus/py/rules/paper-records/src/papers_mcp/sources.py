# Modelled on public academic-paper search MCP servers with one searcher class per source (requests); written for this repository.
"""One searcher class per source; each rebuilds the hits of its answer."""

import requests


class ModelHub:
    BASE = "https://hub.example.org/api"

    def __init__(self) -> None:
        self.session = requests.Session()

    def model_info(self, model_id: str) -> dict:
        data = self.session.get(f"{self.BASE}/models/{model_id}", timeout=30).json()
        return {
            "id": data["id"],
            # ruleid: ambiguous-absence
            "description": data.get("description", "Keine Beschreibung vorhanden"),
            # ruleid: ambiguous-absence
            "downloads": data.get("downloads", 0),
        }

    def total_downloads(self, model_ids: list[str]) -> int:
        total = 0
        for m in model_ids:
            data = self.session.get(f"{self.BASE}/models/{m}", timeout=30).json()
            # ok: ambiguous-absence — a sum, not a record built from the entry
            total += data.get("downloads", 0)
        return total
