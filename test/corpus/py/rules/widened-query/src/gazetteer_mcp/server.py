# Modelled on public gazetteer and geocoding MCP servers (MCPServer, mcp 2.x); written for this repository.
"""Gazetteer MCP server: place search, name lookup and page reading."""

from typing import Annotated

import httpx
from mcp.server.mcpserver import MCPServer
from pydantic import BaseModel, Field

from .registries import Entities, complaints, complaints_once
from .variants import candidate_terms, names_respelled, names_widened, suggest_keywords
from .client import get_json, place_detail_ids, relax, run_query, search_places, search_words, shorter_forms

mcp = MCPServer("gazetteer")
_entities = Entities()


class PlaceQuery(BaseModel):
    search_text: str = Field(description="Free text: an address, a place name or a postcode.")
    limit: int = Field(default=10, description="Most places to return.")


@mcp.tool(annotations={"readOnlyHint": True})
async def find_place(params: PlaceQuery) -> dict:
    """Places matching the text, best first."""
    data = await get_json("/search", {"searchText": params.search_text, "limit": params.limit})
    results = data.get("results", [])
    if results:
        return {"results": results, "match": "exact"}
    # ruleid: widened-query
    relaxed = relax(params.search_text)
    if relaxed is not None:
        data = await get_json("/search", {"searchText": relaxed, "limit": params.limit})
        results = data.get("results", [])
    return {"results": results, "match": "relaxed" if results else "none"}


@mcp.tool(annotations={"readOnlyHint": True})
async def lookup_name(name: str) -> dict:
    """Official names equal to the given name."""
    hits = (await get_json("/names", {"q": name})).get("hits", [])
    if not hits:
        # ruleid: widened-query
        hits = (await get_json("/names/fuzzy", {"q": name})).get("hits", [])
    return {"name": name, "hits": hits}


@mcp.tool(annotations={"readOnlyHint": True})
async def search_prefix(term: str) -> dict:
    """Names that start with the term."""
    # ruleid: widened-query
    for form in shorter_forms(term):
        hits = (await get_json("/names", {"prefix": form})).get("hits", [])
        if hits:
            return {"term": term, "hits": hits}
    return {"term": term, "hits": []}


@mcp.tool(annotations={"readOnlyHint": True})
async def lookup_code(code: str) -> dict:
    """One place by its qualified code (`canton:number`)."""
    # ok: widened-query
    scheme, _, number = code.partition(":")
    return await get_json(f"/codes/{scheme}", {"number": number})


@mcp.tool(annotations={"readOnlyHint": True})
async def read_page(title: str) -> dict:
    """The text of one gazetteer page, with its length in words."""
    try:
        data = await get_json("/pages", {"title": title})
    except httpx.HTTPError:
        # ok: widened-query
        data = await get_json("/mirror/pages", {"title": title})
    content = data.get("text", "")
    # ok: widened-query
    words = content.split()
    return {"title": title, "text": content, "words": len(words[:100_000])}


@mcp.tool(annotations={"readOnlyHint": True})
async def find_place_details(search_text: str, top_n: int = 5) -> dict:
    """Places matching the text, with the details of the first `top_n`."""
    places, sent = await search_places(search_text)
    details = []
    # ok: widened-query (the first top_n entries of the answer, not a shorter form of the term)
    for pid in place_detail_ids(places, top_n):
        details.append(await get_json(f"/places/{pid}", {}))
    # ok: widened-query (inline: a count cut of the answer's list)
    for p in places[:top_n]:
        details.append(await get_json(f"/places/{p.get('id', '')}/names", {}))
    return {"request": sent, "details": details}


def _covered(canton: str | None) -> str | None:
    return None if canton in (None, "ZH", "BE") else f"Canton {canton} is not covered."


@mcp.tool(annotations={"readOnlyHint": True})
async def search_all_words(text: str, canton: str | None = None) -> dict:
    """Places whose text contains every word of `text`."""
    note = _covered(canton)
    if note:
        return {"text": text, "hits": [], "note": note}
    # ok: widened-query (the words go out together in one request, after a refusal that returned an empty answer)
    return await search_words(text, canton)


