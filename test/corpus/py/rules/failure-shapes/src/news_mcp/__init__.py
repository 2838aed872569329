# Modelled on public news-search and web-search MCP servers whose helpers hand back (data, error) pairs, read error objects from the answer body and build error records; written for this repository.
