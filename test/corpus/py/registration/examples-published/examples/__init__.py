# Modelled on public recipe-search MCP servers whose package happens to be named "examples" (FastMCP, mcp 1.x); written for this repository.
