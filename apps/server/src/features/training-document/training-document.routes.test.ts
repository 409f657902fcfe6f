import { FILE_MAX_BYTES, Permission } from "@trms/shared";
import { count, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PDF, PNG } from "../../../test/accounts";
import { apiClient } from "../../../test/client";
import {
  createAdmin,
  createInstructor,
  createPilot,
  createStaff,
  createTrainingDocument,
  type Made,
} from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/harness";
import { attachments } from "../../db/tables/attachments.table";
import { auditLog } from "../../db/tables/audit.table";
import { trainingDocuments } from "../../db/tables/training-document.table";
import { airlineToday } from "../../lib/airline-time";

let ctx: TestContext;
let api: ReturnType<typeof apiClient>;
let who: Record<
  | "admin"
  | "fleetAdmin"
  | "staff41"
  | "staff42"
  | "staff43"
  | "staff44"
  | "staffNone"
  | "staffB787"
  | "instructor"
  | "pilot"
  | "pilotB787"
  | "instructorB787",
  Made
>;
const today = airlineToday();

beforeAll(async () => {
  ctx = await createTestApp();
  api = apiClient(ctx);
  who = {
    admin: await createAdmin(ctx),
    fleetAdmin: await createAdmin(ctx, { superAdmin: false }),
    staff41: await createStaff(ctx, [Permission.CREATE_TRAINING_DOCUMENT]),
    staff42: await createStaff(ctx, [Permission.VIEW_TRAINING_DOCUMENT]),
    staff43: await createStaff(ctx, [Permission.EDIT_TRAINING_DOCUMENT]),
    staff44: await createStaff(ctx, [Permission.DELETE_TRAINING_DOCUMENT]),
    staffNone: await createStaff(ctx, [Permission.VIEW_PILOT_LIST, Permission.VIEW_SIM]),
    staffB787: await createStaff(
      ctx,
      [
        Permission.CREATE_TRAINING_DOCUMENT,
        Permission.VIEW_TRAINING_DOCUMENT,
        Permission.EDIT_TRAINING_DOCUMENT,
        Permission.DELETE_TRAINING_DOCUMENT,
      ],
      { fleet: "B787" },
    ),
    instructor: await createInstructor(ctx),
    pilot: await createPilot(ctx),
    pilotB787: await createPilot(ctx, { fleet: "B787" }),
    instructorB787: await createInstructor(ctx, { fleet: "B787" }),
  };
});
afterAll(async () => {
  await ctx.close();
});

type Upload = { name: string; content: Buffer; type?: string };
const pdf = (name = "guide.pdf"): Upload => ({ name, content: PDF, type: "application/pdf" });
const png = (name = "chart.png"): Upload => ({ name, content: PNG, type: "image/png" });

function form(fields: Record<string, string>, files: Upload[] = []) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const file of files)
    body.append(
      "files",
      new Blob([file.content], { type: file.type ?? "application/octet-stream" }),
      file.name,
    );
  return body;
}

const fields = (overrides: Record<string, string> = {}) => ({
  fleet: "A321",
  training_type: "0",
  document_name: "A321 SIM briefing",
  start_date: "2026-01-10",
  note: "Read before the session",
  ...overrides,
});

async function storedKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of ctx.app.deps.fileStore.list("training_document/")) keys.push(object.key);
  return keys.sort();
}
async function rowCounts() {
  const [documents] = await ctx.database.db.select({ n: count() }).from(trainingDocuments);
  const [files] = await ctx.database.db.select({ n: count() }).from(attachments);
  return { documents: documents?.n, files: files?.n };
}
const fileGet = (url: string, token?: string) =>
  ctx.app.inject({ method: "GET", url, headers: token ? { "access-token": token } : {} });

