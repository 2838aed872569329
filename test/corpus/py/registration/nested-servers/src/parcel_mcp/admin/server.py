# Modelled on public cadastral-data MCP servers with a nested admin server package (FastMCP, mcp 1.x); written for this repository.
"""The admin server: a second server package with its own object, also named mcp."""

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("parcel-admin")

from . import tools  # noqa: E402,F401


def main() -> None:
    mcp.run()
