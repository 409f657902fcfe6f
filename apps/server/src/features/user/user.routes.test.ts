import { Permission, Role } from "@trms/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PDF, PNG, TEST_PASSWORD } from "../../../test/accounts";
import { apiClient } from "../../../test/client";
import {
  createAdmin,
  createInstructor,
  createPilot,
  createStaff,
  createUser,
  type Made,
} from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/harness";
import { users } from "../../db/tables/user.table";

let ctx: TestContext;
let api: ReturnType<typeof apiClient>;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

let staffEmail: string;

beforeAll(async () => {
  ctx = await createTestApp();
  api = apiClient(ctx);
  const staff = await createStaff(ctx, [Permission.VIEW_PILOT_LIST, Permission.VIEW_SIM]);
  staffEmail = staff.email;
  const made: Record<string, Made> = {
    superAdmin: await createAdmin(ctx),
    staff,
    instructor: await createInstructor(ctx),
    pilot: await createPilot(ctx),
    admin: await createUser(ctx, { role: Role.ADMIN, fleet: "A321", email: "admin2@test.trms" }),
    adminB787: await createUser(ctx, { role: Role.ADMIN, fleet: "B787", email: "admin3@test.trms" }),
    staffNone: await createUser(ctx, { role: Role.USER, fleet: "A321", email: "none@test.trms" }),
    victim: await createUser(ctx, { role: Role.USER, fleet: "A321", email: "victim@test.trms" }),
    otherFleet: await createUser(ctx, { role: Role.USER, fleet: "B787", email: "b787@test.trms" }),
  };
  for (const [key, account] of Object.entries(made)) {
    tokens[key] = account.client.token;
    ids[key] = account.userId;
  }
});
afterAll(async () => {
  await ctx.close();
});

const as = (key: string) => ({ token: tokens[key] });

