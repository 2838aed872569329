# Modelled on public time-series database MCP servers (FastMCP over a MySQL-protocol client); written for this repository.
