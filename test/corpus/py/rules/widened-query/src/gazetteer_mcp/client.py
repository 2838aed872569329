# Modelled on public gazetteer and geocoding MCP servers (one shared httpx client); written for this repository.
"""Gazetteer API client. Older versions "relaxed" a query with `term[:-1]` on an empty answer."""

import httpx

_http = httpx.AsyncClient(base_url="https://gazetteer.example.org/api", timeout=20)


async def get_json(path: str, params: dict) -> dict:
    resp = await _http.get(path, params=params)
    resp.raise_for_status()
    return resp.json()


def relax(text: str) -> str | None:
    """Drop the last word of a place query."""
    tokens = [t for t in text.replace(",", " ").split() if t]
    if len(tokens) < 2:
        return None
    return " ".join(tokens[:-1])


def shorter_forms(term: str) -> list[str]:
    """The term, then ever shorter prefixes down to four characters."""
    return [term[:n] for n in range(len(term), 3, -1)]


async def search_places(text: str) -> tuple[list, dict]:
    """The places matching the text, and the request as it went out."""
    sent = {"searchText": text}
    data = await get_json("/search", sent)
    return data.get("results", []), sent


def place_detail_ids(places: list[dict], top_n: int) -> list[str]:
    """Ids of the first places of an answer, for the detail requests."""
    return [p.get("id", "") for p in places[:top_n]]


def _words(text: str) -> list[str]:
    cleaned = text.replace('"', " ")
    return [w for w in cleaned.split() if len(w) >= 2]


async def search_words(text: str, canton: str | None) -> dict:
    """One request that must match every word (the portal ANDs repeated `word` parameters)."""
    params: list[str] = []
    for w in _words(text):
        params.append(f"word:{w.lower()}")
    if canton:
        params.append(f"canton:{canton}")
    resp = await _http.get("/fulltext", params={"filter": " AND ".join(params)})
    resp.raise_for_status()
    return resp.json()


async def run_query(text: str) -> dict:
    """Long queries go in a POST body, short ones in the URL: the same request either way."""
    use_post = len(text) > 2000
    if use_post:
        resp = await _http.post("/query", content=text.encode("utf-8"))
    else:
        resp = await _http.get("/query", params={"q": text})
    resp.raise_for_status()
    return resp.json()
