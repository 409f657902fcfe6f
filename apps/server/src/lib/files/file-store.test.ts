import { mkdtemp, rm, stat } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PNG } from "../../../test/accounts";
import { apiClient } from "../../../test/client";
import { createAdmin } from "../../../test/factories";
import { createTestApp } from "../../../test/harness";
import { storedFileKey } from "./file-key";
import { type FileStore, localFileStore } from "./file-store";
import { s3FileStore } from "./s3-file-store";

let dir: string;
let s3: S3rver;
let endpoint: string;
const stores: Record<string, () => FileStore> = {};

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "trms-stores-"));
  // A real S3 protocol server on loopback, the way smtp-server stands in for a mail relay.
  s3 = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: path.join(dir, "s3"),
    configureBuckets: [{ name: "trms-test", configs: [] }],
  });
  const address = (await s3.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${address.port}`;
  stores.local = () => localFileStore(path.join(dir, "local"));
  stores.s3 = () =>
    s3FileStore({
      bucket: "trms-test",
      endpoint: `http://127.0.0.1:${address.port}`,
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
    });
});
afterAll(async () => {
  await s3.close();
  await rm(dir, { recursive: true, force: true });
});

describe.each(["local", "s3"])("the %s file store", (kind) => {
  it("stores a stream, tells its size, streams it back and deletes it", async () => {
    const store = (stores[kind] as () => FileStore)();
    const key = `training_file/2026/11/${kind}-0000-0000-0000-000000000000.pdf`;
    const content = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(6 * 1024 * 1024, 0x41)]);
    const { size } = await store.put(key, Readable.from([content.subarray(0, 1000), content.subarray(1000)]));
    expect(size).toBe(content.length);
    expect(await store.size(key)).toBe(content.length);
    const back = await store.get(key);
    expect(back).not.toBeNull();
    expect((await buffer(back as Readable)).equals(content)).toBe(true);
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    expect(await store.size(key)).toBeNull();
  });

  it("stores a file under its uploaded name and, deleting it, leaves no folder behind", async () => {
    const store = (stores[kind] as () => FileStore)();
    const key = storedFileKey({ folder: "sim_form", name: `Phiếu ${kind} (1).pdf`, mime: "application/pdf" });
    await store.put(key, Readable.from([Buffer.from("%PDF-1.4\n")]));
    const listed: string[] = [];
    for await (const object of store.list("sim_form/")) listed.push(object.key);
    expect(listed).toContain(key);
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    if (kind === "local") {
      const folder = path.dirname(path.join(dir, "local", key));
      await expect(stat(folder)).rejects.toThrow();
      await expect(stat(path.dirname(folder))).resolves.toBeTruthy();
    }
  });

  it("answers null for a file that was never stored, and deleting it is harmless", async () => {
    const store = (stores[kind] as () => FileStore)();
    const key = "avatar/2026/11/never-stored.png";
    expect(await store.get(key)).toBeNull();
    expect(await store.size(key)).toBeNull();
    await expect(store.delete(key)).resolves.toBeUndefined();
  });
});

describe("the app on an S3 bucket", () => {
  it("stores an uploaded avatar in the bucket, serves it back, and leaves nothing when a save fails", async () => {
    const s3Options = { bucket: "trms-test", endpoint, accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
    const ctx = await createTestApp({ s3: s3Options });
    try {
      const client = new S3Client({
        region: "us-east-1",
        endpoint,
        forcePathStyle: true,
        credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
      });
      const objects = async () =>
        (
          (await client.send(new ListObjectsV2Command({ Bucket: "trms-test", Prefix: "avatar/" })))
            .Contents ?? []
        ).length;
      const api = apiClient(ctx);
      const { token } = (await createAdmin(ctx)).client;
      const form = (avatar: Buffer) => {
        const data = new FormData();
        for (const [k, v] of Object.entries({
          email: `s3-${avatar.length}@test.trms`,
          fleet: "A321",
          password: "Welcome@2026",
          full_name: "S3",
        }))
          data.append(k, v);
        data.append("avatar", new Blob([avatar]), "a.png");
        return data;
      };
      const created = await api.postForm("auth/user/create_user", form(PNG), { token });
      expect(created.status).toBe(200);
      const served = await ctx.app.inject({
        method: "GET",
        url: created.body.data.avatar,
        headers: { "access-token": token },
      });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(PNG)).toBe(true);
      const before = await objects();
      const duplicate = await api.postForm("auth/user/create_user", form(PNG), { token });
      expect(duplicate.status).toBe(409);
      expect(await objects()).toBe(before);
    } finally {
      await ctx.close();
    }
  });
});
