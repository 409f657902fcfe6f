import { Permission, Role, SimFormStatus } from "@trms/shared";
import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../../../test/client";
import { createUser } from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/harness";
import { auditLog } from "../../db/tables/audit.table";
import { pilots } from "../../db/tables/pilot.table";
import { simSessions } from "../../db/tables/sim.table";
import { simFormSubmissions, simForms } from "../../db/tables/sim-form.table";
import { workflowHistory } from "../../db/tables/workflow-history.table";
import { rowsOf } from "../../lib/sql";

let ctx: TestContext;
let api: ReturnType<typeof apiClient>;
const tokens: Record<string, string> = {};
const as = (key: string) => ({ token: tokens[key] });

/** The accounts of the role matrix: staff with each SIM permission and without, and the crew. */
const ACCOUNTS = [
  ["superAdmin", { role: Role.ADMIN, isAdmin: true }],
  ["admin", { role: Role.ADMIN }],
  ["viewer", { role: Role.USER, permissions: [Permission.VIEW_SIM] }],
  ["creator", { role: Role.USER, permissions: [Permission.CREATE_SIM] }],
  ["editor", { role: Role.USER, permissions: [Permission.EDIT_SIM] }],
  ["deleter", { role: Role.USER, permissions: [Permission.DELETE_SIM] }],
  ["bareStaff", { role: Role.USER, permissions: [Permission.VIEW_PILOT_LIST] }],
  ["instructorA", { role: Role.INSTRUCTOR, profile: { crewCode: "IA01" } }],
  ["instructorB", { role: Role.INSTRUCTOR, profile: { crewCode: "IB01" } }],
  ["instructorPilot", { role: Role.INSTRUCTOR, profile: { crewCode: "IP01" } }],
  ["instructorOther", { role: Role.INSTRUCTOR, profile: { crewCode: "IX01" } }],
  ["pilot1", { role: Role.PILOT, profile: { crewCode: "P101" } }],
  ["pilot2", { role: Role.PILOT, profile: { crewCode: "P102" } }],
  ["pilotOff", { role: Role.PILOT, profile: { crewCode: "P109" } }],
  ["pilotInactive", { role: Role.PILOT, profile: { crewCode: "P199" } }],
] as const;

const sim = (overrides: Record<string, unknown> = {}) => ({
  first_pilot_crew_code: "P101",
  second_pilot_crew_code: "IP01",
  sima_instructor_crew_code: "IA01",
  simb_instructor_crew_code: "IB01",
  sessiona_date_time: "2026-03-21T08:00:00+07:00",
  sessiona_place: "VN001",
  sessionb_date_time: "2026-03-22T08:00:00+07:00",
  sessionb_place: "CAE VN018",
  note: "Recurrent",
  ...overrides,
});

let simId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  api = apiClient(ctx);
  for (const [key, account] of ACCOUNTS) {
    const made = await createUser(ctx, {
      email: `${key.toLowerCase()}@test.trms`,
      fullName: `${key.toLowerCase()}`,
      ...account,
    });
    tokens[key] = made.client.token;
  }
  await ctx.database.db.update(pilots).set({ status: 0 }).where(eq(pilots.crewCode, "P199"));
  const created = await api.post("sim/create_sim", sim(), as("admin"));
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  simId = created.body.data.id;
});
afterAll(async () => {
  await ctx.close();
});

const sessionsCount = async () => (await ctx.database.db.select({ n: count() }).from(simSessions))[0]?.n ?? 0;

