// fidelity-audit corpus: rule test-cannot-fail, a test helper that builds station answers from names (written for this repo, 2026-12-02)
export function stationsNamed(...names: string[]): { id: string; name: string }[] {
  return names.map((name) => ({ id: name.slice(0, 3).toUpperCase(), name }));
}
