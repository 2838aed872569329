# Modelled on public terminology and glossary MCP servers (MCPServer, mcp 2.x); written for this repository.
"""Glossary MCP server. Older versions wrote `"definition": e.get("definition") or None` for every entry."""

import asyncio

import httpx
from mcp.server.mcpserver import MCPServer

mcp = MCPServer("glossary")
_http = httpx.AsyncClient(base_url="https://glossary.example.org/api", timeout=20)


def to_entry(e: dict) -> dict:
    return {
        "id": e["id"],
        # ruleid: ambiguous-absence
        "definition": e.get("definition") or None,
        # ruleid: ambiguous-absence — each fallback in the record is its own claim
        "note": e.get("note", ""),
    }


def to_stated_entry(e: dict, groups: list[str]) -> dict:
    state = "not_collected" if "definition" not in groups else "present" if e.get("definition") else "empty_in_source"
    return {
        "id": e["id"],
        # ok: ambiguous-absence
        "definition": e.get("definition") or None,
        "definition_state": state,
    }


def to_card(e: dict, fields: list[str]) -> dict:
    card = {"id": e["id"], "term": e["term"]}
    if "usage" in fields:
        # ruleid: ambiguous-absence
        card["usage"] = e.get("usage") or "n/a"
    return card


def to_row(e: dict) -> dict:
    # ruleid: ambiguous-absence — a local that holds the entry's field until the record is built from it
    label = e.get("label") or ""
    examples = 0
    if "examples" in e:
        # ok: ambiguous-absence — the key was tested first: the local is assigned only when the entry has it
        examples = e["examples"]
    return {"id": e["id"], "label": label, "examples": examples}


def to_usage_row(e: dict, with_usage: bool) -> dict:
    # ruleid: ambiguous-absence — the state key below names the usage only: the label stays unexplained
    label = e.get("label") or ""
    usage = ""
    usage_state = "not requested"
    if with_usage:
        # ok: ambiguous-absence — a state beside it says why the usage may be empty, where the decision is made
        usage = e.get("usage") or ""
        usage_state = "present" if "usage" in e else "absent upstream"
    return {"id": e["id"], "label": label, "usage": usage, "usage_state": usage_state}


def to_hit(h: dict) -> dict:
    # ruleid: ambiguous-absence — a lookup fallback in a record built from a hit decides "no title" unmeasured
    return {"term": h["term"], "title": h.get("title") or ""}


@mcp.tool()
async def search_entries(q: str, include: list[str] | None = None) -> list[dict]:
    """Search the glossary; `include` picks the field groups returned (definition, note)."""
    chosen = include or []
    resp = await _http.get("/entries", params={"q": q, "include": ",".join(chosen)})
    return [to_entry(e) for e in resp.json()["entries"]]


@mcp.tool()
async def list_rows(q: str, with_usage: bool = False) -> list[dict]:
    """Glossary rows for q, with their usage on request."""
    resp = await _http.get("/rows", params={"q": q})
    rows = resp.json()["rows"]
    return [to_usage_row(e, with_usage) if with_usage else to_row(e) for e in rows]


@mcp.tool()
async def search_stated(q: str, include: list[str] | None = None) -> list[dict]:
    """Search the glossary; every entry says why a definition is missing."""
    chosen = include or []
    resp = await _http.get("/entries/stated", params={"q": q, "include": ",".join(chosen)})
    return [to_stated_entry(e, chosen) for e in resp.json()["entries"]]


@mcp.tool()
async def term_cards(q: str, fields: list[str]) -> list[dict]:
    """Cards for the matching terms, with the fields the caller picks."""
    resp = await _http.get("/cards", params={"q": q})
    return [to_card(e, fields) for e in resp.json()["cards"]]


@mcp.tool()
async def quick_search(q: str) -> list[dict]:
    """Hits for a quick search, as the source sends them."""
    resp = await _http.get("/hits", params={"q": q})
    return [to_hit(h) for h in resp.json()["hits"]]


