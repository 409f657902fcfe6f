import { Readable } from "node:stream";
import { fileStoreUnavailable } from "../errors";
import type { FileStore } from "./file-store";

export interface S3Options {
  bucket: string;
  endpoint?: string;
  region?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

const missing = (error: unknown) => {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return (
    failure.name === "NoSuchKey" || failure.name === "NotFound" || failure.$metadata?.httpStatusCode === 404
  );
};

/** The SDK is loaded with the first file call, not at start-up, which need not pay for it. */
async function connect(options: S3Options) {
  const [s3, storage] = await Promise.all([import("@aws-sdk/client-s3"), import("@aws-sdk/lib-storage")]);
  const client = new s3.S3Client({
    region: options.region ?? "us-east-1",
    endpoint: options.endpoint,
    forcePathStyle: Boolean(options.endpoint),
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    // Checksums only where the protocol needs them: S3-compatible stores differ in what they accept.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // A store that does not answer is given up, so the request answers 503 well before its own
    // timeout: a connection within seconds, a silent socket (a hung store) within a minute.
    requestHandler: { connectionTimeout: 5_000, socketTimeout: 60_000 },
  });
  return { ...s3, Upload: storage.Upload, client };
}

/**
 * Files in an S3-compatible bucket, so several server instances share one store. Uploads are
 * streamed in parts (never whole in memory); a custom endpoint (MinIO, Ceph, …) uses path-style URLs.
 */
export function s3FileStore(options: S3Options): FileStore {
  let sdk: ReturnType<typeof connect> | undefined;
  const s3 = () => {
    sdk ??= connect(options);
    return sdk;
  };
  const Bucket = options.bucket;

  const size = async (key: string) => {
    const { client, HeadObjectCommand } = await s3();
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (missing(error)) return null;
      throw fileStoreUnavailable(error);
    }
  };

  return {
    async put(key, body) {
      const { client, Upload } = await s3();
      try {
        await new Upload({ client, params: { Bucket, Key: key, Body: body } }).done();
      } catch (error) {
        // The bucket unreachable, refusing or failing: the caller saves no record (an upload's
        // own cut-off body is told apart by lib/files/upload.ts).
        throw fileStoreUnavailable(error);
      }
      return { size: (await size(key)) ?? 0 };
    },
    async get(key) {
      const { client, GetObjectCommand } = await s3();
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return object.Body instanceof Readable ? object.Body : null;
      } catch (error) {
        if (missing(error)) return null;
        throw fileStoreUnavailable(error);
      }
    },
    size,
    async delete(key) {
      const { client, DeleteObjectCommand } = await s3();
      await client.send(new DeleteObjectCommand({ Bucket, Key: key })).catch((error: unknown) => {
        throw fileStoreUnavailable(error);
      });
    },
    async close() {
      // Only a store that was used has a client to let go of.
      if (sdk) (await sdk).client.destroy();
    },
    async *list(prefix) {
      const { client, ListObjectsV2Command } = await s3();
      let ContinuationToken: string | undefined;
      do {
        const page = await client
          .send(new ListObjectsV2Command({ Bucket, Prefix: prefix || undefined, ContinuationToken }))
          .catch((error: unknown) => {
            throw fileStoreUnavailable(error);
          });
        for (const object of page.Contents ?? []) {
          // Without a date a file counts as new, so the orphan sweep leaves it alone.
          if (object.Key) yield { key: object.Key, lastModified: object.LastModified ?? new Date() };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