function userForm(fields: Record<string, string>, avatar?: { bytes: Buffer; name: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (avatar) form.append("avatar", new Blob([avatar.bytes]), avatar.name);
  return form;
}

describe("auth/user/list", () => {
  it("pages the admin-area accounts, 5 by default, newest first, for the super administrator across fleets", async () => {
    const result = await api.post("auth/user/list", {}, as("superAdmin"));
    expect(result.status).toBe(200);
    expect(result.body.data.users).toHaveLength(5);
    expect(result.body.data.total).toBe(7);
    expect(
      result.body.data.users.map((u: { role: number }) => u.role).every((r: number) => [1, 2, 5].includes(r)),
    ).toBe(true);
    const ids = result.body.data.users.map((u: { id: number }) => u.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const page2 = await api.post("auth/user/list", { page_number: 2 }, as("superAdmin"));
    expect(page2.body.data.users).toHaveLength(2);
    expect(result.body.data.users[0]).not.toHaveProperty("password_salt");
  });

  it("keeps another admin within their own fleet and searches by name or email", async () => {
    const own = await api.post("auth/user/list", { page_count: 50 }, as("adminB787"));
    expect(own.body.data.users.map((u: { email: string }) => u.email).sort()).toEqual([
      "admin3@test.trms",
      "b787@test.trms",
    ]);
    const search = await api.post("auth/user/list", { keyword: "VICTIM" }, as("superAdmin"));
    expect(search.body.data.users.map((u: { email: string }) => u.email)).toEqual(["victim@test.trms"]);
    const wildcard = await api.post("auth/user/list", { keyword: "%" }, as("superAdmin"));
    expect(wildcard.body.data.total).toBe(0);
  });

  it.each([
    ["staff", 403],
    ["staffNone", 403],
    ["instructor", 403],
    ["pilot", 403],
  ])("is refused to %s", async (key, status) => {
    expect((await api.post("auth/user/list", {}, as(key))).status).toBe(status);
  });

  it("refuses bad paging", async () => {
    const result = await api.post("auth/user/list", { page_number: 0, page_count: "x" }, as("superAdmin"));
    expect(result.status).toBe(400);
  });
});

describe("auth/user/detail", () => {
  it("shows an account to itself and to admins of its fleet, with the salt for password changes", async () => {
    const self = await api.post("auth/user/detail", { id: ids.staffNone }, as("staffNone"));
    expect(self.status).toBe(200);
    expect(self.body.data).toMatchObject({
      email: "none@test.trms",
      password_salt: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect((await api.post("auth/user/detail", { id: ids.staffNone }, as("admin"))).status).toBe(200);
  });

  it("reads as not found for anyone else", async () => {
    expect((await api.post("auth/user/detail", { id: ids.victim }, as("staffNone"))).status).toBe(404);
    expect((await api.post("auth/user/detail", { id: ids.victim }, as("adminB787"))).status).toBe(404);
    expect((await api.post("auth/user/detail", { id: 999999 }, as("superAdmin"))).status).toBe(404);
    expect((await api.post("auth/user/detail", { id: ids.victim }, as("pilot"))).status).toBe(403);
  });
});

describe("auth/user/create_user", () => {
  it("creates a user with an avatar who can then sign in", async () => {
    const result = await api.postForm(
      "auth/user/create_user",
      userForm(
        {
          email: " New.User@Test.trms ",
          fleet: "A321",
          password: "Welcome@2026",
          confirm_password: "Welcome@2026",
          full_name: "  Đỗ Thị Mai ",
        },
        { bytes: PNG, name: "me.png" },
      ),
      as("superAdmin"),
    );
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({
      email: "new.user@test.trms",
      full_name: "Đỗ Thị Mai",
      role: Role.USER,
      fleet: "A321",
      status: 1,
    });
    expect(result.body.data.avatar).toMatch(
      /^\/api\/v1\/files\/avatar\/\d{4}\/\d{2}\/[0-9a-f-]{36}\/[^/]+\.png$/,
    );
    const avatar = await ctx.app.inject({
      method: "GET",
      url: result.body.data.avatar,
      headers: { "access-token": tokens.pilot as string },
    });
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers["content-type"]).toBe("image/png");
    expect((await api.login("new.user@test.trms", "Welcome@2026")).status).toBe(200);
  });

  it("refuses a duplicate email with 409 and a clear message", async () => {
    const result = await api.postForm(
      "auth/user/create_user",
      userForm({ email: staffEmail, fleet: "A321", password: "Welcome@2026", full_name: "Dup" }),
      as("superAdmin"),
    );
    expect(result.status).toBe(409);
    expect(result.body).toMatchObject({ code: "CONFLICT", message: "This email is already in use" });
  });

  it.each([
    [
      {
        email: "x@test.trms",
        fleet: "A321",
        password: "Welcome@2026",
        confirm_password: "Other@2026",
        full_name: "X",
      },
      "confirm_password",
      "Passwords do not match",
    ],
    [{ email: "x@test.trms", password: "Welcome@2026", full_name: "X" }, "fleet", "Fleet is required"],
    [
      { email: "x@test.trms", fleet: "A380", password: "Welcome@2026", full_name: "X" },
      "fleet",
      "Fleet is required",
    ],
    [{ email: "bad", fleet: "A321", password: "Welcome@2026", full_name: "X" }, "email", "Email is invalid"],
    [
      { email: "x@test.trms", fleet: "A321", password: "Welcome@2026", full_name: "x".repeat(257) },
      "full_name",
      "This value is too long",
    ],
    [
      { email: "x@test.trms", fleet: "A321", password: "Welcome@2026", full_name: "   " },
      "full_name",
      "This field is required",
    ],
    [
      { email: "x@test.trms", fleet: "A321", password: "Welcome@2026", full_name: "X", role: "1" },
      "role",
      "Unknown field",
    ],
  ])("refuses %j and saves nothing", async (fields, path, message) => {
    const result = await api.postForm(
      "auth/user/create_user",
      userForm(fields, { bytes: PNG, name: "a.png" }),
      as("superAdmin"),
    );
    expect(result.status).toBe(400);
    expect(result.body.details).toContainEqual({ path, message });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, "x@test.trms"));
    expect(row).toBeUndefined();
  });

  it("refuses a non-image avatar with 415 and saves nothing", async () => {
    const result = await api.postForm(
      "auth/user/create_user",
      userForm(
        { email: "y@test.trms", fleet: "A321", password: "Welcome@2026", full_name: "Y" },
        { bytes: PDF, name: "face.png" },
      ),
      as("superAdmin"),
    );
    expect(result.status).toBe(415);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, "y@test.trms"));
    expect(row).toBeUndefined();
  });

  it("keeps a fleet admin to their own fleet and refuses everyone without user management", async () => {
    const fields = { email: "z@test.trms", fleet: "B787", password: "Welcome@2026", full_name: "Z" };
    expect((await api.postForm("auth/user/create_user", userForm(fields), as("admin"))).status).toBe(403);
    for (const key of ["staff", "staffNone", "instructor", "pilot"]) {
      expect((await api.postForm("auth/user/create_user", userForm(fields), as(key))).status, key).toBe(403);
    }
    expect((await api.postForm("auth/user/create_user", userForm(fields))).status).toBe(401);
  });
});

