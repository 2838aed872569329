# Modelled on public cadastral-data MCP servers with a nested admin server package (FastMCP, mcp 1.x); written for this repository.
"""The public parcel server: its own server object; the tools module registers on it when imported."""

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("parcels")

from . import tools  # noqa: E402,F401  (registers the tools on mcp)


def main() -> None:
    mcp.run()
