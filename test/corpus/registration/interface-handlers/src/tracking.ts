// Usage-tracking wrapper of the docs-proxy corpus server; written for this repo.
const counts = new Map<string, number>();

export function withTracking<A>(repo: { owner: string; name: string }, handler: (args: A) => Promise<unknown>) {
  return async (args: A) => {
    const key = `${repo.owner}/${repo.name}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    return handler(args);
  };
}
