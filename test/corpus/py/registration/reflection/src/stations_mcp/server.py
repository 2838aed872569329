# Modelled on public FastMCP servers that register every tool function of their tool modules by reflection
# and others by FastMCP's direct call form, one through a logging wrapper; written for this repository.
import functools
import inspect

from fastmcp import FastMCP

from . import readings, records
from .http import get_json

mcp = FastMCP("stations")

TOOL_MODULES = [records]


def with_logging(fn):
    @functools.wraps(fn)
    def inner(*args, **kwargs):
        return fn(*args, **kwargs)

    return inner


def ping() -> str:
    """Whether the station service answers."""
    return "ok" if get_json("/health").get("status") == "up" else "down"


def alerts(canton: str) -> list[dict]:
    """Weather alerts of one canton."""
    return get_json("/alerts", {"canton": canton})["alerts"]


def register_tools(server: FastMCP) -> None:
    for module in TOOL_MODULES:
        for fname, fn in inspect.getmembers(module, inspect.isfunction):
            if fname.endswith("_tool"):
                server.tool(fn)
    for name, func in inspect.getmembers(readings, inspect.isfunction):
        if name.startswith("get_"):
            continue
        wrapped = with_logging(func)
        server.tool(wrapped)


register_tools(mcp)
mcp.tool(ping, name="health_ping")
mcp.tool(with_logging(alerts))