describe("training_document/create_td", () => {
  it("stores a document with two files (a PDF and an image), each readable at its URL", async () => {
    const result = await who.admin.client.postForm(
      "training_document/create_td",
      form(fields(), [pdf(), png()]),
    );
    expect(result.status).toBe(200);
    const document = result.body.data;
    expect(document).toMatchObject({
      fleet: "A321",
      training_type: 0,
      document_name: "A321 SIM briefing",
      start_date: "2026-01-10",
      note: "Read before the session",
      file_count: 2,
    });
    expect(document.files.map((f: { name: string; mime: string }) => [f.name, f.mime])).toEqual([
      ["guide.pdf", "application/pdf"],
      ["chart.png", "image/png"],
    ]);
    const file = await fileGet(document.files[0].url, who.pilot.client.token);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    // A pilot of another fleet reads it as missing.
    expect((await fileGet(document.files[0].url, who.pilotB787.client.token)).statusCode).toBe(404);
    expect((await fileGet(document.files[0].url)).statusCode).toBe(401);
    const trail = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, "training_document"));
    expect(trail.some((row) => row.action === "create" && row.entityId === String(document.id))).toBe(true);
  });

  it("lets role admin and holders of CREATE (41) create; refuses everyone else before reading the body", async () => {
    for (const allowed of [who.admin, who.fleetAdmin, who.staff41]) {
      const result = await allowed.client.postForm(
        "training_document/create_td",
        form(fields({ fleet: "ALL" })),
      );
      expect(result.status, allowed.email).toBe(200);
    }
    for (const denied of [who.staff42, who.staff43, who.staff44, who.staffNone, who.instructor, who.pilot]) {
      const result = await denied.client.postForm("training_document/create_td", form(fields(), [pdf()]));
      expect(result.status, denied.email).toBe(403);
    }
    const anonymous = await api.postForm("training_document/create_td", form(fields()));
    expect(anonymous.status).toBe(401);
  });

  it("keeps a fleet's account to its own fleet or All; the super administrator to any", async () => {
    const before = await rowCounts();
    const keysBefore = await storedKeys();
    const result = await who.fleetAdmin.client.postForm(
      "training_document/create_td",
      form(fields({ fleet: "B787" }), [pdf()]),
    );
    expect(result.status).toBe(400);
    expect(result.body.details).toEqual([
      { path: "fleet", message: "You can only keep documents of your own fleet or of all fleets" },
    ]);
    expect(await rowCounts()).toEqual(before);
    expect(await storedKeys()).toEqual(keysBefore);
    const any = await who.admin.client.postForm(
      "training_document/create_td",
      form(fields({ fleet: "ATR72" })),
    );
    expect(any.status).toBe(200);
    // The fleet may also be given by its number in the aircraft filter, and the type by its name.
    const numbered = await who.admin.client.postForm(
      "training_document/create_td",
      form(fields({ fleet: "2", training_type: "Line Training" })),
    );
    expect(numbered.body.data).toMatchObject({ fleet: "B787", training_type: 2 });
  });

  it("refuses bad input with a localized message, storing no row and no file", async () => {
    const before = await rowCounts();
    const keysBefore = await storedKeys();
    const cases: [Record<string, string>, string, string][] = [
      [{ document_name: "" }, "document_name", "This field is required"],
      [{ training_type: "" }, "training_type", "Training type is required"],
      [{ fleet: "" }, "fleet", "Fleet is required"],
      [{ start_date: "" }, "start_date", "This field is required"],
      [{ start_date: "2026-02-30" }, "start_date", "This value is invalid"],
      [{ document_name: "x".repeat(257) }, "document_name", "This value is too long"],
      [{ note: "x".repeat(257) }, "note", "This value is too long"],
      [{ training_type: "9" }, "training_type", "This value is invalid"],
      [{ fleet: "B737" }, "fleet", "This value is invalid"],
    ];
    for (const [override, path, message] of cases) {
      const body = fields(override);
      for (const [key, value] of Object.entries(override))
        if (value === "") delete body[key as keyof typeof body];
      const result = await who.admin.client.postForm("training_document/create_td", form(body, [pdf()]));
      expect(result.status, path).toBe(400);
      expect(result.body.details, path).toContainEqual({ path, message });
    }
    const vi = await who.admin.client.postForm(
      "training_document/create_td",
      form({ ...fields(), document_name: "x".repeat(257) }, [pdf()]),
      { lang: "vi" },
    );
    expect(vi.body.details).toContainEqual({ path: "document_name", message: "Giá trị quá dài" });
    const missingFleet = await who.admin.client.postForm(
      "training_document/create_td",
      form({ training_type: "1", document_name: "n", start_date: "2026-01-01" }),
      { lang: "vi" },
    );
    expect(missingFleet.body.details).toContainEqual({ path: "fleet", message: "Vui lòng chọn đội bay" });

    const wrongType = await who.admin.client.postForm(
      "training_document/create_td",
      form(fields(), [pdf(), { name: "notes.pdf", content: Buffer.from("just text, not a PDF") }]),
    );
    expect(wrongType.status).toBe(415);
    expect(wrongType.body.message).toBe("Wrong file format...");
    const tooLarge = Buffer.alloc(FILE_MAX_BYTES + 1, 0x20);
    PDF.copy(tooLarge);
    const large = await who.admin.client.postForm(
      "training_document/create_td",
      form(fields(), [pdf(), { name: "big.pdf", content: tooLarge, type: "application/pdf" }]),
    );
    expect(large.status).toBe(413);
    expect(large.body.message).toBe("Maximum 30MB...");
    expect(await rowCounts()).toEqual(before);
    expect(await storedKeys()).toEqual(keysBefore);
  });
});

