# Modelled on standalone-fastmcp servers for a workflow scheduler's generated REST client, one module of tools per API group; written for this repository.
import os

from fastmcp import FastMCP

PREFIX = os.environ.get("TOOL_PREFIX", "")


def tool_name(name: str) -> str:
    return f"{PREFIX}_{name}" if PREFIX else name


app = FastMCP("scheduler")


@app.tool(name=tool_name("health"))
async def health() -> str:
    """Whether the scheduler answers."""
    return "ok"
