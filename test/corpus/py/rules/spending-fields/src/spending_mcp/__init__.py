# Modelled on public federal spending MCP servers; written for this repository.
