# Modelled on public literature-database MCP servers (an identifier converter's records); written for this repository.
"""Records of converted identifiers, built key by key."""


def id_record(e: dict) -> dict:
    out = {"requested": e["requested-id"]}
    # ruleid: ambiguous-absence
    if e.get("pmid"):
        out["pmid"] = str(e["pmid"])
    # ruleid: ambiguous-absence
    if "doi" in e:
        out["doi"] = e["doi"]
    return out


class IdRecords:
    def stated(self, e: dict) -> dict:
        out = {"requested": e["requested-id"], "missing": [k for k in ("pmid", "doi") if k not in e]}
        # ok: ambiguous-absence — `missing` records which keys the entry lacked
        if e.get("pmid") is not None:
            out["pmid"] = str(e["pmid"])
        return out

    def projected(self, e: dict, fields: list[str]) -> dict:
        out = {"requested": e["requested-id"]}
        # ok: ambiguous-absence — a projection the caller asked for
        if "doi" in fields:
            out["doi"] = e["doi"]
        return out