def flatten(raw: dict) -> dict:
    translations = []
    # ruleid: ambiguous-absence
    for t in raw.get("translations") or []:
        translations.append({"language": t["lang"], "text": t["text"]})
    return {"id": raw["id"], "translations": translations}


def flatten_full(raw: dict) -> dict:
    translations = []
    # ruleid: ambiguous-absence — a missing translations key becomes "no translations" in the record
    for t in raw.get("translations") or []:
        translations.append({"language": t["lang"], "text": t["text"]})
    return {"id": raw["id"], "translations": translations}


@mcp.tool()
async def lookup_terms(q: str, detail: bool = False) -> list[dict]:
    """Terms matching q; with detail=True each term carries its translations."""
    params = {"q": q, "view": "full" if detail else "summary"}
    resp = await asyncio.wait_for(_http.get("/terms", params=params), timeout=20)
    return [flatten(e) for e in resp.json()]


@mcp.tool()
async def lookup_terms_full(q: str) -> list[dict]:
    """Terms matching q, each with its translations."""
    resp = await asyncio.wait_for(_http.get("/terms/full", params={"q": q, "view": "full"}), timeout=20)
    return [flatten_full(e) for e in resp.json()]


# identifier conversion, added later
from .ids import IdRecords, id_record  # noqa: E402


@mcp.tool()
async def convert_ids(ids: list[str]) -> list[dict]:
    """Convert article identifiers (PMID, DOI)."""
    resp = await _http.get("/idconv", params={"ids": ",".join(ids)})
    return [id_record(e) for e in resp.json()["records"]]


@mcp.tool()
async def convert_ids_stated(ids: list[str], fields: list[str]) -> list[dict]:
    """Convert article identifiers; say which kinds the source lacked, or carry only the kinds named in fields."""
    resp = await _http.get("/idconv", params={"ids": ",".join(ids)})
    rec = IdRecords()
    if fields:
        return [rec.projected(e, fields) for e in resp.json()["records"]]
    return [rec.stated(e) for e in resp.json()["records"]]


# bare lookups straight into a record (added 2026-12-04): `.get("x")` leaves None when the key is missing
class Synonym:
    def __init__(self, term: str, source: str | None = None) -> None:
        self.term = term
        self.source = source


def to_synonym_row(s: dict) -> dict:
    return {
        "term": s["term"],
        # ruleid: ambiguous-absence — a bare lookup: a missing key is None in the record, unexplained
        "source": s.get("source"),
    }


def to_synonym(s: dict) -> Synonym:
    # ruleid: ambiguous-absence — the same, as a constructor's keyword
    return Synonym(term=s["term"], source=s.get("source"))


def to_synonym_dict(s: dict) -> dict:
    row = {"term": s["term"]}
    # ruleid: ambiguous-absence — the same, written into the record by key
    row["source"] = s.get("source")
    return row


def to_checked_synonym(s: dict) -> dict:
    if "source" not in s:
        raise ValueError("synonym without source: the schema changed")
    # ok: ambiguous-absence — the key was checked first: a missing one failed loudly above
    return {"term": s["term"], "source": s.get("source")}


def synonym_count(body: dict) -> dict:
    # ok: ambiguous-absence — a lookup on the envelope, not a field of a record built from an entry
    total = body.get("total")
    return {"total": total}


@mcp.tool()
async def synonyms(q: str, form: str = "row") -> list:
    """Synonyms of q, as rows, objects or dictionaries."""
    resp = await _http.get("/synonyms", params={"q": q})
    items = resp.json()["synonyms"]
    if form == "object":
        return [to_synonym(s).__dict__ for s in items]
    if form == "dict":
        return [to_synonym_dict(s) for s in items]
    if form == "checked":
        return [to_checked_synonym(s) for s in items]
    return [to_synonym_row(s) for s in items]


@mcp.tool()
async def synonym_total(q: str) -> dict:
    """How many synonyms the source holds for q."""
    resp = await _http.get("/synonyms/count", params={"q": q})
    return synonym_count(resp.json())
