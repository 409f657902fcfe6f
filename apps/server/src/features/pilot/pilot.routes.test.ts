import { readdir } from "node:fs/promises";
import path from "node:path";
import { FLEETS, Permission, Position, Role } from "@trms/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PDF, PNG, TEST_PASSWORD } from "../../../test/accounts";
import { apiClient } from "../../../test/client";
import { createAdmin, createStaff, createUser } from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/harness";
import { pilots } from "../../db/tables/pilot.table";
import { users } from "../../db/tables/user.table";

/** Accounts holding one create or edit permission whose form picks a pilot. */
const PICKERS = [
  ["simCreator", Permission.CREATE_SIM],
  ["simEditor", Permission.EDIT_SIM],
  ["lineCheckCreator", Permission.CREATE_LINE_CHECK],
  ["lineCheckEditor", Permission.EDIT_LINE_CHECK],
  ["lineTrainingCreator", Permission.CREATE_LINE_TRAINING],
  ["lineTrainingEditor", Permission.EDIT_LINE_TRAINING],
] as const;

let ctx: TestContext;
let api: ReturnType<typeof apiClient>;
const tokens: Record<string, string> = {};
const pilotIds: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  api = apiClient(ctx);
  const extra = [
    { key: "staffNone", email: "none@test.trms", role: Role.USER },
    {
      key: "creator",
      email: "creator@test.trms",
      role: Role.USER,
      managementRole: [Permission.CREATE_PILOT],
    },
    { key: "editor", email: "editor@test.trms", role: Role.USER, managementRole: [Permission.EDIT_PILOT] },
    {
      key: "resetter",
      email: "resetter@test.trms",
      role: Role.USER,
      managementRole: [Permission.RESET_PASSWORD],
    },
    {
      key: "deactivator",
      email: "deact@test.trms",
      role: Role.USER,
      managementRole: [Permission.DE_ACTIVATE_PILOT, Permission.VIEW_PILOT_LIST],
    },
    {
      key: "staffB787",
      email: "b787@test.trms",
      role: Role.USER,
      fleet: "B787",
      managementRole: [Permission.VIEW_PILOT_LIST],
    },
    ...PICKERS.map(([key, permission]) => ({
      key,
      email: `${key.toLowerCase()}@test.trms`,
      role: Role.USER,
      managementRole: [permission],
    })),
    {
      key: "simCreatorB787",
      email: "simcreatorb787@test.trms",
      role: Role.USER,
      fleet: "B787",
      managementRole: [Permission.CREATE_SIM],
    },
    {
      key: "simViewer",
      email: "simviewer@test.trms",
      role: Role.USER,
      managementRole: [Permission.VIEW_SIM],
    },
    {
      key: "simStatus",
      email: "simstatus@test.trms",
      role: Role.USER,
      managementRole: [Permission.CHANGE_SIM_STATUS, Permission.VIEW_LINE_TRAINING],
    },
  ] as const;
  for (const { key, email, role, ...account } of extra) {
    const fleet = "fleet" in account ? account.fleet : undefined;
    const permissions = "managementRole" in account ? account.managementRole : [];
    tokens[key] = (await createUser(ctx, { role, email, fleet, permissions })).client.token;
  }
  tokens.superAdmin = (await createAdmin(ctx)).client.token;
  tokens.staff = (await createStaff(ctx, [Permission.VIEW_PILOT_LIST, Permission.VIEW_SIM])).client.token;
  // 24 pilots: 9 in A321 (the named ones a case works on and 3 more), 5 in each other fleet.
  const pilot = (email: string, profile: Parameters<typeof createUser>[1]["profile"], fullName?: string) =>
    createUser(ctx, { role: Role.PILOT, fleet: "A321", email, fullName, profile });
  const instructor = await createUser(ctx, {
    role: Role.INSTRUCTOR,
    fleet: "A321",
    email: "instructor@test.trms",
    fullName: "Trần Quốc Huy",
    profile: {
      crewCode: "I0001",
      instructorRating: "TRI",
      namePosition: Position.CAPTAIN,
      function: "Captain",
      phoneNumber: "0903000001",
      caavNumber: "VN10001",
      base: "HAN",
    },
  });
  tokens.instructor = instructor.client.token;
  tokens.pilot = (
    await pilot("pilot@test.trms", { crewCode: "P0001", phoneNumber: "0903000002" }, "Nguyễn Văn Minh")
  ).client.token;
  tokens.pilot2 = (
    await pilot("pilot2@test.trms", { crewCode: "P0002", phoneNumber: "0903000003" }, "Lê Hoàng Nam")
  ).client.token;
  for (const name of ["pilot14", "pilot15", "pilot18"]) await pilot(`${name}@test.trms`, {});
  for (let i = 0; i < 18; i++)
    await createUser(ctx, {
      role: Role.PILOT,
      fleet: i < 3 ? "A321" : FLEETS[1 + (i % 3)],
      profile: { namePosition: i % 4, phoneNumber: `0912${String(i).padStart(6, "0")}` },
    });
  const rows = await ctx.database.db
    .select({ id: pilots.id, email: users.email, fleet: users.fleet })
    .from(pilots)
    .innerJoin(users, eq(users.id, pilots.userId));
  for (const row of rows) pilotIds[row.email] = row.id;
});
afterAll(async () => {
  await ctx.close();
});