describe("sim/create_sim", () => {
  it("stores the session with names from the pilot rows and two Initial forms, with an audit row", async () => {
    const result = await api.post(
      "sim/create_sim",
      sim({ first_pilot_name: "Ignored", note: null }),
      as("creator"),
    );
    expect(result.status).toBe(200);
    const id = result.body.data.id as number;
    const [row] = await ctx.database.db.select().from(simSessions).where(eq(simSessions.id, id));
    expect(row).toMatchObject({ firstPilotName: "pilot1", simaInstructorName: "instructora", note: null });
    const forms = await ctx.database.db.select().from(simForms).where(eq(simForms.simId, id));
    expect(forms.map((f) => [f.pilotOrder, f.status, f.downloadedFlag, f.caavFormStatus])).toEqual([
      [1, 1, 1, 1],
      [2, 1, 1, 1],
    ]);
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "sim"), eq(auditLog.entityId, String(id))));
    expect(audit.map((a) => a.action)).toEqual(["create"]);
  });

  it("is refused to anyone without CREATE_SIM, before the body is read", async () => {
    for (const key of ["viewer", "editor", "deleter", "bareStaff", "instructorA", "pilot1"]) {
      const result = await api.post("sim/create_sim", { nonsense: true }, as(key));
      expect(result.status, key).toBe(403);
    }
    expect((await api.post("sim/create_sim", sim())).status).toBe(401);
  });

  it("answers each bad input with its localized message and stores nothing", async () => {
    const before = await sessionsCount();
    const cases: [Record<string, unknown>, string, string, string][] = [
      [
        { second_pilot_crew_code: "" },
        "second_pilot_crew_code",
        "Please select 2 pilots",
        "Vui lòng chọn 2 phi công",
      ],
      [
        { second_pilot_crew_code: "P101" },
        "second_pilot_crew_code",
        "Duplicate crew code",
        "Trùng mã tổ bay",
      ],
      [
        { simb_instructor_crew_code: "P101" },
        "first_pilot_crew_code",
        "Duplicate crew code",
        "Trùng mã tổ bay",
      ],
      [
        { first_pilot_crew_code: "NOPE" },
        "first_pilot_crew_code",
        "No pilot has this crew code",
        "Không có phi công nào có mã tổ bay này",
      ],
      [
        { first_pilot_crew_code: "P199" },
        "first_pilot_crew_code",
        "This pilot is deactivated",
        "Phi công này đã bị vô hiệu hóa",
      ],
      [
        { sima_instructor_crew_code: "P109" },
        "sima_instructor_crew_code",
        "This crew code does not belong to an instructor",
        "Mã tổ bay này không phải của giáo viên",
      ],
      [
        { sessiona_place: "VN999" },
        "sessiona_place",
        "Choose a place from the list: VN001, CAE VN018, VN026, VN036, ATR500",
        "Vui lòng chọn địa điểm trong danh sách: VN001, CAE VN018, VN026, VN036, ATR500",
      ],
      [
        { sessionb_date_time: "not a date" },
        "sessionb_date_time",
        "Enter a date and time such as 21/03/2026 - 08:00",
        "Vui lòng nhập ngày giờ theo dạng 21/03/2026 - 08:00",
      ],
      [
        { sessiona_date_time: undefined },
        "sessiona_date_time",
        "Please select date and time",
        "Vui lòng chọn ngày giờ",
      ],
      [
        { simb_instructor_crew_code: "" },
        "simb_instructor_crew_code",
        "Please select instructor",
        "Vui lòng chọn giáo viên",
      ],
      [{ third_pilot_crew_code: "P109" }, "", "Unknown field", "Trường không được hỗ trợ"],
    ];
    for (const [overrides, path, en, vi] of cases) {
      for (const [lang, message] of [
        ["en", en],
        ["vi", vi],
      ] as const) {
        const result = await api.post("sim/create_sim", sim(overrides), { ...as("admin"), lang });
        expect(result.status, JSON.stringify(overrides)).toBe(400);
        expect(result.body.code).toBe("VALIDATION_ERROR");
        expect(result.body.details, JSON.stringify(overrides)).toContainEqual({
          path: path || expect.any(String),
          message,
        });
      }
    }
    expect(await sessionsCount()).toBe(before);
  });

  it("takes the placeholder 0000 in a seat, without a name", async () => {
    const result = await api.post(
      "sim/create_sim",
      sim({ second_pilot_crew_code: "0000", simb_instructor_crew_code: "0000" }),
      as("admin"),
    );
    expect(result.status).toBe(200);
    const detail = await api.post("sim/get_sim_by_id", { id: result.body.data.id }, as("admin"));
    expect(detail.body.data.second_pilot).toMatchObject({ pilot_crew_code: "0000", pilot_name: null });
    await api.post("sim/delete_sim", { sim_id: result.body.data.id }, as("admin"));
  });
});

describe("sim/create_monthly_sim", () => {
  it("stores every session in one transaction, or none when one is bad", async () => {
    const before = await sessionsCount();
    const bad = await api.post(
      "sim/create_monthly_sim",
      { sims: [sim(), sim({ second_pilot_crew_code: "GHOST" })] },
      as("creator"),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.details).toContainEqual({
      path: "sims.1.second_pilot_crew_code",
      message: "No pilot has this crew code",
    });
    expect(await sessionsCount()).toBe(before);
    const empty = await api.post("sim/create_monthly_sim", { sims: [] }, as("creator"));
    expect(empty.body.details).toContainEqual({ path: "sims", message: "Please add at least 1 sim" });

    const good = await api.post(
      "sim/create_monthly_sim",
      {
        sims: [
          sim({ sessiona_date_time: "2026-04-01T08:00:00+07:00" }),
          sim({ sessiona_date_time: "2026-04-02T08:00:00+07:00" }),
        ],
      },
      as("creator"),
    );
    expect(good.status).toBe(200);
    expect(good.body.data.ids).toHaveLength(2);
    expect(await sessionsCount()).toBe(before + 2);
    for (const id of good.body.data.ids) await api.post("sim/delete_sim", { sim_id: id }, as("admin"));
  });
});

