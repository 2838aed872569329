# Modelled on public time-series database MCP servers (FastMCP, PromQL tools); written for this repository.
"""Query tools: each hands the answer on in a small envelope."""

from mcp.server.fastmcp import FastMCP

from .client import Targets, api_get, label_values

mcp = FastMCP("metrics")
targets = Targets()


@mcp.tool()
def run_query(query: str) -> dict:
    """Run a PromQL instant query."""
    data = api_get("query", {"query": query})
    result = {"resultType": data["resultType"], "result": data["result"]}
    # ruleid: empty-result-next-step — a matcher that matches no series comes back as an empty result list
    return result


@mcp.tool()
def run_query_checked(query: str) -> dict:
    """Run a PromQL instant query; an empty answer says what to try."""
    data = api_get("query", {"query": query})
    if not data["result"]:
        # ok: empty-result-next-step
        return {"result": [], "query": query, "hint": "No series matched: list the metric's labels with list_label_values and loosen the matcher."}
    # ok: empty-result-next-step
    return {"resultType": data["resultType"], "result": data["result"]}


@mcp.tool()
def list_label_values(label: str) -> dict:
    """Values a label takes."""
    # ruleid: empty-result-next-step
    return {"label": label, "data": label_values(label)}


@mcp.tool()
def active_targets(pool: str) -> dict:
    """Active scrape targets of a pool."""
    # ruleid: empty-result-next-step
    return {"pool": pool, "items": targets.active(pool)}


@mcp.tool()
def build_info() -> dict:
    """The server's build information."""
    info = api_get("status/buildinfo", {})
    # ok: empty-result-next-step — one record, not a list that can come back empty
    return {"version": info["version"], "revision": info["revision"]}