describe("training_document/sort_td and td_detail", () => {
  let a321: Awaited<ReturnType<typeof createTrainingDocument>>;
  let b787: Awaited<ReturnType<typeof createTrainingDocument>>;
  let all: Awaited<ReturnType<typeof createTrainingDocument>>;
  beforeAll(async () => {
    a321 = await createTrainingDocument(ctx, {
      fleet: "A321",
      trainingType: 1,
      name: "Zulu line check A321",
    });
    b787 = await createTrainingDocument(ctx, {
      fleet: "B787",
      trainingType: 1,
      name: "Zulu line check B787",
    });
    all = await createTrainingDocument(ctx, { fleet: "ALL", trainingType: 1, name: "Zulu line check all" });
  });
  const names = (reply: { body: { data: { documents: { document_name: string }[] } } }) =>
    reply.body.data.documents.map((d) => d.document_name).sort();
  const zulu = { keyword: "zulu", page_number: 1, page_count: 10 };

  it("shows each account the documents of its fleet and All; the super administrator every fleet", async () => {
    const expectations: [Made, string[]][] = [
      [who.admin, ["Zulu line check A321", "Zulu line check B787", "Zulu line check all"]],
      [who.fleetAdmin, ["Zulu line check A321", "Zulu line check all"]],
      [who.staff42, ["Zulu line check A321", "Zulu line check all"]],
      [who.staffB787, ["Zulu line check B787", "Zulu line check all"]],
      [who.instructor, ["Zulu line check A321", "Zulu line check all"]],
      [who.pilot, ["Zulu line check A321", "Zulu line check all"]],
      [who.pilotB787, ["Zulu line check B787", "Zulu line check all"]],
    ];
    for (const [account, expected] of expectations) {
      const reply = await account.client.post("training_document/sort_td", zulu);
      expect(reply.status, account.email).toBe(200);
      expect(names(reply), account.email).toEqual(expected);
      expect(reply.body.data.total).toBe(expected.length);
    }
    for (const denied of [who.staff41, who.staff43, who.staff44, who.staffNone]) {
      expect((await denied.client.post("training_document/sort_td", zulu)).status, denied.email).toBe(403);
    }
    expect((await api.post("training_document/sort_td", zulu)).status).toBe(401);
  });

  it("filters by fleet and type, pages 10 by default and carries the files and their count", async () => {
    const byFleet = await who.admin.client.post("training_document/sort_td", {
      ...zulu,
      filters: { fleet: "ALL" },
    });
    expect(names(byFleet)).toEqual(["Zulu line check all"]);
    const byType = await who.admin.client.post("training_document/sort_td", {
      keyword: "zulu",
      filters: { training_type: "LINE_CHECK", fleet: 2 },
    });
    expect(names(byType)).toEqual(["Zulu line check B787"]);
    const none = await who.admin.client.post("training_document/sort_td", {
      ...zulu,
      filters: { training_type: 0 },
    });
    expect(none.body.data).toEqual({ documents: [], total: 0 });
    const row = byFleet.body.data.documents[0];
    expect(row).toMatchObject({ id: all.id, file_count: 1, fleet: "ALL", training_type: 1 });
    expect(row.files[0]).toMatchObject({
      name: "file 1.pdf",
      url: `/api/v1/training_document/file/${all.keys[0]}`,
    });
    for (let i = 0; i < 11; i++) await createTrainingDocument(ctx, { name: `Paging ${i}`, files: 0 });
    const first = await who.admin.client.post("training_document/sort_td", { keyword: "paging" });
    expect(first.body.data.documents).toHaveLength(10);
    expect(first.body.data.total).toBe(11);
    const sorted = await who.admin.client.post("training_document/sort_td", {
      keyword: "paging",
      order: "+",
      filters: { sort_by: "document_name" },
      page_number: 2,
    });
    expect(names(sorted)).toEqual(["Paging 9"]);
    const bad = await who.admin.client.post("training_document/sort_td", { filters: { fleet: "B737" } });
    expect(bad.status).toBe(400);
  });

  it("answers a document outside the account's fleet as missing", async () => {
    expect((await who.pilot.client.post("training_document/td_detail", { id: a321.id })).status).toBe(200);
    expect((await who.pilotB787.client.post("training_document/td_detail", { id: a321.id })).status).toBe(
      404,
    );
    expect((await who.staffB787.client.post("training_document/td_detail", { id: a321.id })).status).toBe(
      404,
    );
    expect((await who.staff42.client.post("training_document/td_detail", { id: b787.id })).status).toBe(404);
    expect((await who.staff42.client.post("training_document/td_detail", { id: all.id })).status).toBe(200);
    expect((await who.staffNone.client.post("training_document/td_detail", { id: a321.id })).status).toBe(
      403,
    );
    expect((await who.admin.client.post("training_document/td_detail", { id: 2_000_000 })).status).toBe(404);
    const detail = await who.admin.client.post("training_document/td_detail", { id: b787.id });
    expect(detail.body.data.files).toHaveLength(1);
  });
});

