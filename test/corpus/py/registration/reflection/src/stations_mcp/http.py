# Modelled on the shared request helper of public FastMCP servers; written for this repository.
import httpx

API = "https://stations.example.org/v1"


def get_json(path: str, params: dict | None = None) -> dict:
    r = httpx.get(f"{API}{path}", params=params or {}, timeout=20)
    r.raise_for_status()
    return r.json()
