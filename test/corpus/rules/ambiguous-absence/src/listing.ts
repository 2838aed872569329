// fidelity-audit corpus: rule ambiguous-absence (stand-in values for a failed read: a record built in a catch with size 0 and the epoch as its date), modelled on file-storage and filesystem MCP servers (written for this repo, 2026-11-30)
const STORE = "https://files.example.org/api";

interface Entry {
  name: string;
  isDir: boolean;
}

interface Meta {
  size: number;
  modified: string;
  owner: string;
}

async function stat(path: string): Promise<Meta> {
  const res = await fetch(`${STORE}/stat?path=${encodeURIComponent(path)}`);
  if (!res.ok) throw new Error(`stat ${path}: ${res.status}`);
  return (await res.json()) as Meta;
}

export async function listWithSizes(dir: string): Promise<string> {
  const res = await fetch(`${STORE}/list?path=${encodeURIComponent(dir)}`);
  if (!res.ok) throw new Error(`list ${dir}: ${res.status}`);
  const entries = (await res.json()) as Entry[];
  const detailed = await Promise.all(
    entries.map(async (e) => {
      try {
        const m = await stat(`${dir}/${e.name}`);
        return { name: e.name, isDir: e.isDir, size: m.size, modified: new Date(m.modified) };
      } catch {
        // ruleid: ambiguous-absence
        return { name: e.name, isDir: e.isDir, size: 0, modified: new Date(0) };
      }
    }),
  );
  const total = detailed.reduce((sum, d) => sum + d.size, 0);
  return `${detailed.map((d) => `${d.name} ${d.size} ${d.modified.toISOString()}`).join("\n")}\nTotal: ${total}`;
}

export async function listWithOwners(dir: string): Promise<string> {
  const res = await fetch(`${STORE}/list?path=${encodeURIComponent(dir)}`);
  if (!res.ok) throw new Error(`list ${dir}: ${res.status}`);
  const entries = (await res.json()) as Entry[];
  const detailed = await Promise.all(
    entries.map(async (e) => {
      try {
        const m = await stat(`${dir}/${e.name}`);
        return { name: e.name, owner: m.owner, size: m.size, error: undefined as string | undefined };
      } catch (err) {
        // ok: ambiguous-absence
        return { name: e.name, owner: undefined, size: undefined, error: String(err) };
      }
    }),
  );
  return JSON.stringify(detailed);
}

interface Share {
  link: string;
  expires: string;
}

interface Lock {
  holder: string;
}

async function shareOf(path: string): Promise<Share> {
  const res = await fetch(`${STORE}/share?path=${encodeURIComponent(path)}`);
  if (!res.ok) throw new Error(`share ${path}: ${res.status}`);
  return (await res.json()) as Share;
}

async function locksOf(path: string): Promise<Lock[]> {
  const res = await fetch(`${STORE}/locks?path=${encodeURIComponent(path)}`);
  if (!res.ok) throw new Error(`locks ${path}: ${res.status}`);
  return (await res.json()) as Lock[];
}

export async function sharesAndLocks(paths: string[]): Promise<string> {
  const shares = await Promise.all(
    paths.map(async (path) => {
      try {
        const share = await shareOf(path);
        return { path, share };
      } catch {
        // ok: ambiguous-absence — `shareOf` never answers null: here null only means "the lookup failed"
        return { path, share: null };
      }
    }),
  );
  const locks = await Promise.all(
    paths.map(async (path) => {
      try {
        const [lock] = await locksOf(path);
        return { path, lock: lock ?? null };
      } catch {
        // ruleid: ambiguous-absence
        return { path, lock: null };
      }
    }),
  );
  const line = (p: string) => {
    const s = shares.find((x) => x.path === p)?.share;
    const l = locks.find((x) => x.path === p)?.lock;
    return `${p}${s ? ` shared ${s.link}` : ""}${l ? ` locked by ${l.holder}` : " not locked"}`;
  };
  return paths.map(line).join("\n");
}
