# Modelled on public transit-departure MCP servers that ship a quickstart example and a fixtures dev server (FastMCP, mcp 1.x); written for this repository.
"""A companion dev-tool server: lists and reads the recorded fixtures on disk, no upstream client."""

import json
from pathlib import Path

from mcp.server.fastmcp import FastMCP

FIXTURES = Path(__file__).parent / "fixtures"

dev = FastMCP("transit-fixtures")


@dev.tool()
def list_fixtures(prefix: str | None = None) -> list[str]:
    """Names of the recorded fixtures, optionally those starting with a prefix."""
    names = sorted(p.name for p in FIXTURES.iterdir())
    return [n for n in names if not prefix or n.startswith(prefix)]


@dev.tool()
def read_fixture(name: str) -> dict:
    """One recorded fixture."""
    return json.loads((FIXTURES / name).read_text()).get("body", {})


if __name__ == "__main__":
    dev.run()
