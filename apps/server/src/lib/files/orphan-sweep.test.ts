import { mkdtemp, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../../../test/harness";
import type { DatabaseHandle } from "../../db/client";
import { auditLog } from "../../db/tables/audit.table";
import { pilots } from "../../db/tables/pilot.table";
import { trainingFlights } from "../../db/tables/training-flight.table";
import { users } from "../../db/tables/user.table";
import { workflowHistory } from "../../db/tables/workflow-history.table";
import { FILE_REFERENCES } from "../../file-references";
import { type FileStore, localFileStore } from "./file-store";
import { sweepOrphanFiles } from "./orphan-sweep";
import { s3FileStore } from "./s3-file-store";

const HOUR_MS = 60 * 60 * 1000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let dir: string;
let s3: S3rver;
let database: DatabaseHandle;
const stores: Record<string, () => FileStore> = {};

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "trms-sweep-"));
  s3 = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: path.join(dir, "s3"),
    configureBuckets: [{ name: "trms-sweep", configs: [] }],
  });
  const address = (await s3.run()) as AddressInfo;
  stores.local = () => localFileStore(path.join(dir, "local"));
  stores.s3 = () =>
    s3FileStore({
      bucket: "trms-sweep",
      endpoint: `http://127.0.0.1:${address.port}`,
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
    });
  database = await freshDatabase();
});
afterAll(async () => {
  await database.close();
  await s3.close();
  await rm(dir, { recursive: true, force: true });
});

/** Rows naming files the way the features do: a training flight's reports, an avatar, the history. */
async function rowsNaming(files: {
  report: string;
  phaseReport: string;
  avatar: string;
  audited: string;
  moved: string;
}) {
  const db = database.db;
  const [account] = await db
    .insert(users)
    .values({
      email: `sweep-${files.avatar.replaceAll("/", "-")}@trms.test`,
      fullName: "Nguyễn Văn An",
      role: 4,
      avatar: files.avatar,
      passwordSalt: "salt",
      passwordHash: "hash",
    })
    .returning();
  const [pilot] = await db
    .insert(pilots)
    .values({ userId: account?.id as number, crewCode: `S${account?.id}`, fullName: "Nguyễn Văn An" })
    .returning();
  const [record] = await db
    .insert(trainingFlights)
    .values({
      pilotId: pilot?.id as number,
      instructorId: pilot?.id as number,
      instructorName: "Trần Quốc Huy",
      instructorSignature: "Trần Quốc Huy",
      flightType: 2,
      dateOfFlight: "2026-11-01",
      numberOfSector: 1,
      routes: "HAN-SGN",
      criteria: {},
      reportFile: files.report,
      phaseReportFile: files.phaseReport,
    })
    .returning();
  // An admin replaced the report of the approved record: the old one is named only in the history.
  await db.insert(auditLog).values({
    entity: "training_flight",
    entityId: String(record?.id),
    action: "update",
    actorId: null,
    changes: { reportFile: [files.audited, files.report], after_approval: true },
  });
  // A workflow move that carried a file.
  await db.insert(workflowHistory).values({
    entity: "training_flight",
    entityId: String(record?.id),
    action: "approve",
    fromStatus: 0,
    toStatus: 1,
    fileKey: files.moved,
  });
}

describe.each(["local", "s3"])("the orphan sweep on the %s store", (kind) => {
  it("removes old files nothing names and old .part files; keeps fresh, referenced and audited files", async () => {
    const store = (stores[kind] as () => FileStore)();
    const key = (folder: string, name: string) => `${folder}/2026/11/${kind}-${name}.pdf`;
    const old = {
      report: key("training_file", "report"),
      phaseReport: key("training_file", "phase"),
      avatar: key("avatar", "face").replace(".pdf", ".png"),
      audited: key("training_file", "replaced-after-approval"),
      moved: key("training_file", "carried-by-a-workflow-move"),
      orphan: key("training_file", "crashed-before-its-row"),
      orphanAvatar: key("avatar", "crashed").replace(".pdf", ".png"),
    };
    const put = (k: string) => store.put(k, Readable.from([Buffer.from("%PDF-1.4\n")]));
    for (const k of Object.values(old)) await put(k);
    // An upload killed mid-stream leaves its temporary file: on disk beside the key, in a bucket
    // whatever an interrupted writer left under such a name.
    const part = `${key("training_file", "killed-mid-upload")}.part`;
    if (kind === "local") await writeFile(path.join(dir, "local", part), "");
    else await put(part);
    await rowsNaming(old);

    // Everything above is "old" once the clock is moved an hour past this instant; S3 keeps
    // modification times to the second, hence the pauses on either side.
    await pause(1100);
    const anHourLater = new Date(Date.now() + HOUR_MS);
    await pause(1100);
    const fresh = key("training_file", "upload-still-saving");
    await put(fresh);

    const { removed } = await sweepOrphanFiles({
      db: database.db,
      store,
      references: FILE_REFERENCES,
      now: anHourLater,
      batchSize: 2,
    });

    expect(removed.sort()).toEqual([old.orphan, old.orphanAvatar, part].sort());
    for (const gone of [old.orphan, old.orphanAvatar, part]) expect(await store.size(gone)).toBeNull();
    for (const kept of [old.report, old.phaseReport, old.avatar, old.audited, old.moved, fresh]) {
      expect(await store.size(kept)).not.toBeNull();
    }
    // A second sweep finds nothing more to do.
    expect(
      (await sweepOrphanFiles({ db: database.db, store, references: FILE_REFERENCES, now: anHourLater }))
        .removed,
    ).toEqual([]);
  }, 60_000);
});
