# Modelled on public statistics MCP servers (standalone fastmcp 3.x); written for this repository.
"""Registers plain functions with the call form, from a list of (function, options) pairs."""

from fastmcp import FastMCP

from .handlers import count_rows, list_tables, table_meta

mcp = FastMCP("stats")

TOOLS = [
    (list_tables, {"name": "stats_list_tables"}),
    (table_meta, {"name": "stats_table_meta", "description": "Columns and units of one table."}),
]


def register(server: FastMCP) -> None:
    for fn, options in TOOLS:
        server.tool(**options)(fn)
    server.tool(name="stats_count_rows")(count_rows)


register(mcp)
