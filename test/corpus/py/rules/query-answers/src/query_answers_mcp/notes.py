# Modelled on public observability query MCP servers (FastMCP); written for this repository.
"""Notes on one query answer, each in its own conditional arm."""


def answer_notes(answer: dict) -> list[str]:
    notes: list[str] = []
    if not answer["records"]:
        notes.append("No records matched the query.")
    if answer.get("sampled"):
        # ok: empty-result-excuse — a flag the upstream sets on answers with rows, on its own path
        notes.append("Sampling used: results may be approximate.")
    return notes


def empty_notes(answer: dict) -> list[str]:
    notes: list[str] = []
    if not answer["records"]:
        notes.append("No records matched the query.")
        if answer.get("partial"):
            # ruleid: empty-result-excuse — on the empty path only, after saying nothing matched
            notes.append("The data may not have been ingested yet.")
    return notes
