import type { Permission, UserListInput, UserSummary } from "@trms/shared";
import { USER_SCREEN_ROLES } from "@trms/shared";
import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { fileUrl } from "../../lib/files/file-url";
import { escapeLike } from "../../lib/sql";
import { users } from "../user";

export function toUserSummary(row: typeof users.$inferSelect): UserSummary {
  return {
    id: row.id,
    email: row.email,
    full_name: row.fullName,
    fleet: row.fleet,
    role: row.role,
    status: row.status,
    avatar: fileUrl(row.avatar),
    is_admin: row.isAdmin,
    management_role: row.managementRole as Permission[],
    created_at: row.createdAt.toISOString(),
  };
}

export function userRepository(db: Database) {
  return {
    async list(input: UserListInput, fleetScope: string | null) {
      const conditions: SQL[] = [inArray(users.role, USER_SCREEN_ROLES)];
      if (fleetScope) conditions.push(eq(users.fleet, fleetScope));
      if (input.filters?.status !== undefined) conditions.push(eq(users.status, input.filters.status));
      if (input.filters?.fleet) conditions.push(eq(users.fleet, input.filters.fleet));
      if (input.keyword) {
        const pattern = `%${escapeLike(input.keyword)}%`;
        conditions.push(or(ilike(users.fullName, pattern), ilike(users.email, pattern)) as SQL);
      }
      const direction = input.order === "+" ? asc : desc;
      const where = and(...conditions);
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(direction(users.id))
          .limit(input.page_count)
          .offset((input.page_number - 1) * input.page_count),
        db
          .select({ total: sql<number>`count(*)`.mapWith(Number) })
          .from(users)
          .where(where),
      ]);
      return { users: rows.map(toUserSummary), total: count?.total ?? 0 };
    },

    async byId(id: number) {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    async byEmail(email: string) {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
      return row;
    },

    async insert(values: typeof users.$inferInsert) {
      const [row] = await db.insert(users).values(values).returning();
      return row as typeof users.$inferSelect;
    },

    async update(id: number, values: Partial<typeof users.$inferInsert>) {
      const [row] = await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
  };
}
