# Modelled on public legal-text search MCP servers; written for this repository.
