# Modelled on public time-series database MCP servers (FastMCP over a MySQL-protocol client); written for this repository.
"""Range queries over a metrics table, built clause by clause."""

from typing import Annotated

import pymysql
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("ranges")


def _run(sql: str, limit: int) -> list:
    conn = pymysql.connect(host="127.0.0.1", user="reader")
    cur = conn.cursor()
    cur.execute(sql)
    return cur.fetchmany(limit)


@mcp.tool()
def range_rows(
    table: Annotated[str, "Table to read"],
    align: Annotated[str, "Alignment interval, e.g. '1m'"],
    order_by: Annotated[str | None, "ORDER BY clause (e.g. 'ts DESC')"] = None,
    limit: Annotated[int, "Most rows returned"] = 500,
) -> list:
    """Rows of a table aligned to an interval."""
    parts = [f"SELECT * FROM {table}", f"ALIGN '{align}'"]
    if order_by:
        # ruleid: unstable-order — no order unless the caller names one, and the LIMIT below always cuts
        parts.append(f"ORDER BY {order_by}")
    parts.append(f"LIMIT {limit}")
    return _run(" ".join(parts), limit)


@mcp.tool()
def range_text(
    table: Annotated[str, "Table to read"],
    order_by: Annotated[str | None, "ORDER BY clause (e.g. 'ts DESC')"] = None,
    limit: Annotated[int, "Most rows returned"] = 500,
) -> list:
    """Rows of a table, newest last."""
    sql = f"SELECT * FROM {table}"
    if order_by:
        # ruleid: unstable-order
        sql += f" ORDER BY {order_by}"
    sql += f" LIMIT {limit}"
    return _run(sql, limit)


@mcp.tool()
def range_all(
    table: Annotated[str, "Table to read"],
    order_by: Annotated[str | None, "ORDER BY clause (e.g. 'ts DESC')"] = None,
) -> list:
    """Every row of a table."""
    sql = f"SELECT * FROM {table}"
    if order_by:
        # ok: unstable-order — nothing pages or cuts the answer
        sql += f" ORDER BY {order_by}"
    conn = pymysql.connect(host="127.0.0.1", user="reader")
    cur = conn.cursor()
    cur.execute(sql)
    return cur.fetchall()
