# Modelled on public Swiss open-data MCP servers (FastMCP, mcp 1.x); written for this repository.
