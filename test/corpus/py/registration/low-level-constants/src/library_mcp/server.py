# Modelled on public low-level MCP servers for a library catalogue that keep their Tool definitions in a module of constants; written for this repository.
"""list_tools returns imported Tool constants; call_tool looks the handler up in a dict keyed by name."""

import json

import mcp.types as types
from mcp.server import Server

from .definitions import BOOK_DETAIL, SEARCH_BOOKS
from .handlers import book_detail, export_catalogue, search_books

server = Server("library")

HANDLERS = {
    "search_books": search_books,
    "book_detail": book_detail,
    "export_catalogue": export_catalogue,
}


@server.list_tools()
async def list_tools() -> list[types.Tool]:
    return [SEARCH_BOOKS, BOOK_DETAIL]


@server.call_tool()
async def call_tool(name: str, arguments: dict) -> list[types.TextContent]:
    handler = HANDLERS.get(name)
    if handler is None:
        raise ValueError(f"unknown tool {name}")
    return [types.TextContent(type="text", text=json.dumps(handler(arguments)))]


def main() -> None:
    import asyncio

    from mcp.server.stdio import stdio_server

    async def run() -> None:
        async with stdio_server() as (read, write):
            await server.run(read, write, server.create_initialization_options())

    asyncio.run(run())
