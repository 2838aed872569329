# Modelled on public records-archive MCP servers; written for this repository.
