# Modelled on public hydrology open-data MCP servers (pydantic settings with list properties); written for this repository.
"""Settings of gauge-mcp, read from the environment."""

from pydantic_settings import BaseSettings


class Settings(BaseSettings):
    api_base: str = "https://hydro.example.org/api"
    allowed_origins: str = ""
    trusted_hosts: list[str] = ["https://hydro.example.org"]

    @property
    def origins_list(self) -> list[str]:
        configured = [o.strip() for o in self.allowed_origins.split(",") if o.strip()]
        return ["http://localhost:*", *configured]
