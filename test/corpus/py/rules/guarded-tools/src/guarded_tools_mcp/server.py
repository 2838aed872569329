# Modelled on public search-engine MCP servers whose tools are wrapped by an exception-handling decorator (FastMCP 2.x); written for this repository.
"""Tools over a search cluster."""

import httpx
from fastmcp import FastMCP

from .guards import answer_errors, guarded_registration, log_errors

mcp = FastMCP("guarded-tools")
CLUSTER = "https://search.example.org"


class IndexTools:
    def __init__(self, http: httpx.Client):
        self.http = http

    def register_tools(self, mcp: FastMCP) -> None:
        @mcp.tool()
        def count_indices(pattern: str = "*") -> int:
            """How many indices match a glob pattern (`*` any characters)."""
            resp = self.http.get(f"{CLUSTER}/_cat/indices/{pattern}", params={"format": "json"})
            resp.raise_for_status()
            return len(resp.json())


guarded_registration(IndexTools(httpx.Client(timeout=30)), mcp)


@mcp.tool()
@answer_errors
def cluster_health() -> dict:
    """Health of the cluster."""
    resp = httpx.get(f"{CLUSTER}/_cluster/health", timeout=30)
    resp.raise_for_status()
    return resp.json()


@mcp.tool()
@log_errors
async def node_count() -> int:
    """How many nodes the cluster has."""
    async with httpx.AsyncClient(timeout=30) as client:
        resp = await client.get(f"{CLUSTER}/_nodes/stats")
        resp.raise_for_status()
        return resp.json()["_nodes"]["total"]
