# Modelled on public cloud-storage and open-data MCP servers that call a cloud SDK, keep an HTTP session in a closure and fan requests out to a thread pool; written for this repository.
