# Modelled on public cadastral-data MCP servers with a nested admin server package (FastMCP, mcp 1.x); written for this repository.
