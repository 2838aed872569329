// fidelity-audit corpus: rule empty-result-next-step (the server's own client, created at start-up and possibly missing), modelled on public MCP servers for a hosted document database whose SDK app is initialised once from a service-account file (written for this repo, 2026-12-04)
export interface DocApp {
  collections(path?: string): Promise<{ id: string }[]>;
}

/** The shared app, set by `initApp()` when the service-account file is readable; undefined otherwise. */
export let sharedApp: DocApp | undefined;

export function initApp(make: () => DocApp | undefined): void {
  sharedApp = make();
}