describe("sim/get_sim_by_id", () => {
  it("replies the session with both pilots' forms", async () => {
    const result = await api.post("sim/get_sim_by_id", { id: simId }, as("viewer"));
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({
      id: simId,
      sessiona_date_time: "2026-03-21T08:00:00+07:00",
      sessiona_place: "VN001",
      sima_instructor_crew_code: "IA01",
      sima_instructor_name: "instructora",
      simb_instructor_crew_code: "IB01",
      note: "Recurrent",
      first_pilot: {
        pilot_crew_code: "P101",
        pilot_name: "pilot1",
        form_status: SimFormStatus.INITIAL,
        reset_status: [],
        first_submit: null,
        downloaded_flag: 1,
        caav_form_status: 1,
        elearning_completion: false,
        elearning_clue: null,
      },
      second_pilot: { pilot_crew_code: "IP01" },
    });
  });

  it("lets the crew on the session read it; others get 404 as for a missing one", async () => {
    for (const key of [
      "superAdmin",
      "admin",
      "viewer",
      "instructorA",
      "instructorB",
      "instructorPilot",
      "pilot1",
    ]) {
      expect((await api.post("sim/get_sim_by_id", { id: simId }, as(key))).status, key).toBe(200);
    }
    for (const key of ["instructorOther", "pilotOff"]) {
      expect((await api.post("sim/get_sim_by_id", { id: simId }, as(key))).status, key).toBe(404);
    }
    for (const key of ["creator", "editor", "deleter", "bareStaff"]) {
      expect((await api.post("sim/get_sim_by_id", { id: simId }, as(key))).status, key).toBe(403);
    }
    expect((await api.post("sim/get_sim_by_id", { id: 999999 }, as("admin"))).status).toBe(404);
    expect((await api.post("sim/get_sim_by_id", { id: "x" }, as("admin"))).status).toBe(400);
  });
});

describe("sim/update_sim", () => {
  it("changes the session, keeps its forms and writes the differences to the audit", async () => {
    const created = await api.post(
      "sim/create_sim",
      sim({ sessiona_date_time: "2026-05-01T08:00:00+07:00" }),
      as("admin"),
    );
    const id = created.body.data.id;
    const forms = await ctx.database.db
      .select({ id: simForms.id })
      .from(simForms)
      .where(eq(simForms.simId, id));
    const versions = async () =>
      (
        await ctx.database.db
          .select({ version: simForms.version })
          .from(simForms)
          .where(eq(simForms.simId, id))
      ).map((row) => row.version);
    const versionsBefore = await versions();
    const result = await api.post(
      "sim/update_sim",
      {
        id,
        ...sim({
          sessiona_date_time: "2026-05-01T10:30:00+07:00",
          sessiona_place: "VN036",
          second_pilot_crew_code: "P102",
        }),
      },
      as("editor"),
    );
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({
      id,
      sessiona_date_time: "2026-05-01T10:30:00+07:00",
      sessiona_place: "VN036",
      second_pilot: { pilot_crew_code: "P102", pilot_name: "pilot2" },
    });
    const after = await ctx.database.db
      .select({ id: simForms.id })
      .from(simForms)
      .where(eq(simForms.simId, id));
    expect(after).toEqual(forms);
    // Its forms are not the ones a device queued a stage on (who sits, when, where): a stage sent
    // with their old version is refused (ADR 1600).
    expect(await versions()).toEqual(versionsBefore.map((version) => version + 1));
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, "sim"), eq(auditLog.entityId, String(id)), eq(auditLog.action, "update")),
      );
    expect(audit?.changes).toMatchObject({
      sessiona_place: ["VN001", "VN036"],
      second_pilot_crew_code: ["IP01", "P102"],
    });
  });

  it("is refused without EDIT_SIM, and 404 for a missing session", async () => {
    for (const key of ["viewer", "creator", "deleter", "bareStaff", "instructorA", "pilot1"]) {
      expect((await api.post("sim/update_sim", { id: simId, ...sim() }, as(key))).status, key).toBe(403);
    }
    expect((await api.post("sim/update_sim", { id: 999999, ...sim() }, as("admin"))).status).toBe(404);
    const bad = await api.post(
      "sim/update_sim",
      { id: simId, ...sim({ second_pilot_crew_code: "P101" }) },
      as("admin"),
    );
    expect(bad.body.details).toContainEqual({
      path: "second_pilot_crew_code",
      message: "Duplicate crew code",
    });
  });
});

