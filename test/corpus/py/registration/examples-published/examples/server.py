# Modelled on public recipe-search MCP servers whose package happens to be named "examples" (FastMCP, mcp 1.x); written for this repository.
"""The shipped server: cooking examples (recipes) from the upstream API. The folder name is the package's, not a sign of an example."""

import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("recipe-examples")
_client = httpx.AsyncClient(base_url="https://recipes.example.org/api")


@mcp.tool()
async def search_recipes(query: str, cuisine: str | None = None) -> list:
    """Recipes matching a query, optionally of one cuisine."""
    params = {"q": query}
    if cuisine:
        params["cuisine"] = cuisine
    response = await _client.get("/recipes", params=params)
    return response.json()["recipes"]


def main() -> None:
    mcp.run()
