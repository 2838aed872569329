# Modelled on public open-data portal MCP servers (MCPServer, mcp 2.x, cache hints of revision 2026-07-28); written for this repository.
"""Open-data portal MCP server: datasets, pages and the register."""

from mcp.server.caching import CacheHint
from mcp.server.mcpserver import MCPServer

from .client import PortalClient, check_schemas

# The tool list is fixed at import and the same for every caller.
LIST_TTL_MS = 300_000

CACHE_HINTS = {
    # ok: guessed-ttl
    "tools/list": CacheHint(ttl_ms=LIST_TTL_MS, scope="public"),
    "resources/read": CacheHint(
        # ruleid: guessed-ttl
        ttl_ms=300_000,
        # ruleid: guessed-ttl
        scope="shared",
    ),
}

mcp = MCPServer("opendata", cache_hints=CACHE_HINTS)
_client = PortalClient()
check_schemas(["dataset", "resource"])


@mcp.tool(annotations={"readOnlyHint": True})
async def get_dataset(name: str) -> dict:
    """Metadata of one dataset by its name."""
    return await _client.dataset(name)


@mcp.tool(annotations={"readOnlyHint": True})
async def read_page(path: str) -> str:
    """The text of one portal page."""
    return await _client.page(path)


@mcp.tool(annotations={"readOnlyHint": True})
async def list_register() -> list:
    """Every entry of the dataset register."""
    return await _client.register()


@mcp.tool(annotations={"readOnlyHint": True})
async def list_catalog() -> list:
    """The portal's dataset catalogue."""
    return await _client.catalog()
