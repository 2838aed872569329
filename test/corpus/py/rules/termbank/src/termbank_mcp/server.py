# Modelled on public terminology-database MCP servers (MCPServer, mcp 2.x); written for this repository.
"""Term bank MCP server: two search tools, one without and one with a next step on an empty result."""

from mcp.server.mcpserver import MCPServer
from pydantic import BaseModel

from .client import TermbankClient

mcp = MCPServer("termbank")
_client = TermbankClient()

_EMPTY_HINT = "No entry matched: retry with a trailing wildcard (term*) and widen `fields` before concluding the term is absent."


class SearchResult(BaseModel):
    term: str
    returned: int
    entries: list[dict]
    hint: str | None = None


@mcp.tool(annotations={"readOnlyHint": True})
async def search_terms(term: str, fields: str = "Term", classification_ids: list[int] | None = None) -> SearchResult:
    # ruleid: empty-result-excuse
    """Search official terms. An empty result usually means the term is out of scope."""
    entries = await _client.search(term, fields=tuple(fields.split(",")), classification_ids=classification_ids)
    # ruleid: empty-result-next-step
    # ruleid: empty-result-no-echo — the term is echoed, the fields and classification ids that went out are not
    return SearchResult(term=term, returned=len(entries), entries=entries)


@mcp.tool(annotations={"readOnlyHint": True})
async def search_all_terms(term: str, fields: str = "", classification_ids: list[int] | None = None) -> SearchResult:
    # ok: empty-result-excuse
    """Search every domain. On an empty result, retry with a wildcard (term*) before concluding the term is absent."""
    entries = await _client.search_all_classifications(term, fields=tuple(fields.split(",")), classification_ids=classification_ids)
    # ok: empty-result-next-step
    # ruleid: empty-result-no-echo — a next step, but the fields and classification ids sent are not echoed
    return SearchResult(term=term, returned=len(entries), entries=entries, hint=_EMPTY_HINT if not entries else None)


@mcp.tool(annotations={"readOnlyHint": True})
async def get_entry(entry_id: str) -> dict:
    """One entry by id."""
    return await _client.entry(entry_id)


@mcp.tool(annotations={"readOnlyHint": True})
async def get_definition(entry_id: str) -> dict:
    """The definition of one entry by id."""
    return await _client.definition(entry_id)


@mcp.tool(annotations={"readOnlyHint": True})
async def entry_by_code(code: str) -> str:
    """One entry by its short code."""
    cid = code.strip().upper()
    entries = await _client.search(cid, fields=("Code",), classification_ids=None)
    if not entries:
        # ok: empty-result-next-step — names another tool of this server to call next
        # ok: empty-result-no-echo — a not-found that names the looked-up code owes nothing more
        return f"Eintrag '{cid}' nicht gefunden. Vollständige Liste mit search_all_terms."
    return str(entries[0])


@mcp.tool(annotations={"readOnlyHint": True})
async def entries_by_domain(domain: str) -> str:
    """The entries of one domain."""
    entries = await _client.search(domain, fields=("Domain",), classification_ids=None)
    if not entries:
        # ruleid: empty-result-next-step — no step and no other tool
        # ruleid: empty-result-no-echo — the domain that went out is not named
        return "Keine Einträge gefunden."
    return "\n".join(str(e) for e in entries)
