# Modelled on public gazetteer and geocoding MCP servers; written for this repository.
