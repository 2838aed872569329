# Modelled on public records-archive MCP servers (prompts loaded from template folders at start-up); written for this repository.
"""Prompts built from the template folders shipped with the package."""

import os
from pathlib import Path

from .app import mcp

TEMPLATES = Path(__file__).parent / "templates"
GUIDES = Path(__file__).parent / "guides"


def load_templates() -> dict[str, str]:
    templates = {}
    # ruleid: unstable-tool-registry
    for name in os.listdir(TEMPLATES):
        templates[name] = (TEMPLATES / name / "template.md").read_text(encoding="utf-8")
    return templates


def load_guides() -> dict[str, str]:
    guides = {}
    # ok: unstable-tool-registry
    for name in sorted(os.listdir(GUIDES)):
        guides[name] = (GUIDES / name).read_text(encoding="utf-8")
    return guides


def _prompt(text: str):
    def render() -> str:
        return text

    return render


for prompt_name, body in load_templates().items():
    mcp.prompt(name=prompt_name)(_prompt(body))

for guide_name, guide in load_guides().items():

    @mcp.prompt(name=guide_name)
    def guide_prompt() -> str:
        return guide


# ruleid: unstable-tool-registry
for path in Path(GUIDES).glob("*.txt"):

    @mcp.prompt(name=path.stem)
    def text_prompt() -> str:
        return path.read_text(encoding="utf-8")
