# Modelled on public note-taking workspace MCP servers; written for this repository.
