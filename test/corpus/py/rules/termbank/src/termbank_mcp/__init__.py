# Modelled on public terminology-database MCP servers (MCPServer, mcp 2.x); written for this repository.
