# Modelled on public low-level MCP servers for a market-data API that keep the Server on a class and register its handlers in __init__; written for this repository.
"""The Server is held on self; list_tools and call_tool are closures registered on self.server, dispatch by match."""

import json

import aiohttp
import mcp.types as types
from mcp.server import Server

API = "https://quotes.example.com/v2"


class QuotesServer:
    def __init__(self, api_key: str) -> None:
        self.api_key = api_key
        self.server = Server("quotes")
        self._register()

    async def _get(self, path: str, params: dict) -> dict:
        async with aiohttp.ClientSession(headers={"X-Key": self.api_key}) as session:
            async with session.get(f"{API}{path}", params=params) as resp:
                resp.raise_for_status()
                return await resp.json()

    async def quote(self, symbol: str) -> dict:
        return await self._get("/quote", {"symbol": symbol})

    async def history(self, symbol: str, days: int) -> list:
        return (await self._get("/history", {"symbol": symbol, "days": days}))["bars"]

    async def _warm_cache(self) -> None:
        # look-alike: a method of the same class that no dispatch branch reaches
        await self._get("/symbols", {})

    def _register(self) -> None:
        @self.server.list_tools()
        async def list_tools() -> list[types.Tool]:
            return [
                types.Tool(
                    name="get_quote",
                    description="Latest quote of one ticker symbol.",
                    inputSchema={"type": "object", "properties": {"symbol": {"type": "string"}}, "required": ["symbol"]},
                ),
                types.Tool(
                    name="get_history",
                    description="Daily bars of one symbol.",
                    inputSchema={
                        "type": "object",
                        "properties": {"symbol": {"type": "string"}, "days": {"type": "integer"}},
                        "required": ["symbol"],
                    },
                ),
            ]

        @self.server.call_tool()
        async def call_tool(name: str, arguments: dict) -> list[types.TextContent]:
            match name:
                case "get_quote":
                    data = await self.quote(arguments["symbol"])
                case "get_history":
                    data = await self.history(arguments["symbol"], arguments.get("days", 30))
                case _:
                    raise ValueError(f"unknown tool {name}")
            return [types.TextContent(type="text", text=json.dumps(data))]


def main() -> None:
    import asyncio
    import os

    from mcp.server.stdio import stdio_server

    app = QuotesServer(os.environ["QUOTES_KEY"])

    async def run() -> None:
        async with stdio_server() as (read, write):
            await app.server.run(read, write, app.server.create_initialization_options())

    asyncio.run(run())
