# Modelled on public open-data portal MCP servers (httpx client with in-process caches); written for this repository.
"""Portal client. Older versions used `TTLCache(maxsize=64, ttl=86400)` for everything; see the notes below."""

import os
import time
from functools import lru_cache

import httpx
from cachetools import TTLCache

BASE_URL = "https://data.example.org/api/3"

# ok: guessed-ttl (an in-process cache lifetime, no ttlMs/cacheScope promised to a client: not rule 8)
PAGE_TTL_SECONDS = 24 * 60 * 60

_pages = TTLCache(maxsize=256, ttl=PAGE_TTL_SECONDS)

# Only the start-up self-check reads schemas through this cache; no tool does.
# ok: guessed-ttl
_schemas = TTLCache(maxsize=8, ttl=600)

# The register is republished daily at 05:00 UTC, so a day-old copy is the newest there is.
REGISTER_TTL_SECONDS = 86_400


# The catalogue is one snapshot of the whole listing, refreshed at once.
# ok: guessed-ttl
CATALOG_TTL_SECONDS = 6 * 3600
_catalog: list | None = None
_catalog_ts = 0.0


async def load_catalog(http: httpx.AsyncClient) -> list:
    global _catalog, _catalog_ts
    now = time.monotonic()
    if _catalog is not None and now - _catalog_ts < CATALOG_TTL_SECONDS:
        return _catalog
    resp = await http.get(f"{BASE_URL}/catalog")
    _catalog = resp.json()
    _catalog_ts = now
    return _catalog


# ok: guessed-ttl
@lru_cache(maxsize=64)
def resolve_host(name: str) -> str:
    return name.lower()


class PortalClient:
    def __init__(self, http: httpx.AsyncClient | None = None, ttl: int = int(os.environ.get("DATASET_TTL", 3600))):
        self._http = http or httpx.AsyncClient(timeout=20)
        self._ttl = ttl
        self._datasets: dict[str, tuple[float, dict]] = {}
        self._register: tuple[float, list] | None = None
        self._retry_after = 0.0

    async def dataset(self, name: str) -> dict:
        hit = self._datasets.get(name)
        # ok: guessed-ttl (an in-process cache lifetime, no ttlMs/cacheScope promised to a client: not rule 8)
        if hit and time.monotonic() - hit[0] < self._ttl:
            return hit[1]
        resp = await self._http.get(f"{BASE_URL}/package_show", params={"id": name})
        body = resp.json()
        self._datasets[name] = (time.monotonic(), body)
        return body

    async def register(self) -> list:
        # ok: guessed-ttl
        if self._register and time.monotonic() - self._register[0] < REGISTER_TTL_SECONDS:
            return self._register[1]
        resp = await self._http.get(f"{BASE_URL}/register")
        rows = resp.json()
        self._register = (time.monotonic(), rows)
        return rows

    async def catalog(self) -> list:
        return await load_catalog(self._http)

    async def page(self, path: str) -> str:
        if path in _pages:
            return _pages[path]
        # a failure backoff: the next attempt waits, nothing is served from memory
        # ok: guessed-ttl
        if time.monotonic() < self._retry_after + 60:
            raise RuntimeError("portal unavailable, retry later")
        resp = await self._http.get(f"{BASE_URL}/pages/{path}")
        _pages[path] = resp.text
        return resp.text


def check_schemas(names: list[str]) -> None:
    for n in names:
        _schemas[n] = {"name": n}
