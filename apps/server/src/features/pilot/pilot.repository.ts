import type { InstructorOption, PilotDetail, PilotListInput, PilotRow } from "@trms/shared";
import { Role } from "@trms/shared";
import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users } from "../auth/auth.table";
import { fileUrl } from "../files/files.routes";
import { pilots } from "./pilot.table";

const rowColumns = {
  id: pilots.id,
  userId: pilots.userId,
  crewCode: pilots.crewCode,
  fullName: users.fullName,
  namePosition: pilots.namePosition,
  phoneNumber: pilots.phoneNumber,
  fleetPosition: pilots.fleetPosition,
  fleet: users.fleet,
  departmentPosition: pilots.departmentPosition,
  firstFlightDate: pilots.firstFlightDate,
  seniorityPoint: pilots.seniorityPoint,
  avatar: users.avatar,
  status: users.status,
};

type Row = {
  [K in keyof typeof rowColumns]: (typeof rowColumns)[K]["_"]["notNull"] extends true
    ? (typeof rowColumns)[K]["_"]["data"]
    : (typeof rowColumns)[K]["_"]["data"] | null;
};

const toRow = (r: Row): PilotRow => ({
  id: r.id,
  user_id: r.userId,
  crew_code: r.crewCode,
  full_name: r.fullName,
  name_position: r.namePosition,
  phone_number: r.phoneNumber,
  fleet_position: r.fleetPosition,
  fleet: r.fleet,
  department_position: r.departmentPosition,
  first_flight_date: r.firstFlightDate,
  seniority_point: r.seniorityPoint,
  avatar: fileUrl(r.avatar),
  status: r.status,
});

const SORT_COLUMNS = {
  full_name: users.fullName,
  crew_code: pilots.crewCode,
  name_position: pilots.namePosition,
  fleet: users.fleet,
  first_flight_date: pilots.firstFlightDate,
  seniority_point: pilots.seniorityPoint,
} as const;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export function pilotRepository(db: Database) {
  return {
    /** One page of pilots, searched, filtered and sorted in SQL; the total counts every match. */
    async list(input: PilotListInput, fleetScope: string | null) {
      const conditions: SQL[] = [];
      const filters = input.filters ?? {};
      if (fleetScope) conditions.push(eq(users.fleet, fleetScope));
      if (filters.fleet) conditions.push(eq(users.fleet, filters.fleet));
      if (filters.name_position !== undefined)
        conditions.push(eq(pilots.namePosition, filters.name_position));
      if (filters.status !== undefined) conditions.push(eq(users.status, filters.status));
      if (filters.group) conditions.push(ilike(pilots.departmentPosition, `%${escapeLike(filters.group)}%`));
      if (input.keyword) {
        const pattern = `%${escapeLike(input.keyword)}%`;
        conditions.push(
          or(
            ilike(users.fullName, pattern),
            ilike(pilots.crewCode, pattern),
            ilike(users.fleet, pattern),
            ilike(pilots.departmentPosition, pattern),
          ) as SQL,
        );
      }
      const where = conditions.length ? and(...conditions) : undefined;
      const direction = input.order === "+" ? asc : desc;
      const sortColumn = filters.sort_by ? SORT_COLUMNS[filters.sort_by] : pilots.id;
      const [rows, [count]] = await Promise.all([
        db
          .select(rowColumns)
          .from(pilots)
          .innerJoin(users, eq(users.id, pilots.userId))
          .where(where)
          .orderBy(direction(sortColumn), direction(pilots.id))
          .limit(input.page_count)
          .offset((input.page_number - 1) * input.page_count),
        db
          .select({ total: sql<number>`count(*)`.mapWith(Number) })
          .from(pilots)
          .innerJoin(users, eq(users.id, pilots.userId))
          .where(where),
      ]);
      return { pilots: rows.map(toRow), total: count?.total ?? 0 };
    },

    async detail(
      where: SQL,
    ): Promise<
      (PilotDetail & { passwordHash: string; passwordSalt: string; avatarKey: string | null }) | undefined
    > {
      const [r] = await db
        .select({
          ...rowColumns,
          email: users.email,
          role: users.role,
          dateOfBirth: pilots.dateOfBirth,
          function: pilots.function,
          caavNumber: pilots.caavNumber,
          identifyNumber: pilots.identifyNumber,
          passportNumber: pilots.passportNumber,
          instructorRating: pilots.instructorRating,
          joiningDate: pilots.joiningDate,
          base: pilots.base,
          googleFormLink: pilots.googleFormLink,
          baseMonth: pilots.baseMonth,
          lineCheckMonth: pilots.lineCheckMonth,
          passwordHash: users.passwordHash,
          passwordSalt: users.passwordSalt,
        })
        .from(pilots)
        .innerJoin(users, eq(users.id, pilots.userId))
        .where(where)
        .limit(1);
      if (!r) return undefined;
      return {
        ...toRow(r),
        email: r.email,
        role: r.role,
        date_of_birth: r.dateOfBirth,
        function: r.function,
        caav_number: r.caavNumber,
        identify_number: r.identifyNumber,
        passport_number: r.passportNumber,
        instructor_rating: r.instructorRating,
        joining_date: r.joiningDate,
        base: r.base,
        google_form_link: r.googleFormLink,
        base_month: r.baseMonth,
        line_check_month: r.lineCheckMonth,
        passwordHash: r.passwordHash,
        passwordSalt: r.passwordSalt,
        avatarKey: r.avatar,
      };
    },

    byId(id: number) {
      return this.detail(eq(pilots.id, id));
    },

    byCrewCode(crewCode: string) {
      return this.detail(eq(pilots.crewCode, crewCode));
    },

    async crewCodeTaken(crewCode: string, exceptId?: number) {
      const conditions = [eq(pilots.crewCode, crewCode)];
      if (exceptId) conditions.push(sql`${pilots.id} <> ${exceptId}`);
      const [row] = await db
        .select({ id: pilots.id })
        .from(pilots)
        .where(and(...conditions))
        .limit(1);
      return Boolean(row);
    },

    async insert(values: typeof pilots.$inferInsert) {
      const [row] = await db.insert(pilots).values(values).returning({ id: pilots.id });
      return row as { id: number };
    },

    async update(id: number, values: Partial<typeof pilots.$inferInsert>) {
      await db
        .update(pilots)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(pilots.id, id));
    },

    /** Instructors, optionally only those holding one of the given ratings. */
    async instructors(fleetScope: string | null, ratings?: string[]): Promise<InstructorOption[]> {
      const conditions: SQL[] = [eq(users.role, Role.INSTRUCTOR), eq(users.status, 1)];
      if (fleetScope) conditions.push(eq(users.fleet, fleetScope));
      if (ratings) conditions.push(inArray(pilots.instructorRating, ratings));
      const rows = await db
        .select({ crew_code: pilots.crewCode, full_name: users.fullName, name_position: pilots.namePosition })
        .from(pilots)
        .innerJoin(users, eq(users.id, pilots.userId))
        .where(and(...conditions))
        .orderBy(asc(users.fullName));
      return rows;
    },
  };
}
export type PilotRepository = ReturnType<typeof pilotRepository>;
