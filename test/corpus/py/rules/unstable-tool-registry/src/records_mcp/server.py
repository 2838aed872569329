# Modelled on public records-archive MCP servers (tools registered in loops at start-up); written for this repository.
"""Records archive server. The tool list used to come from `for fn in {a, b}:`; see the notes below."""

import importlib
import os
from pathlib import Path

import httpx

from . import prompts  # noqa: F401  (registers the prompts)
from .app import mcp

API = "https://records.example.org/api"


async def get_record(record_id: str) -> dict:
    """One record by its id."""
    async with httpx.AsyncClient() as http:
        return (await http.get(f"{API}/records/{record_id}")).json()


async def get_series(series_id: str) -> dict:
    """One series by its id."""
    async with httpx.AsyncClient() as http:
        return (await http.get(f"{API}/series/{series_id}")).json()


async def get_fonds(fonds_id: str) -> dict:
    """One fonds by its id."""
    async with httpx.AsyncClient() as http:
        return (await http.get(f"{API}/fonds/{fonds_id}")).json()


async def archive_status() -> dict:
    """Whether the archive API answers."""
    async with httpx.AsyncClient() as http:
        return (await http.get(f"{API}/status")).json()


# ruleid: unstable-tool-registry
for fn in {get_record, get_series}:
    mcp.tool()(fn)

# ok: unstable-tool-registry
for fn, opts in [(get_fonds, {"name": "get_fonds"})]:
    mcp.tool(**opts)(fn)

if os.environ.get("RECORDS_STATUS_TOOL"):
    # ok: unstable-tool-registry
    mcp.tool()(archive_status)

TOOLS_DIR = Path(__file__).parent / "tools"

# ruleid: unstable-tool-registry
for name in os.listdir(TOOLS_DIR):
    if name.endswith(".py") and not name.startswith("_"):
        importlib.import_module(f".tools.{name[:-3]}", __package__)

# ok: unstable-tool-registry
for path in sorted(TOOLS_DIR.glob("*.py")):
    importlib.import_module(f".tools.{path.stem}", __package__)


def main() -> None:
    mcp.run()