describe("sim/delete_sim", () => {
  it("deletes a session without submissions and keeps an audit row of what it was", async () => {
    const created = await api.post(
      "sim/create_sim",
      sim({ sessiona_date_time: "2026-06-01T08:00:00+07:00" }),
      as("admin"),
    );
    const id = created.body.data.id;
    for (const key of ["viewer", "creator", "editor", "bareStaff", "instructorA", "pilot1"]) {
      expect((await api.post("sim/delete_sim", { sim_id: id }, as(key))).status, key).toBe(403);
    }
    const result = await api.post("sim/delete_sim", { sim_id: id }, as("deleter"));
    expect(result.status).toBe(200);
    expect(await ctx.database.db.select().from(simSessions).where(eq(simSessions.id, id))).toEqual([]);
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, "sim"), eq(auditLog.entityId, String(id)), eq(auditLog.action, "delete")),
      );
    expect(audit?.changes).toMatchObject({ first_pilot_crew_code: "P101", sessiona_place: "VN001" });
    expect((await api.post("sim/delete_sim", { sim_id: id }, as("superAdmin"))).status).toBe(404);
  });

  it("refuses to delete a session whose form has a submission", async () => {
    const created = await api.post(
      "sim/create_sim",
      sim({ sessiona_date_time: "2026-06-02T08:00:00+07:00" }),
      as("admin"),
    );
    const id = created.body.data.id;
    const [form] = await ctx.database.db.select().from(simForms).where(eq(simForms.simId, id));
    await ctx.database.db.insert(simFormSubmissions).values({
      formId: form?.id as number,
      kind: "sim",
      formOrder: 1,
      fileKey: "sim_form/2026/06/x.pdf",
      fileSha256: "0".repeat(64),
    });
    const result = await api.post("sim/delete_sim", { sim_id: id }, { ...as("superAdmin"), lang: "vi" });
    expect(result.status).toBe(409);
    expect(result.body.message).toContain("không thể xóa");
    expect(await ctx.database.db.select().from(simSessions).where(eq(simSessions.id, id))).toHaveLength(1);
  });
});

