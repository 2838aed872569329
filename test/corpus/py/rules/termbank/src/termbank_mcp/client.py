# Modelled on public terminology-database MCP servers (MCPServer, mcp 2.x); written for this repository.
"""Term bank HTTP client. The old code did `if ids: params["Ids"] = ids`; that text in a docstring is not code."""

import httpx

BASE_URL = "https://termbank.example.org/v1"
SEARCH_FIELDS = ("Term", "Name", "Abbreviation", "Definition", "Note")


async def _get(http: httpx.AsyncClient, path: str, params: dict) -> list:
    resp = await http.get(f"{BASE_URL}/{path}", params=params)
    resp.raise_for_status()
    return resp.json()


class TermbankClient:
    def __init__(self) -> None:
        self._http = httpx.AsyncClient(timeout=30.0)

    async def search(self, term: str, *, fields: tuple[str, ...] = ("Term",), classification_ids: list[int] | None = None, out_language: str | None = None) -> list:
        params = {"SearchTerm": term}
        # for f in fields: params[f"Field.{f}"] = "true"   <- quoted in a comment, not code
        for f in fields:
            # ruleid: partial-param-group
            params[f"Field.{f}"] = "true"
        if classification_ids:
            # ruleid: scope-only-when-set
            params["ClassificationIds"] = classification_ids
        if out_language:
            # ok: scope-only-when-set
            params["OutLanguage"] = out_language
        return await _get(self._http, "Search", params)

    async def search_all_classifications(self, term: str, *, fields: tuple[str, ...] = (), classification_ids: list[int] | None = None) -> list:
        params = {"SearchTerm": term}
        requested = set(fields)
        for name in SEARCH_FIELDS:
            # ok: partial-param-group
            params[f"Field.{name}"] = "true" if name in requested else "false"
        if classification_ids is None:
            classification_ids = await self.all_classification_ids()
        if classification_ids:
            # ok: scope-only-when-set
            params["ClassificationIds"] = classification_ids
        return await _get(self._http, "Search", params)

    async def all_classification_ids(self) -> list[int]:
        return [d["id"] for d in await _get(self._http, "Domain", {})]

    async def entry(self, entry_id: str) -> dict:
        found = await _get(self._http, "Entry", {"Id": entry_id})
        if not found:
            # ruleid: empty-result-excuse
            raise LookupError(f"No entry was found for {entry_id}. It is probably missing because the import may lag behind.")
        return found[0]

    async def definition(self, entry_id: str) -> dict:
        found = await _get(self._http, "Definition", {"Id": entry_id})
        if not found:
            # ok: empty-result-excuse
            raise LookupError(f"No definition was found for {entry_id}. Look the id up with search_terms first.")
        return found[0]
