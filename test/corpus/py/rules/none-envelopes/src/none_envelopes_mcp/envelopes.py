# Modelled on public parliament and open-data MCP servers (FastMCP, Pydantic envelopes, German-language texts); written for this repository.
"""Envelope builders: the empty answer's fields are set here, not at the tool's return."""

from pydantic import BaseModel, Field

TOPICS = ["Klima", "Bildung", "Digitalisierung"]


class Envelope(BaseModel):
    match_type: str = "exact"
    count: int = 0
    note: str | None = None
    suggestions: list[str] = Field(default_factory=list)

    @classmethod
    def none(cls, message: str):
        return cls(match_type="none", count=0, note=message, suggestions=TOPICS)

    @classmethod
    def none_for(cls, message: str, term: str):
        return cls(match_type="none", count=0, note=message, suggestions=[f"{term}*", term.split()[0]])


class VotesResponse(Envelope):
    results: list[dict] = Field(default_factory=list)


class BillsResponse(Envelope):
    results: list[dict] = Field(default_factory=list)


def none_envelope(cls, message: str):
    return cls(match_type="none", count=0, note=message, suggestions=TOPICS)


def problem(message: str, code: str, note: str | None = None) -> dict:
    return {"error": message, "code": code, "note": note}
