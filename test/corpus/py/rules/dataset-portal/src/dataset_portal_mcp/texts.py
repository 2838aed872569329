# Modelled on public CKAN open-data portal MCP servers (FastMCP, German-language texts); written for this repository.
"""Texts for the empty results, built in a helper module."""


def not_found(dataset_id: str) -> str:
    # ok: empty-result-next-step — an f-string whose next step follows a line break, in the formal German imperative
    return f"Datensatz '{dataset_id}' nicht gefunden.\nBitte eine ID aus portal_search_datasets verwenden."


def no_resources(dataset_id: str) -> str:
    # no next step: reported where the tool returns it (server.py)
    return f"Datensatz '{dataset_id}' hat keine Ressourcen.\nKeine Dateien vorhanden."
