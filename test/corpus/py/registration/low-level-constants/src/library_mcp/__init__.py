# Modelled on public low-level MCP servers for a library catalogue that keep their Tool definitions in a module of constants; written for this repository.
