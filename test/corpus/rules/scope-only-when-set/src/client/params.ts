// fidelity-audit corpus: rule scope-only-when-set (query-string builder receiving the tool arguments), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)

export interface RecordSearchArgs {
  q?: string;
  keyword?: string;
  collection?: string;
  from?: string;
  to?: string;
  page_size?: number;
  ids?: string[];
}

export function buildSearchParams(args: RecordSearchArgs): URLSearchParams {
  const sp = new URLSearchParams();
  // ok: scope-only-when-set
  if (args.keyword) sp.set("keyword", args.keyword);
  // ruleid: scope-only-when-set — a date bound is a window: left out, the upstream picks
  if (args.from) sp.set("date_from", args.from);
  // ok: scope-only-when-set — the end bound of the window: left out, it runs up to the latest record, as its maximum would
  if (args.to !== undefined) sp.set("date_to", args.to);
  if (args.page_size) {
    // ruleid: scope-only-when-set — a page size left out is the upstream default page
    sp.set("rows", String(args.page_size));
  }
  sp.set("sort", "date asc,id asc");
  return sp;
}