const as = (key: string) => ({ token: tokens[key] });
const id = (email: string) => pilotIds[email] as number;

function pilotForm(fields: Record<string, string>, avatar?: { bytes: Buffer; name: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (avatar) form.append("avatar", new Blob([avatar.bytes]), avatar.name);
  return form;
}

const newPilot = (overrides: Record<string, string> = {}) => ({
  crew_code: "n1001",
  full_name: "  Trương Văn Bảo ",
  email: "bao@vietnamairlines.com",
  password: "Pilot@2026",
  fleet: "A321",
  name_position: "1",
  date_of_birth: "1990-05-20",
  function: "First Officer",
  phone_number: " 0912345678 ",
  caav_number: "VN5555",
  department_position: "Group 2",
  seniority_point: "12.5",
  ...overrides,
});

async function avatarFiles() {
  const dir = path.join(ctx.dataDir, "files", "avatar");
  return (await readdir(dir, { recursive: true }).catch(() => [] as string[])).filter(
    (f) => f.endsWith(".png") || f.endsWith(".jpg"),
  );
}

describe("pilot/sort_pilot", () => {
  it("pages, filters and sorts in SQL for the super administrator across fleets", async () => {
    const all = await api.post("pilot/sort_pilot", { page_count: 100 }, as("superAdmin"));
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBe(24);
    const firstPage = await api.post("pilot/sort_pilot", {}, as("superAdmin"));
    expect(firstPage.body.data.pilots).toHaveLength(10);
    expect(firstPage.body.data.total).toBe(24);
    const row = firstPage.body.data.pilots[0];
    expect(Object.keys(row).sort()).toEqual(
      [
        "avatar",
        "crew_code",
        "department_position",
        "first_flight_date",
        "fleet",
        "fleet_position",
        "full_name",
        "id",
        "name_position",
        "phone_number",
        "seniority_point",
        "status",
        "user_id",
      ].sort(),
    );
    const b787 = await api.post(
      "pilot/sort_pilot",
      { page_count: 100, filters: { fleet: "B787" } },
      as("superAdmin"),
    );
    expect(b787.body.data.pilots.every((p: { fleet: string }) => p.fleet === "B787")).toBe(true);
    expect(b787.body.data.total).toBe(5);
    const captains = await api.post(
      "pilot/sort_pilot",
      { page_count: 100, filters: { name_position: 0 } },
      as("superAdmin"),
    );
    expect(captains.body.data.pilots.every((p: { name_position: number }) => p.name_position === 0)).toBe(
      true,
    );
    const sorted = await api.post(
      "pilot/sort_pilot",
      { page_count: 100, order: "+", filters: { sort_by: "full_name" } },
      as("superAdmin"),
    );
    const names = sorted.body.data.pilots.map((p: { full_name: string }) => p.full_name);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    const byCode = await api.post("pilot/sort_pilot", { keyword: "p0002" }, as("superAdmin"));
    expect(byCode.body.data.pilots.map((p: { crew_code: string }) => p.crew_code)).toEqual(["P0002"]);
    const byName = await api.post("pilot/sort_pilot", { keyword: "hoàng nam" }, as("superAdmin"));
    expect(byName.body.data.pilots.map((p: { crew_code: string }) => p.crew_code)).toContain("P0002");
    const byGroup = await api.post(
      "pilot/sort_pilot",
      { filters: { group: "nothing-like-this" } },
      as("superAdmin"),
    );
    expect(byGroup.body.data.total).toBe(0);
  });

  it("keeps fleet-bound staff and instructors within their own fleet", async () => {
    for (const key of ["staff", "instructor"]) {
      const result = await api.post("pilot/sort_pilot", { page_count: 100 }, as(key));
      expect(result.status, key).toBe(200);
      expect(
        result.body.data.pilots.every((p: { fleet: string }) => p.fleet === "A321"),
        key,
      ).toBe(true);
      expect(result.body.data.total, key).toBe(9);
    }
    const b787 = await api.post(
      "pilot/sort_pilot",
      { page_count: 100, filters: { fleet: "A321" } },
      as("staffB787"),
    );
    expect(b787.body.data.total).toBe(0);
  });

  it.each([["staffNone"], ["creator"], ["resetter"], ["pilot"]])("is refused to %s", async (key) => {
    expect((await api.post("pilot/sort_pilot", {}, as(key))).status).toBe(403);
  });

  it("refuses unknown filters and sort fields", async () => {
    expect(
      (await api.post("pilot/sort_pilot", { filters: { sort_by: "password_hash" } }, as("superAdmin")))
        .status,
    ).toBe(400);
    expect((await api.post("pilot/sort_pilot", { filters: { role: 1 } }, as("superAdmin"))).status).toBe(400);
  });
});

describe("pilot/pilot_detail", () => {
  it("shows a pilot to themself with the salt, to managers and to instructors of the fleet", async () => {
    const self = await api.post("pilot/pilot_detail", { id: id("pilot@test.trms") }, as("pilot"));
    expect(self.status).toBe(200);
    expect(self.body.data).toMatchObject({ crew_code: "P0001", email: "pilot@test.trms", role: Role.PILOT });
    expect(self.body.data.password_salt).toMatch(/^[0-9a-f]{32}$/);
    expect(self.body.data).not.toHaveProperty("passwordHash");
    const byStaff = await api.post("pilot/pilot_detail", { id: id("pilot@test.trms") }, as("staff"));
    expect(byStaff.status).toBe(200);
    expect(byStaff.body.data).not.toHaveProperty("password_salt");
    expect(
      (await api.post("pilot/pilot_detail", { id: id("pilot@test.trms") }, as("instructor"))).status,
    ).toBe(200);
  });

  it("reads as not found to another pilot, another fleet and those without the list permission", async () => {
    expect((await api.post("pilot/pilot_detail", { id: id("pilot2@test.trms") }, as("pilot"))).status).toBe(
      404,
    );
    expect(
      (await api.post("pilot/pilot_detail", { id: id("pilot@test.trms") }, as("staffB787"))).status,
    ).toBe(404);
    expect(
      (await api.post("pilot/pilot_detail", { id: id("pilot@test.trms") }, as("staffNone"))).status,
    ).toBe(404);
    expect((await api.post("pilot/pilot_detail", { id: 999999 }, as("superAdmin"))).status).toBe(404);
    expect((await api.post("pilot/pilot_detail", { id: id("pilot@test.trms") })).status).toBe(401);
  });
});

describe("pilot/create_pilot", () => {
  it("creates a pilot with an avatar, trimmed fields, and an account that signs in", async () => {
    const result = await api.postForm(
      "pilot/create_pilot",
      pilotForm(newPilot(), { bytes: PNG, name: "face.png" }),
      as("superAdmin"),
    );
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({
      crew_code: "N1001",
      full_name: "Trương Văn Bảo",
      phone_number: "0912345678",
      fleet: "A321",
      name_position: 1,
      date_of_birth: "1990-05-20",
      seniority_point: 12.5,
      role: Role.PILOT,
      status: 1,
    });
    expect(result.body.data.avatar).toMatch(/^\/api\/v1\/files\/avatar\//);
    const login = await api.login("bao@vietnamairlines.com", "Pilot@2026");
    expect(login.status).toBe(200);
    expect(login.body.data.user).toMatchObject({
      role: Role.PILOT,
      crew_code: "N1001",
      pilot_id: result.body.data.id,
    });
  });

  it("makes an account with an instructor rating an instructor", async () => {
    const result = await api.postForm(
      "pilot/create_pilot",
      pilotForm(newPilot({ crew_code: "T2001", email: "tri@vietnamairlines.com", instructor_rating: "TRI" })),
      as("creator"),
    );
    expect(result.status).toBe(200);
    expect(result.body.data.role).toBe(Role.INSTRUCTOR);
    const instructors = await api.post("pilot/sim_instructor_list", {}, as("superAdmin"));
    expect(instructors.body.data.map((i: { crew_code: string }) => i.crew_code)).toContain("T2001");
  });

  it("puts a pilot created without a fleet in the manager's own; the super admin names one", async () => {
    const { fleet: _fleet, ...withoutFleet } = newPilot({
      crew_code: "F3001",
      email: "nofleet@vietnamairlines.com",
    });
    const created = await api.postForm("pilot/create_pilot", pilotForm(withoutFleet), as("creator"));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const detail = await api.post("pilot/pilot_detail", { id: created.body.data.id }, as("superAdmin"));
    expect(detail.body.data.fleet).toBe("A321");
    const refused = await api.postForm(
      "pilot/create_pilot",
      pilotForm({ ...withoutFleet, crew_code: "F3002", email: "nofleet2@vietnamairlines.com" }),
      as("superAdmin"),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual([{ path: "fleet", message: "Fleet is required" }]);
  });

  it("refuses a duplicate crew code or email with 409 and leaves no avatar behind", async () => {
    const before = await avatarFiles();
    const code = await api.postForm(
      "pilot/create_pilot",
      pilotForm(newPilot({ crew_code: "P0001", email: "other@vietnamairlines.com" }), {
        bytes: PNG,
        name: "a.png",
      }),
      as("superAdmin"),
    );
    expect(code.status).toBe(409);
    expect(code.body).toMatchObject({
      code: "CONFLICT",
      message: "This crew code is already in use",
      details: [{ path: "crew_code" }],
    });
    const email = await api.postForm(
      "pilot/create_pilot",
      pilotForm(newPilot({ crew_code: "Q9", email: "pilot2@test.trms" }), { bytes: PNG, name: "a.png" }),
      as("superAdmin"),
    );
    expect(email.status).toBe(409);
    expect(email.body.message).toBe("This email is already in use");
    expect(await avatarFiles()).toEqual(before);
  });

  it.each([
    [{ crew_code: "X".repeat(11) }, "crew_code", "This value is too long"],
    [{ crew_code: "  " }, "crew_code", "This field is required"],
    [{ phone_number: "1".repeat(17) }, "phone_number", "This value is too long"],
    [{ identify_number: "1".repeat(13) }, "identify_number", "This value is too long"],
    [{ passport_number: "1".repeat(13) }, "passport_number", "This value is too long"],
    [{ caav_number: "1".repeat(13) }, "caav_number", "This value is too long"],
    [
      { phone_number: "abc-not-a-phone" },
      "phone_number",
      "A phone number has 8 to 16 characters: digits, spaces, +, - or ( )",
    ],
    [{ identify_number: "1234567890" }, "identify_number", "An ID card number has 9 or 12 digits"],
    [{ passport_number: "C-12345" }, "passport_number", "A passport number has 6 to 9 letters or digits"],
    [{ email: "not-an-email" }, "email", "Email is invalid"],
    [{ fleet: "" }, "fleet", "Fleet is required"],
    [{ name_position: "7" }, "name_position", "This value is invalid"],
    [{ date_of_birth: "1990-02-30" }, "date_of_birth", "This value is invalid"],
    [{ seniority_point: "-1" }, "seniority_point", "This value is too small"],
    [{ google_form_link: "javascript:alert(1)" }, "google_form_link", "This value is invalid"],
  ])("refuses %j and saves nothing", async (overrides, path, message) => {
    const before = await avatarFiles();
    const fields = newPilot({ crew_code: "BAD1", email: "bad1@vietnamairlines.com", ...overrides });
    const result = await api.postForm(
      "pilot/create_pilot",
      pilotForm(fields, { bytes: PNG, name: "a.png" }),
      as("superAdmin"),
    );
    expect(result.status).toBe(400);
    expect(result.body.details).toContainEqual({ path, message });
    const [row] = await ctx.database.db.select().from(pilots).where(eq(pilots.crewCode, "BAD1"));
    expect(row).toBeUndefined();
    expect(await avatarFiles()).toEqual(before);
  });

  it("refuses a non-image avatar (415) and an avatar over 30 MB (413), saving nothing", async () => {
    const wrong = await api.postForm(
      "pilot/create_pilot",
      pilotForm(newPilot({ crew_code: "BAD2", email: "bad2@vietnamairlines.com" }), {
        bytes: PDF,
        name: "face.jpg",
      }),
      as("superAdmin"),
    );
    expect(wrong.status).toBe(415);
    const huge = Buffer.alloc(31_457_281, 0);
    PNG.copy(huge);
    const big = await api.postForm(
      "pilot/create_pilot",
      pilotForm(newPilot({ crew_code: "BAD3", email: "bad3@vietnamairlines.com" }), {
        bytes: huge,
        name: "face.png",
      }),
      as("superAdmin"),
    );
    expect(big.status).toBe(413);
    const rows = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.email, "bad3@vietnamairlines.com"));
    expect(rows).toHaveLength(0);
  });

  it("keeps a fleet-bound creator to their fleet and refuses those without CREATE_PILOT", async () => {
    const fields = newPilot({ crew_code: "F1", email: "f1@vietnamairlines.com", fleet: "B787" });
    expect((await api.postForm("pilot/create_pilot", pilotForm(fields), as("creator"))).status).toBe(403);
    for (const key of ["staff", "staffNone", "editor", "instructor", "pilot"]) {
      expect((await api.postForm("pilot/create_pilot", pilotForm(fields), as(key))).status, key).toBe(403);
    }
    expect((await api.postForm("pilot/create_pilot", pilotForm(fields))).status).toBe(401);
  });
});

describe("pilot/update_pilot", () => {
  const update = (overrides: Record<string, string> = {}) => ({
    id: String(id("pilot2@test.trms")),
    crew_code: "P0002",
    full_name: "Lê Hoàng Nam",
    fleet: "A321",
    function: "Captain",
    name_position: "0",
    ...overrides,
  });

  it("updates with EDIT_PILOT and requires function", async () => {
    const ok = await api.postForm(
      "pilot/update_pilot",
      pilotForm(update({ phone_number: "0987 654 321" })),
      as("editor"),
    );
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({
      function: "Captain",
      name_position: 0,
      phone_number: "0987 654 321",
    });
    const missing = await api.postForm(
      "pilot/update_pilot",
      pilotForm(update({ function: " " })),
      as("editor"),
    );
    expect(missing.status).toBe(400);
    expect(missing.body.details).toContainEqual({ path: "function", message: "Function is required" });
  });

  it("keeps the fields a change leaves out, clears the ones sent empty, and keeps an instructor an instructor", async () => {
    const instructorId = id("instructor@test.trms");
    const before = await api.post("pilot/pilot_detail", { id: instructorId }, as("superAdmin"));
    expect(before.body.data).toMatchObject({
      role: Role.INSTRUCTOR,
      caav_number: "VN10001",
      phone_number: "0903000001",
    });
    const minimal = pilotForm({
      id: String(instructorId),
      crew_code: "I0001",
      full_name: "Trần Quốc Huy",
      fleet: "A321",
      function: "Captain",
      phone_number: "",
    });
    const result = await api.postForm("pilot/update_pilot", minimal, as("superAdmin"));
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({
      role: Role.INSTRUCTOR,
      instructor_rating: "TRI",
      caav_number: "VN10001",
      base: "HAN",
      phone_number: null,
    });
    const info = await api.post(
      "pilot/update_info_for_pilot",
      { id: instructorId, phone_number: "0903000009" },
      {
        token: await api.tokenFor("instructor@test.trms", TEST_PASSWORD),
      },
    );
    expect(info.body.data).toMatchObject({ phone_number: "0903000009", caav_number: "VN10001" });
  });

  it("never changes the email, and refuses another pilot's crew code", async () => {
    const email = await api.postForm(
      "pilot/update_pilot",
      pilotForm(update({ email: "new@x.vn" })),
      as("superAdmin"),
    );
    expect(email.status).toBe(400);
    expect(email.body.details).toContainEqual({ path: "email", message: "Unknown field" });
    const taken = await api.postForm(
      "pilot/update_pilot",
      pilotForm(update({ crew_code: "P0001" })),
      as("superAdmin"),
    );
    expect(taken.status).toBe(409);
  });

  it("is refused without EDIT_PILOT", async () => {
    for (const key of ["staff", "creator", "instructor", "pilot", "pilot2"]) {
      expect((await api.postForm("pilot/update_pilot", pilotForm(update()), as(key))).status, key).toBe(403);
    }
  });
});

describe("pilot/update_info_for_pilot and pilot/change_avatar", () => {
  it("lets a pilot update their own phone, identify and passport numbers only", async () => {
    const result = await api.post(
      "pilot/update_info_for_pilot",
      {
        id: id("pilot@test.trms"),
        phone_number: " 0909000111 ",
        identify_number: "012345678901",
        passport_number: "",
      },
      as("pilot"),
    );
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({
      phone_number: "0909000111",
      identify_number: "012345678901",
      passport_number: null,
    });
    const extra = await api.post(
      "pilot/update_info_for_pilot",
      { id: id("pilot@test.trms"), full_name: "Hacker" },
      as("pilot"),
    );
    expect(extra.status).toBe(400);
    const long = await api.post(
      "pilot/update_info_for_pilot",
      { id: id("pilot@test.trms"), phone_number: "1".repeat(17) },
      as("pilot"),
    );
    expect(long.status).toBe(400);
    expect(
      (
        await api.post(
          "pilot/update_info_for_pilot",
          { id: id("pilot2@test.trms"), phone_number: "0909000222" },
          as("pilot"),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await api.post(
          "pilot/update_info_for_pilot",
          { id: id("pilot2@test.trms"), phone_number: "0909000222" },
          as("staff"),
        )
      ).status,
    ).toBe(403);
  });

  it("refuses a phone, ID card or passport number that is not shaped like one, in the caller's language", async () => {
    const pilotId = id("pilot@test.trms");
    const before = await api.post("pilot/pilot_detail", { id: pilotId }, as("pilot"));
    const phone = await api.post(
      "pilot/update_info_for_pilot",
      { id: pilotId, phone_number: "abc-not-a-phone" },
      { ...as("pilot"), lang: "vi" },
    );
    expect(phone.status).toBe(400);
    expect(phone.body.details).toContainEqual({
      path: "phone_number",
      message: "Số điện thoại gồm 8 đến 16 ký tự: chữ số, khoảng trắng, +, - hoặc ( )",
    });
    const numbers = await api.post(
      "pilot/update_info_for_pilot",
      { id: pilotId, phone_number: "1234567", identify_number: "12345678901", passport_number: "12345" },
      as("pilot"),
    );
    expect(numbers.status).toBe(400);
    expect(numbers.body.details).toEqual(
      expect.arrayContaining([
        {
          path: "phone_number",
          message: "A phone number has 8 to 16 characters: digits, spaces, +, - or ( )",
        },
        { path: "identify_number", message: "An ID card number has 9 or 12 digits" },
        { path: "passport_number", message: "A passport number has 6 to 9 letters or digits" },
      ]),
    );
    const after = await api.post("pilot/pilot_detail", { id: pilotId }, as("pilot"));
    expect(after.body.data.phone_number).toBe(before.body.data.phone_number);
    const edit = await api.postForm(
      "pilot/update_pilot",
      pilotForm({
        id: String(id("pilot2@test.trms")),
        crew_code: "P0002",
        full_name: "Lê Hoàng Nam",
        fleet: "A321",
        function: "Captain",
        phone_number: "abc-not-a-phone",
      }),
      as("editor"),
    );
    expect(edit.status).toBe(400);
    expect(edit.body.details).toContainEqual({
      path: "phone_number",
      message: "A phone number has 8 to 16 characters: digits, spaces, +, - or ( )",
    });
  });

  it("lets a pilot change their own avatar, not another's", async () => {
    const form = () => {
      const f = new FormData();
      f.append("id", String(id("pilot@test.trms")));
      f.append("avatar", new Blob([PNG]), "me.png");
      return f;
    };
    const own = await api.postForm("pilot/change_avatar", form(), as("pilot"));
    expect(own.status).toBe(200);
    expect(own.body.data.avatar).toMatch(/^\/api\/v1\/files\/avatar\//);
    expect((await api.postForm("pilot/change_avatar", form(), as("pilot2"))).status).toBe(404);
    const none = new FormData();
    none.append("id", String(id("pilot@test.trms")));
    expect((await api.postForm("pilot/change_avatar", none, as("pilot"))).status).toBe(400);
  });
});

describe("pilot/change_password", () => {
  async function salt(email: string) {
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    return row?.passwordSalt as string;
  }

  it("needs the old password from the pilot themself", async () => {
    const s = await salt("pilot15@test.trms");
    const token = await api.tokenFor("pilot15@test.trms", TEST_PASSWORD);
    const body = { id: id("pilot15@test.trms"), new_password: api.verifier("Fresh@2026", s) };
    expect((await api.post("pilot/change_password", body, { token })).body.details[0].message).toBe(
      "Please enter your old password",
    );
    const ok = await api.post(
      "pilot/change_password",
      { ...body, old_password: api.verifier(TEST_PASSWORD, s) },
      { token },
    );
    expect(ok.status).toBe(200);
    expect((await api.login("pilot15@test.trms", "Fresh@2026")).status).toBe(200);
  });

  it("lets a holder of RESET_PASSWORD reset another pilot's password in their fleet, and nobody else", async () => {
    const s = await salt("pilot14@test.trms");
    const body = { id: id("pilot14@test.trms"), new_password: api.verifier("Reset@2026", s) };
    for (const key of ["staff", "editor", "instructor", "pilot"]) {
      expect((await api.post("pilot/change_password", body, as(key))).status, key).not.toBe(200);
    }
    expect((await api.login("pilot14@test.trms", TEST_PASSWORD)).status).toBe(200);
    expect((await api.post("pilot/change_password", body, as("resetter"))).status).toBe(404);
    const { token } = (await createStaff(ctx, [Permission.RESET_PASSWORD, Permission.VIEW_PILOT_LIST]))
      .client;
    expect((await api.post("pilot/change_password", body, { token })).status).toBe(200);
    expect((await api.login("pilot14@test.trms", "Reset@2026")).status).toBe(200);
  });
});

describe("pilot/activate_pilot and pilot/deactivate_pilot", () => {
  it("deactivates a pilot, whose live sessions end and who cannot sign in, then activates them", async () => {
    const pilotToken = await api.tokenFor("pilot18@test.trms", TEST_PASSWORD);
    const [row] = await ctx.database.db
      .select()
      .from(pilots)
      .where(eq(pilots.id, id("pilot18@test.trms")));
    const off = await api.post("pilot/deactivate_pilot", { crew_code: row?.crewCode }, as("deactivator"));
    expect(off.status).toBe(200);
    expect(off.body.data.status).toBe(0);
    expect((await api.post("auth/me", undefined, { token: pilotToken })).status).toBe(401);
    expect((await api.login("pilot18@test.trms", TEST_PASSWORD)).status).toBe(403);
    const on = await api.post("pilot/activate_pilot", { crew_code: row?.crewCode }, as("superAdmin"));
    expect(on.status).toBe(200);
    expect((await api.login("pilot18@test.trms", TEST_PASSWORD)).status).toBe(200);
  });

  it("is refused without DE_ACTIVATE_PILOT, and reads as not found for an unknown crew code", async () => {
    for (const key of ["staff", "editor", "instructor", "pilot"]) {
      expect((await api.post("pilot/deactivate_pilot", { crew_code: "P0002" }, as(key))).status, key).toBe(
        403,
      );
    }
    expect((await api.post("pilot/deactivate_pilot", { crew_code: "NOPE" }, as("superAdmin"))).status).toBe(
      404,
    );
    expect((await api.post("pilot/deactivate_pilot", { crew_code: "" }, as("superAdmin"))).status).toBe(400);
  });
});

describe("the pilot picker of record forms", () => {
  it("lets creators and editors of SIM sessions, line checks and line trainings search active pilots of their fleet, with the picker's fields only", async () => {
    for (const [key] of PICKERS) {
      const search = await api.post("pilot/search_pilot", { keyword: "P000" }, as(key));
      expect(search.status, key).toBe(200);
      const found = search.body.data as Record<string, unknown>[];
      expect(
        found.map((p) => p.crew_code),
        key,
      ).toEqual(expect.arrayContaining(["P0001", "P0002"]));
      for (const pilot of found) {
        expect(Object.keys(pilot).sort(), key).toEqual(["crew_code", "fleet", "full_name", "id"]);
        expect(pilot.fleet, key).toBe("A321");
      }
    }
    // Their sort_pilot list and profiles stay closed.
    expect((await api.post("pilot/sort_pilot", {}, as("simCreator"))).status).toBe(403);
    expect(
      (await api.post("pilot/pilot_detail", { id: id("pilot@test.trms") }, as("simCreator"))).status,
    ).toBe(404);
  });

  it("keeps a creator within their fleet", async () => {
    const search = await api.post("pilot/search_pilot", { keyword: "" }, as("simCreatorB787"));
    expect(search.status).toBe(200);
    const fleets = new Set((search.body.data as { fleet: string }[]).map((p) => p.fleet));
    expect([...fleets]).toEqual(["B787"]);
    const named = await api.post("pilot/search_pilot", { keyword: "P0001" }, as("simCreatorB787"));
    expect(named.body.data).toEqual([]);
  });

  it("gives pilot browsers the list row, as before", async () => {
    const search = await api.post("pilot/search_pilot", { keyword: "P0001" }, as("staff"));
    expect(search.status).toBe(200);
    expect(search.body.data[0]).toMatchObject({ crew_code: "P0001", phone_number: expect.anything() });
  });

  it("refuses every other account before reading the body", async () => {
    for (const key of ["simViewer", "simStatus", "staffNone", "creator", "resetter", "pilot"]) {
      const response = await api.post("pilot/search_pilot", { keyword: 42 }, as(key));
      expect(response.status, key).toBe(403);
    }
  });
});

describe("lookups and files", () => {
  it("searches active pilots and lists instructors for any signed-in account", async () => {
    const search = await api.post("pilot/search_pilot", { keyword: "P000" }, as("instructor"));
    expect(search.status).toBe(200);
    expect(search.body.data.map((p: { crew_code: string }) => p.crew_code)).toEqual(
      expect.arrayContaining(["P0001", "P0002"]),
    );
    expect((await api.post("pilot/search_pilot", { keyword: "P" }, as("pilot"))).status).toBe(403);
    const instructors = await api.post("pilot/instructor_list", {}, as("pilot"));
    expect(instructors.status).toBe(200);
    expect(instructors.body.data).toContainEqual({
      crew_code: "I0001",
      full_name: "Trần Quốc Huy",
      name_position: 0,
    });
    expect((await api.post("pilot/instructor_list", {})).status).toBe(401);
  });

  it("serves avatars only to signed-in accounts and never outside the store", async () => {
    const created = await api.post("pilot/pilot_detail", { id: id("pilot@test.trms") }, as("pilot"));
    const url = created.body.data.avatar as string;
    expect(url).toBeTruthy();
    expect((await ctx.app.inject({ method: "GET", url })).statusCode).toBe(401);
    const traversal = await ctx.app.inject({
      method: "GET",
      url: "/api/v1/files/avatar/../../jwt-secret",
      headers: { "access-token": tokens.pilot as string },
    });
    expect(traversal.statusCode).toBe(404);
    const other = await ctx.app.inject({
      method: "GET",
      url: "/api/v1/files/training_file/2026/01/00000000-0000-0000-0000-000000000000.pdf",
      headers: { "access-token": tokens.superAdmin as string },
    });
    expect(other.statusCode).toBe(404);
  });
});
