# Modelled on public environmental-monitoring MCP servers that list stations and measurements over httpx (FastMCP, mcp 1.x); written for this repository.
