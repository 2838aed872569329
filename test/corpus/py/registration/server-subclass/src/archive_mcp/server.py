# Modelled on public archive-catalogue MCP servers that subclass FastMCP and register their own methods; written for this repository.
"""An archive server as a FastMCP subclass: methods registered with self.tool(...) in __init__."""

import httpx
from fastmcp import FastMCP

API = "https://archive.example.org/api"


class ArchiveServer(FastMCP):
    def __init__(self) -> None:
        super().__init__("archive")
        # the direct call form on the server itself, with the method as the function
        self.tool(self.search_records)
        # the decorator factory called by hand, with a name of its own
        self.tool(name="record_by_id")(self.record)

    async def search_records(self, text: str, limit: int = 20) -> list[dict]:
        """Search the archive's records; plain words, whole words, case-insensitive."""
        async with httpx.AsyncClient() as client:
            r = await client.get(f"{API}/search", params={"q": text, "limit": limit})
            r.raise_for_status()
            return r.json()["records"]

    async def record(self, record_id: str) -> dict:
        """One record by its id."""
        async with httpx.AsyncClient() as client:
            r = await client.get(f"{API}/records/{record_id}")
            r.raise_for_status()
            return r.json()

    async def _fetch_thumbnail(self, record_id: str) -> bytes:
        """A helper method that is not registered: never a tool."""
        async with httpx.AsyncClient() as client:
            return (await client.get(f"{API}/records/{record_id}/thumb")).content


server = ArchiveServer()

if __name__ == "__main__":
    server.run()
