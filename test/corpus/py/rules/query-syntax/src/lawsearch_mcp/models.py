# Modelled on public legal-text search MCP servers that keep their argument models in a module of their own; written for this repository.
"""Argument models: each tool takes one model, its fields described for the model."""

from typing import Literal

from pydantic import BaseModel, Field


class LawSearch(BaseModel):
    query: str = Field(
        ...,
        # ruleid: query-syntax-undocumented#syntax-undocumented — neither the syntax nor the granularity is said
        description="Suchbegriff im Erlasstitel, z.B. 'Volksschule', 'Datenschutz'.",
        min_length=2,
    )
    limit: int = Field(default=20, description="Anzahl Treffer (1-100)")


class LawSearchDocumented(BaseModel):
    query: str = Field(
        ...,
        # ok: query-syntax-undocumented
        description="Suchbegriff im Erlasstitel; es zählen ganze Wörter, Gross-/Kleinschreibung egal. Beispiel: 'Datenschutz'.",
    )


class AffairSearch(BaseModel):
    search: str | None = Field(
        default=None,
        # ok: query-syntax-undocumented — the sibling search_mode states how the term matches
        description="Suchbegriff, z.B. 'Tagesschule', 'Klima'.",
    )
    search_mode: Literal["partial", "exact"] = Field(
        default="partial",
        description="'partial' (Teilstring, Standard) oder 'exact' (ganzer Titel).",
    )
    search_scope: str = Field(
        default="metadata",
        # ok: query-syntax-undocumented — a setting that picks where to search, not a term
        description="Suchbereich: 'metadata' (Standard), 'texts' (PDF-Volltext) oder 'all'.",
    )


class ArchiveSearch(BaseModel):
    keywords: str = Field(
        # ruleid: query-syntax-undocumented
        description="Freitext-Suche im Archiv. Wildcards (*) möglich, z.B. 'Zürich*'.",
    )


class DecisionSearch(BaseModel):
    query: str = Field(
        ...,
        # ok: query-syntax-undocumented — substrings and case stated in German, plurals and all
        description="Suchbegriff im Beschlusstitel, z.B. 'Tagesschule'. Gross-/Kleinschreibung irrelevant. Teilstrings werden gefunden.",
    )


class CatalogueSearch(BaseModel):
    thema: str = Field(
        default="breitband",
        # ok: query-syntax-undocumented — "zerlegt keine Komposita" says whole words match, not parts of them
        description="Suchwort für die Volltextsuche im Katalog. Der Katalog zerlegt keine Komposita: 'mobilfunk' findet 'mobilfunkanlagen' nicht.",
    )


class NoticeSearch(BaseModel):
    stichwort: str = Field(
        ...,
        # ruleid: query-syntax-undocumented — examples of terms, nothing on how they match
        description="Stichwort im Titel der Meldung, z.B. 'Kleinschreibung', 'Baukredite'.",
    )


class CommitteeFilter(BaseModel):
    name: str = Field(
        ...,
        # ruleid: query-syntax-undocumented#granularity-undocumented — "Freitext" names the syntax (plain words); how a word matches is missing
        description="Freitext-Filter auf den Namen der Kommission, z.B. 'Bau'.",
    )
