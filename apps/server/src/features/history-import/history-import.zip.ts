import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  FILE_MAX_BYTES,
  IMPORT_ZIP_FIELD,
  IMPORT_ZIP_MAX_ENTRIES,
  IMPORT_ZIP_MAX_UNPACKED,
  type ServerMessageKey,
} from "@trms/shared";
import yauzl, { type Entry, type ZipFile } from "yauzl";
import { AppError } from "../../lib/errors";
import { storedFileKey } from "../../lib/files/file-key";
import type { FileStore } from "../../lib/files/file-store";

const refuse = (message: ServerMessageKey, values?: Record<string, string>) =>
  new AppError("VALIDATION_ERROR", message, [{ path: IMPORT_ZIP_FIELD, message }], undefined, values);

/** A temporary folder for one upload's ZIP, removed with everything in it by `done`. */
export async function scratchFolder() {
  const folder = await mkdtemp(join(tmpdir(), "trms-import-"));
  return {
    path: (name: string) => join(folder, name),
    done: () => rm(folder, { recursive: true, force: true }),
  };
}

/** Writes a stream to a file, whole. */
export async function streamToFile(stream: Readable, path: string): Promise<void> {
  await pipeline(stream, createWriteStream(path));
}

const openZip = (path: string) =>
  new Promise<ZipFile>((resolve, reject) =>
    yauzl.open(path, { lazyEntries: true, autoClose: false, validateEntrySizes: true }, (error, zip) =>
      error || !zip ? reject(error ?? new Error("no zip")) : resolve(zip),
    ),
  );

const readStreamOf = (zip: ZipFile, entry: Entry) =>
  new Promise<Readable>((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) =>
      error || !stream ? reject(error ?? new Error("no stream")) : resolve(stream),
    ),
  );

/** A ZIP entry's name as a row names it: its last path part (folders in the ZIP are ignored). */
const baseName = (name: string) => name.split("/").pop() ?? name;

/** The first bytes of an entry: a PDF starts with `%PDF-`. */
async function startsAsPdf(zip: ZipFile, entry: Entry): Promise<boolean> {
  const stream = await readStreamOf(zip, entry);
  return new Promise((resolve) => {
    let head = Buffer.alloc(0);
    const finish = (result: boolean) => {
      stream.removeAllListeners("data");
      stream.destroy();
      resolve(result);
    };
    stream.on("data", (chunk: Buffer) => {
      head = Buffer.concat([head, chunk]);
      if (head.length >= 5) finish(head.subarray(0, 5).toString("latin1") === "%PDF-");
    });
    stream.on("end", () => finish(false));
    stream.on("error", () => finish(false));
  });
}

/**
 * The PDFs of a ZIP uploaded beside a workbook, by name, each checked before a byte is unpacked to
 * disk: at most `IMPORT_ZIP_MAX_ENTRIES` files, none larger than an upload may be, all together at
 * most `IMPORT_ZIP_MAX_UNPACKED` (the sizes the ZIP declares; the reader refuses an entry that
 * unpacks past its declared size, which is how a ZIP bomb is caught), each a PDF by its content,
 * no name twice. Anything else refuses the upload with its reason.
 */
export async function zipEntries(path: string): Promise<Map<string, Entry>> {
  let zip: ZipFile;
  try {
    zip = await openZip(path);
  } catch {
    throw refuse("import_zip_unreadable");
  }
  try {
    if (zip.entryCount > IMPORT_ZIP_MAX_ENTRIES)
      throw refuse("import_zip_too_many", { max: String(IMPORT_ZIP_MAX_ENTRIES) });
    const entries = new Map<string, Entry>();
    let unpacked = 0;
    await new Promise<void>((resolve, reject) => {
      zip.on("error", () => reject(refuse("import_zip_unreadable")));
      zip.on("end", () => resolve());
      zip.on("entry", (entry: Entry) => {
        void (async () => {
          if (entry.fileName.endsWith("/")) return zip.readEntry();
          const name = baseName(entry.fileName);
          unpacked += entry.uncompressedSize;
          if (entry.uncompressedSize > FILE_MAX_BYTES || unpacked > IMPORT_ZIP_MAX_UNPACKED)
            throw refuse("import_zip_too_large", { name });
          if (entries.has(name)) throw refuse("import_zip_same_name", { name });
          if (!(await startsAsPdf(zip, entry))) throw refuse("import_zip_not_pdf", { name });
          entries.set(name, entry);
          zip.readEntry();
        })().catch((error: unknown) =>
          reject(error instanceof AppError ? error : refuse("import_zip_unreadable")),
        );
      });
      zip.readEntry();
    });
    return entries;
  } finally {
    zip.close();
  }
}

/**
 * A commit's reader of the ZIP kept with its preview: each PDF a row names is unpacked into the file
 * store under its original name, with the SHA-256 of its bytes, as every upload is stored.
 */
export async function zipStorer(store: FileStore, path: string) {
  const zip = await openZip(path);
  const entries = new Map<string, Entry>();
  await new Promise<void>((resolve, reject) => {
    zip.on("error", reject);
    zip.on("end", () => resolve());
    zip.on("entry", (entry: Entry) => {
      if (!entry.fileName.endsWith("/")) entries.set(baseName(entry.fileName), entry);
      zip.readEntry();
    });
    zip.readEntry();
  });
  const stored: string[] = [];
  return {
    /** The ZIP's file names in its order. */
    names: [...entries.keys()],
    /** Every key stored so far: a failed commit removes them. */
    stored,
    async store(name: string, folder: string): Promise<{ key: string; sha256: string }> {
      const entry = entries.get(name);
      if (!entry) throw new Error(`the ZIP has no ${name}`);
      const key = storedFileKey({ folder, name, mime: "application/pdf" });
      const hash = createHash("sha256");
      const source = await readStreamOf(zip, entry);
      const tee = new PassThrough();
      source.on("data", (chunk: Buffer) => hash.update(chunk));
      source.on("error", (error) => tee.destroy(error));
      source.pipe(tee);
      await store.put(key, tee);
      stored.push(key);
      return { key, sha256: hash.digest("hex") };
    },
    close: () => zip.close(),
  };
}
