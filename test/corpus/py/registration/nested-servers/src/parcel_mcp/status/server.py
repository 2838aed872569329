# Modelled on public cadastral-data MCP servers with a nested admin server package (FastMCP, mcp 1.x); written for this repository.
"""Two low-level servers in one module, each listing a status tool: each dispatches its own."""

from mcp.server.lowlevel import Server
from mcp.types import TextContent, Tool

from ..client import get_json

public = Server("parcel-status")
internal = Server("parcel-internal-status")


@public.list_tools()
async def public_tools() -> list[Tool]:
    return [Tool(name="status", description="Service status.", inputSchema={"type": "object", "properties": {}})]


@internal.list_tools()
async def internal_tools() -> list[Tool]:
    return [
        Tool(
            name="status",
            description="Queue depth per worker.",
            inputSchema={"type": "object", "properties": {"worker": {"type": "string"}}, "required": ["worker"]},
        )
    ]


@internal.call_tool()
async def internal_call(name: str, arguments: dict) -> list[TextContent]:
    if name == "status":
        data = await get_json("/internal/queues", {"worker": arguments["worker"]})
        return [TextContent(type="text", text=str(data))]
    raise ValueError(name)


@public.call_tool()
async def public_call(name: str, arguments: dict) -> list[TextContent]:
    if name == "status":
        data = await get_json("/status", {})
        return [TextContent(type="text", text=str(data))]
    raise ValueError(name)
