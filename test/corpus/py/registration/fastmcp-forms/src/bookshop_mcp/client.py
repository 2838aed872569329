# Modelled on public bookshop and library-catalogue MCP servers (standalone fastmcp 2.x) that register tools from classes, decorator factories, factory functions and environment-switched toolsets; written for this repository.
import httpx

API = "https://books.example.org/api"


def get_json(path: str, params: dict | None = None) -> dict:
    r = httpx.get(f"{API}{path}", params=params, timeout=20)
    r.raise_for_status()
    return r.json()
