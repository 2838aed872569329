/**
 * The commit a repository folder has checked out, read from the files under `.git` (HEAD, loose
 * refs, packed-refs, the origin URL in config). No git command and nothing from the repository is
 * run. Undefined when the folder is not itself a git checkout.
 */
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { readRegularFile } from "../frontend/walk.js";
import type { Provenance } from "../sarif/build.js";

function read(file: string): string | undefined {
  // Regular files only, under a cap: a FIFO or /dev/zero link in .git must not hang or fill the process.
  const r = readRegularFile(file, 4_000_000);
  return r.ok ? r.text : undefined;
}

export function gitProvenance(repo: string): Provenance | undefined {
  const dotGit = path.join(repo, ".git");
  if (!existsSync(dotGit)) return undefined;
  let gitDir = dotGit;
  if (statSync(dotGit).isFile()) {
    const m = /^gitdir:\s*(.+)$/m.exec(read(dotGit) ?? "");
    if (!m) return undefined;
    gitDir = path.resolve(repo, m[1]!.trim());
  }
  const common = path.resolve(gitDir, (read(path.join(gitDir, "commondir")) ?? ".").trim());
  const head = (read(path.join(gitDir, "HEAD")) ?? "").trim();
  let revisionId: string | undefined;
  let branch: string | undefined;
  const ref = /^ref:\s*(\S+)$/.exec(head)?.[1];
  if (ref) {
    branch = ref.replace(/^refs\/heads\//, "");
    revisionId = (read(path.join(gitDir, ref)) ?? read(path.join(common, ref)))?.trim();
    if (!revisionId) {
      const packed = read(path.join(common, "packed-refs")) ?? "";
      revisionId = packed
        .split("\n")
        .find((l) => l.endsWith(` ${ref}`))
        ?.split(" ")[0];
    }
  } else revisionId = head;
  if (!revisionId || !/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(revisionId)) return undefined;
  const repositoryUri = originUri(read(path.join(common, "config")) ?? "");
  return { revisionId, ...(branch ? { branch } : {}), ...(repositoryUri ? { repositoryUri } : {}) };
}

/** The origin remote as a URI, without credentials; scp-style `git@host:path` becomes `ssh://git@host/path`. */
function originUri(config: string): string | undefined {
  const section = /\[remote "origin"\]([^[]*)/.exec(config)?.[1] ?? "";
  const url = /^\s*url\s*=\s*(\S+)\s*$/m.exec(section)?.[1];
  if (!url) return undefined;
  const scp = /^([\w.-]+@)?([\w.-]+):(?!\/\/)(.+)$/.exec(url);
  if (scp) return `ssh://${scp[1] ?? ""}${scp[2]}/${scp[3]}`;
  try {
    const u = new URL(url);
    u.username = "";
    u.password = "";
    return u.protocol === "file:" ? undefined : u.toString();
  } catch {
    return undefined;
  }
}
