# Modelled on public search-engine MCP servers whose tools are wrapped by an exception-handling decorator (FastMCP 2.x); written for this repository.
