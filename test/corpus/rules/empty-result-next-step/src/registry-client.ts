// fidelity-audit corpus: rule empty-result-next-step (the registry client: a helper and a class method that catch a failed request and hand back null; look-alikes whose callers tell the failure), modelled on the shapes of public MCP servers for package registries (npm, crates, PyPI) (written for this repo, 2026-12-02)
const REGISTRY = process.env.REGISTRY_URL ?? "https://registry.example.org";

export interface Pkg {
  name: string;
  version: string;
}

export async function fetchPackage(name: string): Promise<Pkg | null> {
  try {
    const res = await fetch(`${REGISTRY}/packages/${encodeURIComponent(name)}`);
    if (!res.ok) throw new Error(`registry answered ${res.status}`);
    return (await res.json()) as Pkg;
  } catch (err) {
    console.error("package lookup failed", err);
    // ruleid: empty-result-next-step — the failure becomes null, and show_package answers it as "no such package"
    return null;
  }
}

export async function fetchReadme(name: string): Promise<string | null> {
  try {
    const res = await fetch(`${REGISTRY}/packages/${encodeURIComponent(name)}/readme`);
    if (!res.ok) throw new Error(`registry answered ${res.status}`);
    return await res.text();
  } catch {
    // ok: empty-result-next-step — show_readme turns this null into an error result
    return null;
  }
}

export class Maintainers {
  async of(name: string): Promise<string[] | undefined> {
    try {
      const res = await fetch(`${REGISTRY}/packages/${encodeURIComponent(name)}/maintainers`);
      if (!res.ok) throw new Error(`registry answered ${res.status}`);
      return (await res.json()) as string[];
    } catch (e) {
      console.warn(e);
      // ruleid: empty-result-next-step — the failure becomes undefined, and list_maintainers answers it as "no maintainers"
      return undefined;
    }
  }

  async dependents(name: string): Promise<string[]> {
    let found: string[] = [];
    try {
      const res = await fetch(`${REGISTRY}/packages/${encodeURIComponent(name)}/dependents`);
      if (!res.ok) throw new Error(`registry answered ${res.status}`);
      found = (await res.json()) as string[];
      // ruleid: empty-result-next-step — the catch logs and goes on: the declared [] is answered as "no dependents"
    } catch (e) {
      console.error(e);
    }
    return found;
  }
}
