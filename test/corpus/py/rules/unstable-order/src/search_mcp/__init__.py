# Modelled on public meta-search and file-catalogue MCP servers; written for this repository.
