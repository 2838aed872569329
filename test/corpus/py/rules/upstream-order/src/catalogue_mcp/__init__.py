# Modelled on public open-data catalogue MCP servers; written for this repository.
