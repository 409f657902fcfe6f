import { buffer } from "node:stream/consumers";
import type { FileStore } from "../../lib/files/file-store";

/** A batch's uploaded file, read back whole from the store (a commit reads what was previewed). */
export async function storedUpload(store: FileStore, key: string): Promise<Buffer> {
  const stream = await store.get(key);
  if (!stream) throw new Error(`import file ${key} is missing from the store`);
  return buffer(stream);
}
