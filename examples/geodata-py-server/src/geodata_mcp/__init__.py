# Bundled Python example of fidelity-audit, modelled on public Swiss open-geodata MCP servers; written for this repository.
