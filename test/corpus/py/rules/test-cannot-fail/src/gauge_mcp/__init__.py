# Modelled on public hydrology open-data MCP servers (CSV and JSON answers); written for this repository.