describe("auth/user/update_detail", () => {
  it("lets an account edit its own name and avatar", async () => {
    const result = await api.post(
      "auth/user/update_detail",
      { id: ids.staffNone, full_name: " Renamed " },
      as("staffNone"),
    );
    expect(result.status).toBe(200);
    expect(result.body.data.full_name).toBe("Renamed");
    const form = new FormData();
    form.append("id", String(ids.staffNone));
    form.append("avatar", new Blob([PNG]), "a.png");
    const avatar = await api.postForm("auth/user/update_detail", form, as("staffNone"));
    expect(avatar.status).toBe(200);
    expect(avatar.body.data.avatar).toMatch(/^\/api\/v1\/files\/avatar\//);
  });

  it("lets the super administrator edit anyone's details, and nobody else", async () => {
    expect(
      (await api.post("auth/user/update_detail", { id: ids.victim, full_name: "By super" }, as("superAdmin")))
        .status,
    ).toBe(200);
    expect(
      (await api.post("auth/user/update_detail", { id: ids.victim, full_name: "By admin" }, as("admin")))
        .status,
    ).toBe(403);
    expect(
      (await api.post("auth/user/update_detail", { id: ids.victim, full_name: "By staff" }, as("staffNone")))
        .status,
    ).toBe(404);
    expect(
      (await api.post("auth/user/update_detail", { id: ids.victim, full_name: "By pilot" }, as("pilot")))
        .status,
    ).toBe(403);
    const [row] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.id, ids.victim as number));
    expect(row?.fullName).toBe("By super");
  });

  it("blocks an account after which its sessions end and it cannot sign in, then activates it again", async () => {
    const victimToken = await api.tokenFor("victim@test.trms", TEST_PASSWORD);
    const blocked = await api.post("auth/user/update_detail", { id: ids.victim, status: 0 }, as("admin"));
    expect(blocked.status).toBe(200);
    expect(blocked.body.data.status).toBe(0);
    expect((await api.post("auth/me", undefined, { token: victimToken })).status).toBe(401);
    expect((await api.login("victim@test.trms", TEST_PASSWORD)).status).toBe(403);
    expect(
      (await api.post("auth/user/update_detail", { id: ids.victim, status: 1 }, as("admin"))).status,
    ).toBe(200);
    expect((await api.login("victim@test.trms", TEST_PASSWORD)).status).toBe(200);
  });

  it("refuses blocking oneself, a fleet admin blocking the super administrator, and a non-manager blocking anyone", async () => {
    const self = await api.post("auth/user/update_detail", { id: ids.admin, status: 0 }, as("admin"));
    expect(self.status).toBe(400);
    expect(self.body.details[0].message).toBe("You cannot block your own account");
    expect(
      (await api.post("auth/user/update_detail", { id: ids.superAdmin, status: 0 }, as("admin"))).status,
    ).toBe(403);
    expect(
      (await api.post("auth/user/update_detail", { id: ids.staffNone, status: 0 }, as("staff"))).status,
    ).toBe(404);
    expect(
      (await api.post("auth/user/update_detail", { id: ids.staffNone, status: 2 }, as("superAdmin"))).status,
    ).toBe(400);
  });

  it("does not let a fleet-bound account move itself to another fleet", async () => {
    const result = await api.post(
      "auth/user/update_detail",
      { id: ids.staffNone, fleet: "B787" },
      as("staffNone"),
    );
    expect(result.status).toBe(403);
  });
});

describe("auth/user/bulk_create_role", () => {
  it("grants permissions that apply to the holder's very next request, and revokes them the same way", async () => {
    const holder = tokens.staffNone as string;
    expect((await api.post("pilot/sort_pilot", {}, { token: holder })).status).toBe(403);
    const grant = await api.post(
      "auth/user/bulk_create_role",
      {
        user_id: ids.staffNone,
        roles: [
          { role: Permission.VIEW_PILOT_LIST },
          { role: Permission.VIEW_SIM },
          { role: Permission.VIEW_PILOT_LIST },
        ],
      },
      as("superAdmin"),
    );
    expect(grant.status).toBe(200);
    expect(grant.body.data.management_role).toEqual([2, 11]);
    expect((await api.post("pilot/sort_pilot", {}, { token: holder })).status).toBe(200);
    await api.post("auth/user/bulk_create_role", { user_id: ids.staffNone, roles: [] }, as("superAdmin"));
    expect((await api.post("pilot/sort_pilot", {}, { token: holder })).status).toBe(403);
  });

  it("is refused to everyone but the super administrator, and only targets role-user accounts", async () => {
    const body = { user_id: ids.staffNone, roles: [{ role: 1 }] };
    for (const key of ["admin", "staff", "staffNone", "instructor", "pilot"]) {
      expect((await api.post("auth/user/bulk_create_role", body, as(key))).status, key).toBe(403);
    }
    expect((await api.post("auth/user/bulk_create_role", body)).status).toBe(401);
    expect(
      (await api.post("auth/user/bulk_create_role", { user_id: ids.pilot, roles: [] }, as("superAdmin")))
        .status,
    ).toBe(404);
    const unknown = await api.post(
      "auth/user/bulk_create_role",
      { user_id: ids.staffNone, roles: [{ role: 99 }] },
      as("superAdmin"),
    );
    expect(unknown.status).toBe(400);
  });
});