describe("training_document/update_td", () => {
  it("keeps the files named in file_ids[n]id, drops the others after the commit and adds the new ones", async () => {
    const created = await who.admin.client.postForm(
      "training_document/create_td",
      form(fields({ document_name: "Keep and drop" }), [pdf("one.pdf"), pdf("two.pdf")]),
    );
    const [one, two] = created.body.data.files as { id: number; url: string }[];
    const twoKey = (two?.url ?? "").replace("/api/v1/training_document/file/", "");
    expect((await storedKeys()).includes(twoKey)).toBe(true);
    const body = form(
      { ...fields({ document_name: "Kept one, added three" }), id: String(created.body.data.id) },
      [png("three.png")],
    );
    body.append("file_ids[0]id", String(one?.id));
    const updated = await who.staff43.client.postForm("training_document/update_td", body);
    expect(updated.status).toBe(200);
    expect(updated.body.data.document_name).toBe("Kept one, added three");
    expect(updated.body.data.files.map((f: { name: string }) => f.name)).toEqual(["one.pdf", "three.png"]);
    expect((await storedKeys()).includes(twoKey)).toBe(false);
    expect((await fileGet(two?.url ?? "", who.admin.client.token)).statusCode).toBe(404);
  });

  it("refuses a file id of another document: nothing changes and the new upload is not kept", async () => {
    const mine = await createTrainingDocument(ctx, { name: "Mine", files: 1 });
    const other = await createTrainingDocument(ctx, { name: "Other", files: 1 });
    const [otherFile] = await ctx.database.db
      .select({ id: attachments.id })
      .from(attachments)
      .where(eq(attachments.recordId, other.id));
    const keysBefore = await storedKeys();
    const before = await rowCounts();
    const body = form({ ...fields({ document_name: "Renamed" }), id: String(mine.id) }, [pdf("new.pdf")]);
    body.append("file_ids[0]id", String(otherFile?.id));
    const result = await who.admin.client.postForm("training_document/update_td", body);
    expect(result.status).toBe(400);
    expect(result.body.details).toEqual([
      { path: "file_ids.0.id", message: "This file does not belong to this record" },
    ]);
    expect(await storedKeys()).toEqual(keysBefore);
    expect(await rowCounts()).toEqual(before);
    const detail = await who.admin.client.post("training_document/td_detail", { id: mine.id });
    expect(detail.body.data.document_name).toBe("Mine");
    expect(detail.body.data.files).toHaveLength(1);
  });

  it("lets only EDIT (43) holders of the document's fleet edit", async () => {
    const document = await createTrainingDocument(ctx, { name: "Guarded", files: 0 });
    const body = () => form({ ...fields({ document_name: "Changed" }), id: String(document.id) });
    for (const denied of [who.staff41, who.staff42, who.staff44, who.staffNone, who.instructor, who.pilot]) {
      expect((await denied.client.postForm("training_document/update_td", body())).status, denied.email).toBe(
        403,
      );
    }
    expect((await who.staffB787.client.postForm("training_document/update_td", body())).status).toBe(404);
    expect((await api.postForm("training_document/update_td", body())).status).toBe(401);
    // A fleet's account may not move a document to another fleet.
    const moved = await who.fleetAdmin.client.postForm(
      "training_document/update_td",
      form({ ...fields({ fleet: "A350" }), id: String(document.id) }),
    );
    expect(moved.status).toBe(400);
    expect((await who.fleetAdmin.client.postForm("training_document/update_td", body())).status).toBe(200);
  });
});

