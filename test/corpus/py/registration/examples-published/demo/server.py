# Modelled on public recipe-search MCP servers whose package happens to be named "examples" (FastMCP, mcp 1.x); written for this repository.
"""A demo server beside the shipped one: not published by pyproject.toml."""

import httpx
from mcp.server.fastmcp import FastMCP

demo = FastMCP("recipe-demo")


@demo.tool()
async def search_recipes(query: str) -> list:
    """Recipes matching a query (demo)."""
    async with httpx.AsyncClient() as client:
        response = await client.get("https://recipes.example.org/api/recipes", params={"q": query})
    return response.json()["recipes"]
