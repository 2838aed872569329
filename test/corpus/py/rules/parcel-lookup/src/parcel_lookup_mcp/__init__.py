# Modelled on public cadastral and land-register open-data MCP servers (JSON answers whose keys are spelled unevenly); written for this repository.
