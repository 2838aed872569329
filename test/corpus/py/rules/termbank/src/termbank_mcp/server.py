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
    return SearchResult(term=term, returned=len(entries), entries=entries)


@mcp.tool(annotations={"readOnlyHint": True})
async def search_all_terms(term: str, fields: str = "", classification_ids: list[int] | None = None) -> SearchResult:
    # ok: empty-result-excuse
    """Search every domain. On an empty result, retry with a wildcard (term*) before concluding the term is absent."""
    entries = await _client.search_all_classifications(term, fields=tuple(fields.split(",")), classification_ids=classification_ids)
    # ok: empty-result-next-step
    return SearchResult(term=term, returned=len(entries), entries=entries, hint=_EMPTY_HINT if not entries else None)


@mcp.tool(annotations={"readOnlyHint": True})
async def get_entry(entry_id: str) -> dict:
    """One entry by id."""
    return await _client.entry(entry_id)


@mcp.tool(annotations={"readOnlyHint": True})
async def get_definition(entry_id: str) -> dict:
    """The definition of one entry by id."""
    return await _client.definition(entry_id)
