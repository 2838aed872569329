# Modelled on open-data MCP servers whose client re-wraps an answer's list under its own name; written for this repository.
from .client import get_series


async def revisions(indicator: str) -> dict:
    payload = await get_series(indicator, "all")
    # ruleid: silent-envelope-default — the answer's list, re-wrapped alone under its own name
    return {"revisions": payload.get("revisions") or []}


class Notes:
    async def of(self, indicator: str) -> dict:
        payload = await get_series(indicator, "notes")
        # ruleid: silent-envelope-default — the same in a class method, beside the answer's total
        return {"notes": payload.get("notes", []), "total": payload.get("total")}


async def indicator_card(indicator: str) -> dict:
    card = await get_series(indicator, "card")
    # ok: silent-envelope-default — a field of the one record the answer is, beside its other fields (rule 12's)
    return {"name": card.get("name"), "unit": card.get("unit"), "tags": card.get("tags") or []}
