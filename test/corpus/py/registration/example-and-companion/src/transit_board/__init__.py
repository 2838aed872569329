# Modelled on public transit-departure MCP servers that ship a quickstart example and a fixtures dev server (FastMCP, mcp 1.x); written for this repository.
