# Modelled on public metasearch MCP servers; written for this repository.
