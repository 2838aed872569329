# Modelled on public statistics MCP servers (standalone fastmcp 3.x); written for this repository.
from setuptools import setup

setup(name="stats-mcp", version="0.1.0", packages=["stats_mcp"], package_dir={"": "src"})
