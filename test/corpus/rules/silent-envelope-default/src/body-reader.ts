// fidelity-audit corpus: rule silent-envelope-default (a helper that reads a response body as a bounded stream and hands back its text), modelled on public metasearch MCP servers (written for this repo, 2026-12-03)
export interface BodyRead {
  text: string;
  bytesRead: number;
}

function decode(chunks: Uint8Array[], size: number): string {
  const all = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    all.set(c, at);
    at += c.byteLength;
  }
  return new TextDecoder("utf-8").decode(all);
}

async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, max: number): Promise<BodyRead> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (true) {
    const { done, value } = await reader.read();
    if (done || !value) break;
    if (size + value.byteLength > max) throw new Error(`answer larger than ${max} bytes`);
    chunks.push(value);
    size += value.byteLength;
  }
  return { text: decode(chunks, size), bytesRead: size };
}

/** Reads at most `max` bytes of the body. */
export async function readBody(response: Response, max: number): Promise<BodyRead> {
  if (!response.body) return { text: "", bytesRead: 0 };
  const reader = response.body.getReader();
  try {
    return await drain(reader, max);
  } finally {
    reader.releaseLock();
  }
}
