# Modelled on public statistical-office MCP servers that read SDMX-style XML and Excel downloads (FastMCP, mcp 1.x); written for this repository.
