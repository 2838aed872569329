# Modelled on public low-level MCP servers for a market-data API that keep the Server on a class and register its handlers in __init__; written for this repository.
