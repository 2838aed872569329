# Modelled on public open-data portal MCP servers; written for this repository.