class QueryInput(BaseModel):
    text: str = Field(description="A gazetteer query expression.")


@mcp.tool(annotations={"readOnlyHint": True})
async def query_gazetteer(params: QueryInput) -> dict:
    """Runs one gazetteer query; long ones are sent as a POST body."""
    # ok: widened-query (a GET/POST switch on a computed flag, not a retry on an empty result)
    return await run_query(params.text)


class Search(BaseModel):
    term: str = Field(description="A place name.")


class Gazetteer:
    async def names(self, term: str) -> list:
        return (await get_json("/names", {"q": term})).get("hits", [])

    async def names_or_prefix(self, term: str) -> list:
        hits = await self.names(term)
        if hits:
            return hits
        # ruleid: widened-query
        return await self.names(term[:4])


@mcp.tool(annotations={"readOnlyHint": True})
async def lookup_name_method(params: Search) -> dict:
    """Official names equal to the given name (through a client class)."""
    return {"term": params.term, "hits": await Gazetteer().names_or_prefix(params.term)}


@mcp.tool(annotations={"readOnlyHint": True})
async def search_complaints(
    company: Annotated[str | None, Field(description="Company name, e.g. 'Acme Bank'.")] = None,
    search_term: Annotated[str | None, Field(description="Words to search for in the narratives.")] = None,
) -> dict:
    """Complaints filed against a company."""
    return await complaints(company, search_term)


@mcp.tool(annotations={"readOnlyHint": True})
async def search_complaints_once(
    company: Annotated[str | None, Field(description="Company name, e.g. 'Acme Bank'.")] = None,
) -> dict:
    """Complaints filed against a company, exactly."""
    return await complaints_once(company)


@mcp.tool(annotations={"readOnlyHint": True})
async def find_entity(entity_names: list[str]) -> list:
    """Monitored entities by name."""
    return await _entities.by_name(entity_names)


@mcp.tool(annotations={"readOnlyHint": True})
async def find_entity_once(entity_names: list[str]) -> list:
    """Monitored entities by name, in one registry."""
    return await _entities.by_name_fuzzy(entity_names)


@mcp.tool(annotations={"readOnlyHint": True})
async def complaints_inline(company: Annotated[str, Field(description="Company name")]) -> dict:
    """Complaints by company name, retried inline."""
    async with httpx.AsyncClient() as client:
        resp = await client.get("https://registry.example.org/api/complaints", params={"company": company})
        data = resp.json()
        if not data or not data.get("items"):
            # ruleid: widened-query
            resp = await client.get("https://registry.example.org/api/complaints", params={"q": company})
            data = resp.json()
    return data


@mcp.tool(annotations={"readOnlyHint": True})
async def find_name_widened(term: str) -> dict:
    """Official names matching the term."""
    return {"term": term, "hits": await names_widened(term)}


@mcp.tool(annotations={"readOnlyHint": True})
async def find_name_suggested(term: str) -> dict:
    """Official names matching the term, with shorter forms to try when there are none."""
    hits = (await get_json("/names", {"q": term})).get("hits", [])
    # ok: widened-query (the candidates are offered, never searched: "vorschlagen ja, abfragen nein")
    return {"term": term, "hits": hits, "suggestions": [] if hits else candidate_terms(term)}


@mcp.tool(annotations={"readOnlyHint": True})
async def find_name_respelled(term: str) -> dict:
    """Official names matching the term as written."""
    return {"term": term, "hits": await names_respelled(term)}


@mcp.tool(annotations={"readOnlyHint": True})
async def find_dataset(query: str) -> dict:
    """Datasets matching the query text."""
    hits = (await get_json("/datasets", {"q": query})).get("hits", [])
    suggestions = None
    if not hits:
        suggestions = await suggest_keywords(query)
    return {"query": query, "hits": hits, "suggestions": suggestions}
