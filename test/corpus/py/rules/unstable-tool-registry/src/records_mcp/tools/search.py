# Modelled on public records-archive MCP servers (a tool module that registers on import); written for this repository.
import httpx

from ..app import mcp

API = "https://records.example.org/api"


@mcp.tool()
async def search_records(query: str) -> list[dict]:
    """Records whose title contains the query."""
    async with httpx.AsyncClient() as http:
        resp = await http.get(f"{API}/records", params={"q": query})
        return resp.json()["items"]
