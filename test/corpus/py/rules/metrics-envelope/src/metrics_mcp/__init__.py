# Modelled on public time-series database MCP servers; written for this repository.
