# Modelled on public statistics MCP servers (standalone fastmcp 3.x); written for this repository.
