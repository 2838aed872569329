# Modelled on public complaint-database and monitoring MCP servers (a company filter retried as full text, a second registry); written for this repository.
"""Retries guarded by a chain of tests: helpers and a registry class."""

import httpx

_http = httpx.AsyncClient(base_url="https://registry.example.org/api", timeout=20)


async def _get(path: str, params: dict) -> dict:
    resp = await _http.get(path, params=params)
    resp.raise_for_status()
    return resp.json()


async def complaints(company: str | None, search_term: str | None) -> dict:
    params: dict = {}
    if company:
        params["company"] = company
    if search_term:
        params["search_term"] = search_term
    result = await _get("/complaints", params)
    total = result.get("total", 0)
    if total == 0 and company and not search_term:
        retry = {k: v for k, v in params.items() if k != "company"}
        retry["search_term"] = company
        # ruleid: widened-query
        return await _get("/complaints", retry)
    return result


async def complaints_once(company: str | None) -> dict:
    params: dict = {"company": company} if company else {}
    result = await _get("/complaints", params)
    # ok: widened-query (the empty answer goes back with the filter the caller chose)
    if result.get("total", 0) == 0 and company:
        return {"total": 0, "items": []}
    return result


class Entities:
    """Two registries of monitored entities."""

    async def by_name(self, names: list[str]) -> list:
        first = await _get("/smartscape", {"names": ",".join(names)})
        if first and first.get("records"):
            return first["records"]
        # ok: widened-query (the caller's names, unchanged, asked of a second index of the same entities)
        classic = await _get("/entities", {"names": ",".join(names)})
        return classic.get("records", [])

    async def by_name_fuzzy(self, names: list[str]) -> list:
        first = await _get("/smartscape", {"names": ",".join(names)})
        if first and first.get("records"):
            return first["records"]
        # ruleid: widened-query
        fuzzy = await _get("/smartscape", {"names": ",".join(f"{n}~" for n in names)})
        return fuzzy.get("records", [])
