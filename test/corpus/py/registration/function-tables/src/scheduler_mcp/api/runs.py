# Modelled on standalone-fastmcp servers for a workflow scheduler's generated REST client, one module of tools per API group; written for this repository.
from scheduler_client.api.run_api import RunApi

from .client import api_client

run_api = RunApi(api_client)

# not registered: a table of examples for the README, never looped into add_tool
EXAMPLES = [(lambda: None, "example_only", "Never a tool", True)]


def get_all_functions():
    return [(get_runs, "get_runs", "List the runs of one job", True)]


async def get_runs(job_id: str) -> str:
    response = run_api.get_runs(job_id=job_id)
    return str(response.to_dict())
