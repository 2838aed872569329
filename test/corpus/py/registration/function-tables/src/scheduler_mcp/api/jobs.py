# Modelled on standalone-fastmcp servers for a workflow scheduler's generated REST client, one module of tools per API group; written for this repository.
from scheduler_client.api.job_api import JobApi

from .client import api_client

job_api = JobApi(api_client)


def get_all_functions():
    return [
        (list_jobs, "list_jobs", "List the scheduled jobs", True),
        (pause_job, "pause_job", "Pause one job", False),
    ]


async def list_jobs(limit: int | None = None) -> str:
    kwargs = {}
    if limit is not None:
        kwargs["limit"] = limit
    response = job_api.get_jobs(**kwargs)
    return str(response.to_dict())


async def pause_job(job_id: str) -> str:
    response = job_api.patch_job(job_id=job_id, body={"paused": True})
    return str(response.to_dict())
