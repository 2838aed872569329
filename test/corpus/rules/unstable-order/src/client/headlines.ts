// fidelity-audit corpus: rule unstable-order (a newsroom client: top-N cuts of an upstream answer in a class method and in a callback, beside the same cuts with a unique tiebreak), modelled on the shapes of public MCP servers for news archives (written for this repo, 2026-12-01)
const NEWSROOM = "https://newsroom.example/api";

export interface Headline {
  id: string;
  title: string;
  publishedAt: number;
}

export class HeadlineDesk {
  private async fetchAll(topic: string): Promise<Headline[]> {
    const res = await fetch(`${NEWSROOM}/headlines?topic=${encodeURIComponent(topic)}`);
    return ((await res.json()) as { headlines: Headline[] }).headlines;
  }

  /** The newest `n` headlines of a topic. */
  async newest(topic: string, n: number): Promise<Headline[]> {
    const all = await this.fetchAll(topic);
    // ruleid: unstable-order — the first n by date alone: headlines that tie at the cut change between calls
    return all.sort((a, b) => b.publishedAt - a.publishedAt).slice(0, n);
  }

  /** The same cut, with the id as the last key. */
  async newestStable(topic: string, n: number): Promise<Headline[]> {
    const all = await this.fetchAll(topic);
    // ok: unstable-order — the order ends in a unique key
    return all.sort((a, b) => b.publishedAt - a.publishedAt || a.id.localeCompare(b.id)).slice(0, n);
  }
}

/** The newest `n` headlines, cut inside a callback of the request. */
export function newestOf(topic: string, n: number): Promise<Headline[]> {
  return fetch(`${NEWSROOM}/headlines?topic=${encodeURIComponent(topic)}`)
    .then((res) => res.json() as Promise<{ headlines: Headline[] }>)
    .then((body) => {
      // ruleid: unstable-order — a cut of the upstream answer through ties on the date, in a callback
      const top = body.headlines.sort((a, b) => b.publishedAt - a.publishedAt).slice(0, n);
      return top;
    });
}
