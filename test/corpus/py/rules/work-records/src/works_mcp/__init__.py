# Modelled on public bibliographic-metadata MCP servers; written for this repository.