describe("sim/get_sim_list", () => {
  let listIds: number[];
  beforeAll(async () => {
    const created = await api.post(
      "sim/create_monthly_sim",
      {
        sims: [
          sim({
            sessiona_date_time: "2026-07-01T08:00:00+07:00",
            first_pilot_crew_code: "P102",
            note: "alpha",
          }),
          sim({
            sessiona_date_time: "2026-07-02T08:00:00+07:00",
            sima_instructor_crew_code: "IX01",
            note: "beta",
          }),
          sim({
            sessiona_date_time: "2026-07-03T08:00:00+07:00",
            second_pilot_crew_code: "P109",
            note: "gamma",
          }),
        ],
      },
      as("admin"),
    );
    listIds = created.body.data.ids;
  });
  const list = (key: string, body: Record<string, unknown> = {}) =>
    api.post("sim/get_sim_list", { page_number: 1, page_count: 50, ...body }, as(key));
  const ids = (result: Awaited<ReturnType<typeof list>>) =>
    (result.body.data.sim_list as { id: number }[]).map((s) => s.id);

  it("shows admin and VIEW_SIM staff every session, with the total", async () => {
    const all = await sessionsCount();
    for (const key of ["superAdmin", "admin", "viewer"]) {
      const result = await list(key);
      expect(result.status).toBe(200);
      expect(result.body.data.total, key).toBe(all);
    }
    for (const key of ["creator", "editor", "deleter", "bareStaff"])
      expect((await list(key)).status, key).toBe(403);
    expect((await api.post("sim/get_sim_list", {})).status).toBe(401);
  });

  it("shows a pilot only the sessions they fly in", async () => {
    const off = await list("pilotOff");
    expect(ids(off)).toEqual([listIds[2]]);
    const p2 = await list("pilot2");
    expect(ids(p2)).toContain(listIds[0]);
    expect(ids(p2)).not.toContain(listIds[1]);
  });

  it("gives an instructor the 'As Instructor' and 'As Pilot' tabs", async () => {
    const asInstructor = await list("instructorOther", { themself: false });
    expect(ids(asInstructor)).toEqual([listIds[1]]);
    expect(ids(await list("instructorOther", { themself: true }))).toEqual([]);
    const asPilot = await list("instructorPilot", { themself: true });
    expect(asPilot.body.data.total).toBeGreaterThanOrEqual(3);
    expect(ids(await list("instructorPilot", { themself: false }))).toEqual([]);
    expect(ids(await list("instructorA", { themself: false }))).toContain(listIds[0]);
  });

  it("keeps a page per scope and request, and reads it again after any write, to any table", async () => {
    const formStatus = async (key: string) => {
      const page = await list(key, { themself: key !== "admin" });
      const row = (page.body.data.sim_list as { id: number; first_pilot: { form_status: number } }[]).find(
        (s) => s.id === listIds[0],
      );
      return row?.first_pilot.form_status;
    };
    expect(await formStatus("admin")).toBe(SimFormStatus.INITIAL);
    expect(await formStatus("pilot2")).toBe(SimFormStatus.INITIAL);
    // Callers of other scopes asking the same page each get their own sessions.
    expect(ids(await list("pilotOff"))).toEqual([listIds[2]]);
    expect(ids(await list("pilot2"))).not.toContain(listIds[1]);
    // A form's status written straight to the database, a table the sessions' count does not watch.
    const [form] = await ctx.database.db
      .update(simForms)
      .set({ status: SimFormStatus.PILOT_SUBMITTED })
      .where(and(eq(simForms.simId, listIds[0] as number), eq(simForms.pilotOrder, 1)))
      .returning({ id: simForms.id });
    expect(form).toBeDefined();
    try {
      expect(await formStatus("admin")).toBe(SimFormStatus.PILOT_SUBMITTED);
      expect(await formStatus("pilot2")).toBe(SimFormStatus.PILOT_SUBMITTED);
    } finally {
      await ctx.database.db
        .update(simForms)
        .set({ status: SimFormStatus.INITIAL })
        .where(eq(simForms.id, form?.id as number));
    }
    expect(await formStatus("admin")).toBe(SimFormStatus.INITIAL);
  });

  it("pages, searches, sorts and filters by session A's local day in SQL", async () => {
    const page = await list("admin", { page_count: 1, page_number: 2, filter: "date_time", order: "+" });
    expect(page.body.data.sim_list).toHaveLength(1);
    const keyword = await list("admin", { keyword: "GAMMA" });
    expect(ids(keyword)).toEqual([listIds[2]]);
    // Two letters give the trigram index nothing to look up: the same search, read from the rows.
    expect(ids(await list("admin", { keyword: "mM" }))).toEqual([listIds[2]]);
    expect((await list("admin", { keyword: "mm" })).body.data.total).toBe(1);
    const range = await list("admin", { date_range: { start_date: "2026-07-02", end_date: "2026-07-02" } });
    expect(ids(range)).toEqual([listIds[1]]);
    const byDate = await list("admin", {
      filter: "date_time",
      order: "-",
      date_range: { start_date: "2026-07-01" },
    });
    expect(ids(byDate)).toEqual([listIds[2], listIds[1], listIds[0]]);
    const reversed = await list("admin", {
      date_range: { start_date: "2026-07-03", end_date: "2026-07-01" },
    });
    expect(reversed.status).toBe(400);
    expect((await list("admin", { filter: "nope" })).status).toBe(400);
  });

  it("gives a keyword of one or two letters exactly the sessions whose text contains it", async () => {
    const db = ctx.database.db;
    // LIKE's own characters, a backslash and Vietnamese letters (composed and decomposed) in notes.
    const created = await api.post(
      "sim/create_monthly_sim",
      {
        sims: [
          sim({ sessiona_date_time: "2026-08-01T08:00:00+07:00", note: "50%_off c:\\tmp" }),
          sim({ sessiona_date_time: "2026-08-02T08:00:00+07:00", note: "Nguyễn Thị Ầu a_b" }),
          sim({ sessiona_date_time: "2026-08-03T08:00:00+07:00", note: "x%y \\\\ ĐỖ e\u0301" }),
        ],
      },
      as("admin"),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const rows = await db
      .select({ id: simSessions.id, text: simSessions.searchText, at: simSessions.sessionaDateTime })
      .from(simSessions);
    const matching = (keyword: string, from?: Date) =>
      rows
        .filter((r) => (r.text ?? "").includes(keyword.trim().toLowerCase()) && (!from || r.at >= from))
        .map((r) => r.id)
        .sort((a, b) => a - b);
    const sorted = (result: Awaited<ReturnType<typeof list>>) => [...ids(result)].sort((a, b) => a - b);
    /** Every page of one: the first pages walk the sort index, later ones read the gram index. */
    const oneByOne = async (body: Record<string, unknown>, total: number) => {
      const all: number[] = [];
      for (let page = 1; page <= total + 1; page++) {
        const result = await list("admin", { ...body, page_count: 1, page_number: page });
        expect(result.body.data.total).toBe(total);
        all.push(...ids(result));
      }
      return all;
    };
    const keywords = [
      "mm",
      "M",
      "a",
      "0",
      "ầ",
      "Ầ",
      "ễn",
      "đ",
      "n ",
      "-",
      "zq",
      "vn",
      "v",
      "e\u0301",
      "\u0301",
    ];
    keywords.push("%", "_", "\\", "%_", "_o", "_b", "\\t", "\\\\", "c:", "x%", "%y");
    for (const keyword of keywords) {
      const expected = matching(keyword);
      const whole = await list("admin", { keyword });
      expect(whole.body.data.total, keyword).toBe(expected.length);
      expect(sorted(whole), keyword).toEqual(expected);
      expect(await oneByOne({ keyword }, expected.length), keyword).toEqual(ids(whole));
    }
    // Each sort and direction gives the same order whichever way the matches are found.
    for (const filter of ["instructor_name", "pilot_name", "date_time", "place"])
      for (const order of ["+", "-"]) {
        const body = { keyword: "a", filter, order };
        const whole = await list("admin", body);
        expect(await oneByOne(body, matching("a").length), `${filter}${order}`).toEqual(ids(whole));
      }
    // With a date range the total is counted; with a caller's seats the matches are sorted as well.
    const from = new Date("2026-07-02T00:00:00+07:00");
    for (const keyword of ["a", "_", "ễ", "zq", "vn"]) {
      const body = { keyword, date_range: { start_date: "2026-07-02" } };
      const whole = await list("admin", body);
      expect(sorted(whole), keyword).toEqual(matching(keyword, from));
      expect(whole.body.data.total, keyword).toBe(matching(keyword, from).length);
      expect(await oneByOne(body, matching(keyword, from).length), keyword).toEqual(ids(whole));
    }
    expect(ids(await list("instructorOther", { themself: false, keyword: "ta" }))).toEqual([listIds[1]]);
    expect(ids(await list("instructorOther", { themself: false, keyword: "mm" }))).toEqual([]);
  });

  it("carries each form's reset-status history for the red rows", async () => {
    const [form] = await ctx.database.db
      .select()
      .from(simForms)
      .where(and(eq(simForms.simId, listIds[0] as number), eq(simForms.pilotOrder, 2)));
    await ctx.database.db
      .update(simForms)
      .set({ status: SimFormStatus.FAILED })
      .where(eq(simForms.id, form?.id as number));
    await ctx.database.db.insert(workflowHistory).values({
      entity: "sim_form",
      entityId: String(form?.id),
      action: "set_status",
      fromStatus: 1,
      toStatus: SimFormStatus.FAILED,
      reason: "Failed the check",
      fileKey: "sim_status/2026/07/s.pdf",
    });
    const result = await list("admin", { keyword: "alpha" });
    const row = result.body.data.sim_list[0];
    expect(row.second_pilot).toMatchObject({
      form_status: SimFormStatus.FAILED,
      reset_status: [
        {
          reason: "Failed the check",
          form_status: "/api/v1/files/sim_status/2026/07/s.pdf",
          status: SimFormStatus.FAILED,
        },
      ],
    });
    expect(row.first_pilot.reset_status).toEqual([]);
  });

  it("keeps a search's total while nothing writes the sessions, and counts again after every write", async () => {
    const total = async (keyword: string) => (await list("admin", { keyword })).body.data.total;
    const db = ctx.database.db;
    expect(await total("delta")).toBe(0);
    // Created, updated and deleted through the API: each write raises the sessions' version.
    const id = (await api.post("sim/create_sim", sim({ note: "delta one" }), as("admin"))).body.data.id;
    expect(await total("delta")).toBe(1);
    expect(await total("delta")).toBe(1);
    const updated = await api.post("sim/update_sim", { id, ...sim({ note: "epsilon" }) }, as("admin"));
    expect(updated.status).toBe(200);
    expect(await total("delta")).toBe(0);
    expect(await total("epsilon")).toBe(1);
    // Written straight to the database, as another instance would: counted again too.
    await db.update(simSessions).set({ note: "delta two" }).where(eq(simSessions.id, id));
    expect(await total("delta")).toBe(1);
    expect(await total("epsilon")).toBe(0);
    // The version is what keeps the count: with its trigger off a write goes unseen.
    await db.execute("alter table sim_sessions disable trigger sim_sessions_list_version");
    try {
      await db.update(simSessions).set({ note: "zeta" }).where(eq(simSessions.id, id));
      expect(await total("delta")).toBe(1);
    } finally {
      await db.execute("alter table sim_sessions enable trigger sim_sessions_list_version");
    }
    expect((await api.post("sim/delete_sim", { sim_id: id }, as("admin"))).status).toBe(200);
    expect(await total("delta")).toBe(0);
    expect(await total("zeta")).toBe(0);
  });

  it("keeps each gram's count through every write, as a recount finds it", async () => {
    const db = ctx.database.db;
    const wrong = async (executor: { execute: typeof db.execute } = db) =>
      rowsOf<{ gram: string }>(
        await executor.execute(sql`
          select coalesce(c.gram, s.gram) as gram from
            (select gram, rows from list_gram_counts where table_name = 'sim_sessions' and rows <> 0) c
            full join (select g.gram, count(*) as rows from sim_sessions,
              lateral (select distinct gram from unnest(short_grams(search_text)) gram union all select '') g
              group by g.gram) s on s.gram = c.gram
          where c.rows is distinct from s.rows`),
      ).map((r) => r.gram);
    expect(await wrong()).toEqual([]);
    // Several rows in one statement, each way, and a text that loses and gains grams.
    await db.update(simSessions).set({ note: sql`coalesce(${simSessions.note}, '') || ' ỹ%'` });
    await db
      .update(simSessions)
      .set({ note: "ỹ" })
      .where(eq(simSessions.id, listIds[0] as number));
    expect(await wrong()).toEqual([]);
    expect((await list("admin", { keyword: "ỹ%" })).body.data.total).toBe((await sessionsCount()) - 1);
    await db
      .transaction(async (tx) => {
        await tx.delete(simSessions).where(sql`${simSessions.id} <> ${listIds[0] as number}`);
        expect(await wrong(tx)).toEqual([]);
        await tx.execute(sql`truncate sim_sessions cascade`);
        const left = await tx.execute(
          sql`select gram from list_gram_counts where table_name = 'sim_sessions'`,
        );
        expect(rowsOf(left)).toEqual([]);
        await tx.execute(sql`insert into sim_sessions (first_pilot_crew_code, second_pilot_crew_code,
        sima_instructor_crew_code, simb_instructor_crew_code, sessiona_date_time, sessiona_place,
        sessionb_date_time, sessionb_place) values ('Q1', 'Q2', 'Q3', 'Q4', now(), 'VN001', now(), 'VN001')`);
        expect(await wrong(tx)).toEqual([]);
        tx.rollback();
      })
      .catch((error: Error) => {
        if (!/rollback/i.test(error.message)) throw error;
      });
    expect(await wrong()).toEqual([]);
  });

  it("keeps each session's search text and time in the narrow search table through every write", async () => {
    const db = ctx.database.db;
    const differing = async (executor: { execute: typeof db.execute } = db) =>
      rowsOf<{ id: number }>(
        await executor.execute(sql`
          select coalesce(s.id, n.sim_id) as id
          from sim_sessions s full join sim_session_search n on n.sim_id = s.id
          where s.id is null or n.sim_id is null or n.search_text is distinct from s.search_text
            or n.sessiona_date_time is distinct from s.sessiona_date_time`),
      ).map((r) => r.id);
    expect(await differing()).toEqual([]);
    await db.update(simSessions).set({ note: sql`coalesce(${simSessions.note}, '') || ' narrowtext'` });
    await db
      .update(simSessions)
      .set({ sessionaDateTime: sql`${simSessions.sessionaDateTime} - interval '1 day'` })
      .where(eq(simSessions.id, listIds[0] as number));
    expect(await differing()).toEqual([]);
    // The whole list searched by a keyword is counted off the narrow table: every session, or none
    // after a day past all of them.
    const all = await sessionsCount();
    expect((await list("admin", { keyword: "narrowtext" })).body.data.total).toBe(all);
    expect(
      (await list("admin", { keyword: "narrowtext", date_range: { start_date: "2099-01-01" } })).body.data
        .total,
    ).toBe(0);
    await db
      .transaction(async (tx) => {
        await tx.delete(simSessions).where(sql`${simSessions.id} <> ${listIds[0] as number}`);
        expect(await differing(tx)).toEqual([]);
        await tx.execute(sql`insert into sim_sessions (first_pilot_crew_code, second_pilot_crew_code,
        sima_instructor_crew_code, simb_instructor_crew_code, sessiona_date_time, sessiona_place,
        sessionb_date_time, sessionb_place) values ('Q1', 'Q2', 'Q3', 'Q4', now(), 'VN001', now(), 'VN001')`);
        expect(await differing(tx)).toEqual([]);
        await tx.execute(sql`truncate sim_sessions cascade`);
        expect(rowsOf(await tx.execute(sql`select sim_id from sim_session_search`))).toEqual([]);
        tx.rollback();
      })
      .catch((error: Error) => {
        if (!/rollback/i.test(error.message)) throw error;
      });
    expect(await differing()).toEqual([]);
  });
});

describe("sim/find_sim_conflicts", () => {
  it("warns of a pilot, an instructor or a place already booked, and never of the edited session itself", async () => {
    const day = {
      sessiona_date_time: "2026-09-10T08:00:00+07:00",
      sessionb_date_time: "2026-09-11T08:00:00+07:00",
    };
    const booked = (await api.post("sim/create_sim", sim(day), as("admin"))).body.data.id as number;
    const elsewhere = {
      first_pilot_crew_code: "P109",
      second_pilot_crew_code: "P102",
      sessiona_date_time: "2026-09-10T10:00:00+07:00",
      sessionb_date_time: "2026-09-15T08:00:00+07:00",
    };
    const free = await api.post(
      "sim/find_sim_conflicts",
      {
        sims: [
          sim({
            ...elsewhere,
            sima_instructor_crew_code: "IX01",
            simb_instructor_crew_code: "IX01",
            sessiona_place: "VN026",
          }),
        ],
      },
      as("creator"),
    );
    expect(free.status).toBe(200);
    expect(free.body.data.conflicts).toEqual([]);
    const clash = await api.post("sim/find_sim_conflicts", { sims: [sim(elsewhere)] }, as("editor"));
    expect(clash.body.data.conflicts).toEqual([
      {
        index: 0,
        session: "a",
        kind: "instructor",
        crew_code: "IA01",
        other_sim_id: booked,
        other_date_time: "2026-09-10T08:00:00+07:00",
      },
      {
        index: 0,
        session: "a",
        kind: "place",
        place: "VN001",
        other_sim_id: booked,
        other_date_time: "2026-09-10T08:00:00+07:00",
      },
    ]);
    const self = await api.post(
      "sim/find_sim_conflicts",
      { sims: [{ id: booked, ...sim(day) }] },
      as("editor"),
    );
    expect(self.body.data.conflicts).toEqual([]);
    for (const key of ["viewer", "deleter", "pilot1", "instructorA"]) {
      expect((await api.post("sim/find_sim_conflicts", { sims: [sim()] }, as(key))).status, key).toBe(403);
    }
  });
});

describe("SIM calendar", () => {
  const get = (url: string, token?: string) =>
    ctx.app.inject({
      method: "GET",
      url: `/api/v1/${url}`,
      headers: { "application-type": "5", ...(token ? { "access-token": token } : {}) },
    });
  let future: number;
  beforeAll(async () => {
    const soon = new Date(Date.now() + 3 * 24 * 3600_000);
    const iso = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, "Z");
    const created = await api.post(
      "sim/create_sim",
      sim({
        sessiona_date_time: iso(soon),
        sessionb_date_time: iso(new Date(soon.getTime() + 24 * 3600_000)),
        note: "Line 1; with, commas",
      }),
      as("admin"),
    );
    future = created.body.data.id;
  });

  it("downloads the caller's upcoming sessions: a pilot both, an instructor theirs", async () => {
    const pilot = await get("sim/my_calendar.ics", tokens.pilot1);
    expect(pilot.statusCode).toBe(200);
    expect(pilot.headers["content-type"]).toContain("text/calendar");
    expect(pilot.body).toContain(`UID:sim-${future}-a@trms`);
    expect(pilot.body).toContain(`UID:sim-${future}-b@trms`);
    expect(pilot.body).toContain("Note: Line 1\\; with\\, commas");
    expect(pilot.body).not.toContain(`sim-${simId}-a@trms`);
    const instructor = await get("sim/my_calendar.ics", tokens.instructorA);
    expect(instructor.body).toContain(`UID:sim-${future}-a@trms`);
    expect(instructor.body).not.toContain(`UID:sim-${future}-b@trms`);
    expect(instructor.body.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    for (const key of ["admin", "viewer", "bareStaff"])
      expect((await get("sim/my_calendar.ics", tokens[key])).statusCode, key).toBe(403);
    expect((await get("sim/my_calendar.ics")).statusCode).toBe(401);
  });

  it("gives a secret subscription URL that works without sign-in until revoked", async () => {
    const first = await api.post("sim/calendar_link", {}, as("pilot1"));
    expect(first.status).toBe(200);
    const url = first.body.data.url as string;
    expect(url).toMatch(/\/api\/v1\/sim\/calendar\/[0-9a-f]{64}\.ics$/);
    expect((await api.post("sim/calendar_link", {}, as("pilot1"))).body.data.url).toBe(url);
    expect((await api.post("sim/calendar_link", {}, as("pilot2"))).body.data.url).not.toBe(url);
    const path = url.slice(url.indexOf("/api/v1/") + "/api/v1/".length);
    const subscribed = await get(path);
    expect(subscribed.statusCode).toBe(200);
    expect(subscribed.body).toContain(`UID:sim-${future}-a@trms`);
    expect((await get(path.replace(/[0-9a-f]{4}\.ics$/, "0000.ics"))).statusCode).toBe(404);
    expect((await api.post("sim/revoke_calendar_link", {}, as("pilot1"))).status).toBe(200);
    expect((await get(path)).statusCode).toBe(404);
    const renewed = await api.post("sim/calendar_link", {}, as("pilot1"));
    expect(renewed.body.data.url).not.toBe(url);
    expect((await api.post("sim/calendar_link", {}, as("admin"))).status).toBe(403);
  });
});
