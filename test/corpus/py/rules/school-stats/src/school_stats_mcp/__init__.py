# Modelled on public cantonal education-statistics MCP servers (CSV open data, MCPServer); written for this repository.
