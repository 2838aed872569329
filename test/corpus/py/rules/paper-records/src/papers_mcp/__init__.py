# Modelled on public academic-paper search MCP servers; written for this repository.
