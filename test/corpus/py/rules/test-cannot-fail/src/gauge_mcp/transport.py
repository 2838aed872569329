# Modelled on public hydrology open-data MCP servers (transport security built from settings, a library's settings class); written for this repository.
"""Transport security of gauge-mcp: the hosts and origins the HTTP transport accepts."""

from mcp.server.transport_security import TransportSecuritySettings


def build_transport_security(host: str, port: int, extra_origins: str = "") -> TransportSecuritySettings:
    hosts = {f"{host}:{port}", f"localhost:{port}"}
    origins = [o.strip() for o in extra_origins.split(",") if o.strip()]
    return TransportSecuritySettings(
        enable_dns_rebinding_protection=True,
        allowed_hosts=sorted(hosts),
        permitted_origins=list(origins),
        public_base=f"http://{host}:{port}/mcp",
    )


class CorsPolicy:
    def __init__(self, origins: str):
        self.origin_set = set(o.strip() for o in origins.split(","))
        self.policy_text = f"allow {origins}"
