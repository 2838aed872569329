# Modelled on public broadcaster open-data MCP servers; written for this repository.
