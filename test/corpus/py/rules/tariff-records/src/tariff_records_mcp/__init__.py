# Modelled on public linked-data MCP servers that read SPARQL bindings and indicator APIs into records (FastMCP, mcp 1.x); written for this repository.
