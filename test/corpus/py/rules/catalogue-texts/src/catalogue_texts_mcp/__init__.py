# Modelled on public open-data catalogue (CKAN) MCP servers that answer in Markdown built piece by piece (FastMCP, mcp 1.x); written for this repository.