describe("training_document/delete_td", () => {
  it("lets DELETE (44) holders delete; the files stay for the retention period", async () => {
    const document = await createTrainingDocument(ctx, { name: "To delete", files: 2 });
    // The list's total is kept between calls and counted again after the delete.
    const total = async () =>
      (await who.admin.client.post("training_document/sort_td", { keyword: "to delete" })).body.data.total;
    expect(await total()).toBe(1);
    expect(await total()).toBe(1);
    for (const denied of [who.staff41, who.staff42, who.staff43, who.staffNone, who.instructor, who.pilot]) {
      const result = await denied.client.post("training_document/delete_td", { id: document.id });
      expect(result.status, denied.email).toBe(403);
    }
    expect((await who.staffB787.client.post("training_document/delete_td", { id: document.id })).status).toBe(
      404,
    );
    const result = await who.staff44.client.post("training_document/delete_td", { id: document.id });
    expect(result.status).toBe(200);
    expect(await total()).toBe(0);
    const keys = await storedKeys();
    for (const key of document.keys) expect(keys).toContain(key);
    const rows = await ctx.database.db
      .select()
      .from(attachments)
      .where(eq(attachments.recordId, document.id));
    expect(rows.filter((row) => row.recordKind === "training_document")).toEqual([]);
    expect((await who.admin.client.post("training_document/td_detail", { id: document.id })).status).toBe(
      404,
    );
    expect((await who.admin.client.post("training_document/delete_td", { id: document.id })).status).toBe(
      404,
    );
  });
});

describe("training_document/get_latest_td_by_type", () => {
  it("answers the newest document of the type whose start date has come, for the caller's fleet", async () => {
    const type = 3;
    await createTrainingDocument(ctx, {
      fleet: "A321",
      trainingType: type,
      name: "Old A321",
      startDate: "2025-01-01",
    });
    const current = await createTrainingDocument(ctx, {
      fleet: "ALL",
      trainingType: type,
      name: "Current for all",
      startDate: today,
    });
    await createTrainingDocument(ctx, {
      fleet: "A321",
      trainingType: type,
      name: "Future A321",
      startDate: "2099-01-01",
    });
    const b787 = await createTrainingDocument(ctx, {
      fleet: "B787",
      trainingType: type,
      name: "B787 now",
      startDate: today,
    });
    const forA321 = await who.pilot.client.post("training_document/get_latest_td_by_type", {
      type: "OTHERS",
    });
    expect(forA321.status).toBe(200);
    expect(forA321.body.data).toMatchObject({ id: current.id, document_name: "Current for all" });
    expect(forA321.body.data.files).toHaveLength(1);
    // Any account of the fleet opens the folder's files, even without the view permission.
    expect((await fileGet(forA321.body.data.files[0].url, who.staffNone.client.token)).statusCode).toBe(200);
    const forB787 = await who.pilotB787.client.post("training_document/get_latest_td_by_type", { type });
    expect(forB787.body.data.id).toBe(b787.id);
    expect((await fileGet(forB787.body.data.files[0].url, who.pilot.client.token)).statusCode).toBe(404);
    const staff = await who.staffNone.client.post("training_document/get_latest_td_by_type", { type: 3 });
    expect(staff.body.data.id).toBe(current.id);
    const none = await who.instructorB787.client.post("training_document/get_latest_td_by_type", {
      type: "2",
    });
    expect(none.status).toBe(200);
    expect(
      (await who.pilot.client.post("training_document/get_latest_td_by_type", { type: "NOPE" })).status,
    ).toBe(400);
    expect((await api.post("training_document/get_latest_td_by_type", { type: 0 })).status).toBe(401);
  });
});

describe("training_document/export", () => {
  it("exports the filtered rows as a workbook, within the account's fleets", async () => {
    await createTrainingDocument(ctx, { fleet: "A321", trainingType: 2, name: "Export me A321" });
    await createTrainingDocument(ctx, { fleet: "B787", trainingType: 2, name: "Export me B787" });
    const response = await ctx.app.inject({
      method: "GET",
      url: "/api/v1/training_document/export?keyword=export%20me&training_type=2",
      headers: { "access-token": who.staff42.client.token, "accept-language": "en" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toContain("Documents ");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(2).value).toBe("Document name");
    expect(sheet?.rowCount).toBe(2);
    expect(sheet?.getRow(2).getCell(2).value).toBe("Export me A321");
    expect(sheet?.getRow(2).getCell(4).value).toBe("Line Training");
    const pilotExport = await ctx.app.inject({
      method: "GET",
      url: "/api/v1/training_document/export",
      headers: { "access-token": who.pilot.client.token },
    });
    expect(pilotExport.statusCode).toBe(200);
    const staff = await ctx.app.inject({
      method: "GET",
      url: "/api/v1/training_document/export",
      headers: { "access-token": who.staffNone.client.token },
    });
    expect(staff.statusCode).toBe(403);
  });
});
