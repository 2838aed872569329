# Modelled on public MCP servers built on the low-level `mcp.server.lowlevel.Server`; written for this repository.
"""Low-level API: list_tools returns the tool list, call_tool dispatches on the name."""

import json
import urllib.request

import mcp.types as types
from mcp.server.lowlevel import Server

server = Server("weather-stations")

API = "https://stations.example.net"


@server.list_tools()
async def list_tools() -> list[types.Tool]:
    return [
        types.Tool(
            name="list_stations",
            description="List weather stations of one canton.",
            inputSchema={
                "type": "object",
                "properties": {"canton": {"type": "string", "description": "Two-letter canton code"}},
                "required": ["canton"],
            },
        ),
        types.Tool(
            name="station_reading",
            description="Latest reading of one station.",
            inputSchema={
                "type": "object",
                "properties": {"station": {"type": "string"}, "unit": {"type": "string"}},
                "required": ["station"],
            },
        ),
    ]


@server.call_tool()
async def call_tool(name: str, arguments: dict) -> list[types.TextContent]:
    if name == "list_stations":
        with urllib.request.urlopen(f"{API}/stations?canton={arguments['canton']}") as resp:
            data = json.loads(resp.read())
        return [types.TextContent(type="text", text=json.dumps(data))]
    if name == "station_reading":
        with urllib.request.urlopen(f"{API}/readings/{arguments['station']}") as resp:
            return [types.TextContent(type="text", text=resp.read().decode())]
    raise ValueError(f"unknown tool {name}")
