import { createHash } from "node:crypto";
import { once } from "node:events";
import { PassThrough, type Readable, pipeline as streamPipeline, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import archiver from "archiver";

/** What a ZIP entry holds: its path, size and SHA-256. */
export interface ZipEntry {
  path: string;
  size: number;
  sha256: string;
}

/** Adds one entry (stored as is, or deflated) and waits until the archive has taken all of it. */
export type AddEntry = (path: string, body: Buffer | Readable, store: boolean) => Promise<ZipEntry>;

/** A name unique within its folder: "a.pdf", then "2-a.pdf". */
export function uniqueName(taken: Set<string>, name: string): string {
  let candidate = name;
  for (let n = 2; taken.has(candidate); n += 1) candidate = `${n}-${name}`;
  taken.add(candidate);
  return candidate;
}

/**
 * A ZIP written as it is read: `write` adds its entries one after another (each streamed through
 * its hash), and the ZIP ends when it returns. The caller pipes the answer to the reply. Every
 * stream's errors are handled here, so a broken download never ends the server (ADR 1101): a
 * reader who hangs up stops the writing, and a failure of `write` ends the download broken.
 */
export function streamZip(date: Date, write: (add: AddEntry) => Promise<void>): Readable {
  const zip = archiver("zip", { zlib: { level: 6 } });
  const out = new PassThrough();
  const stopped = new AbortController();
  streamPipeline(zip, out, (error) => {
    if (error) stopped.abort(error);
  });

  const add: AddEntry = async (path, body, store) => {
    stopped.signal.throwIfAborted();
    const hash = createHash("sha256");
    let size = 0;
    const tap = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        size += chunk.length;
        done(null, chunk);
      },
    });
    const taken = once(zip, "entry", { signal: stopped.signal });
    zip.append(tap, { name: path, date, store });
    await Promise.all([
      pipeline(Buffer.isBuffer(body) ? [body] : body, tap, { signal: stopped.signal }),
      taken,
    ]);
    return { path, size, sha256: hash.digest("hex") };
  };

  write(add)
    .then(() => zip.finalize())
    .catch((error: unknown) => {
      zip.abort();
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  return out;
}
