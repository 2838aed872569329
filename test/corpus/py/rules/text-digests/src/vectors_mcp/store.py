# Modelled on vector-database and metrics MCP servers that format hits into one text answer or filter a cached list themselves; written for this repository.
import httpx

_http = httpx.Client(base_url="https://vectors.example.org/api", timeout=20)


def search_texts(collection: str, text: str, limit: int) -> list:
    r = _http.post(f"/collections/{collection}/search", json={"text": text, "limit": limit})
    r.raise_for_status()
    return r.json()["hits"]


def metric_names() -> list:
    r = _http.get("/metrics/names")
    r.raise_for_status()
    return r.json()["names"]


class Catalogue:
    def __init__(self):
        self.http = httpx.Client(base_url="https://catalogue.example.org", timeout=20)

    def labels(self) -> list:
        r = self.http.get("/labels")
        r.raise_for_status()
        return r.json()["labels"]

    def list_labels(self, pattern: str | None = None, offset: int = 0) -> dict:
        labels = self.labels()
        if pattern:
            labels = [x for x in labels if pattern.lower() in x.lower()]
        page = labels[offset : offset + 50]
        # the tool that hands on this envelope owes the echo of the pattern it filtered by
        return {"labels": page, "offset": offset}
