# Modelled on public terminology and glossary MCP servers; written for this repository.
