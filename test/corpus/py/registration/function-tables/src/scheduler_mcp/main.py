# Modelled on standalone-fastmcp servers for a workflow scheduler's generated REST client, one module of tools per API group; written for this repository.
from fastmcp.tools import Tool

from .api.jobs import get_all_functions as job_functions
from .api.runs import get_all_functions as run_functions
from .app import app

GROUPS = {"jobs": job_functions, "runs": run_functions}


def only_read(functions):
    return [(f, n, d, ro) for f, n, d, ro in functions if ro]


def main(groups: list[str], read_only: bool) -> None:
    for group in groups:
        get_functions = GROUPS[group]
        functions = get_functions()
        if read_only:
            functions = only_read(functions)
        for func, name, description, *_ in functions:
            app.add_tool(Tool.from_function(func, name=name, description=description))
    app.run()
