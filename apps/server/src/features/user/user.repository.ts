import type { UserListInput, UserListReply, UserSortField, UserSummary } from "@trms/shared";
import { USER_SCREEN_ROLES } from "@trms/shared";
import { eq, gte, ilike, inArray, lte, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users } from "../../db/tables/user.table";
import { fileUrl } from "../../lib/files/file-url";
import { countAll, escapeLike, listConditions, pagedQuery } from "../../lib/sql";
import { knownPermissions } from "../auth";

/** Sort columns of the user list, by the shared schema's names. */
const SORT_COLUMNS = {
  full_name: users.fullName,
  email: users.email,
  fleet: users.fleet,
  status: users.status,
  created_at: users.createdAt,
} as const satisfies Record<UserSortField, unknown>;

/** The calendar day an account was created, in the airline's time zone. */
const createdDay = sql`(${users.createdAt} at time zone 'Asia/Ho_Chi_Minh')::date`;

/** An account as the replies show it: the fields of part1 §3 User, never the password. */
export function toUserSummary(row: typeof users.$inferSelect): UserSummary {
  const managementRole = knownPermissions(row.managementRole);
  return {
    id: row.id,
    email: row.email,
    full_name: row.fullName,
    fleet: row.fleet,
    // The user screens and calls serve admin-area accounts, which have no pilot profile.
    crew_code: null,
    role: row.role,
    status: row.status,
    avatar: fileUrl(row.avatar),
    is_admin: row.isAdmin,
    management_role: managementRole,
    roles: managementRole.map((role) => ({ role })),
    created_at: row.createdAt.toISOString(),
  };
}

/** One page of the user screens' accounts, within the actor's fleet if the actor has one. */
export async function userPage(
  db: Database,
  input: UserListInput,
  fleetScope: string | null,
): Promise<UserListReply> {
  // Every value is a placeholder: each shape of the call is built and prepared once.
  const list = listConditions("user.list");
  list.always("roles", inArray(users.role, USER_SCREEN_ROLES));
  const { filters, date_range: range } = input;
  if (fleetScope) list.add("scope", fleetScope, (p) => eq(users.fleet, p));
  if (filters.status !== undefined) list.add("status", filters.status, (p) => eq(users.status, p));
  if (filters.fleet) list.add("fleet", filters.fleet, (p) => eq(users.fleet, p));
  // The list's date is the day the account was created, in Vietnam.
  if (range?.start_date) list.add("start", range.start_date, (p) => gte(createdDay, sql`${p}::date`));
  if (range?.end_date) list.add("end", range.end_date, (p) => lte(createdDay, sql`${p}::date`));
  if (input.keyword) {
    list.add("keyword", `%${escapeLike(input.keyword)}%`, (p) =>
      or(ilike(users.fullName, p), ilike(users.email, p)),
    );
  }
  const where = list.where();
  const page = await pagedQuery({
    rows: db.select().from(users).$dynamic(),
    ids: db.select({ id: users.id }).from(users).where(where).$dynamic(),
    key: users.id,
    page: input,
    sort: { columns: SORT_COLUMNS, fallback: users.id, tiebreak: users.id },
    count: db.select({ total: countAll() }).from(users).where(where),
    prepared: list.prepared(),
  });
  return { users: page.rows.map(toUserSummary), total: page.total };
}

export async function userById(db: Database, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function userByEmail(db: Database, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function insertUser(db: Database, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning();
  return row as typeof users.$inferSelect;
}

export async function updateUser(db: Database, id: number, values: Partial<typeof users.$inferInsert>) {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}
