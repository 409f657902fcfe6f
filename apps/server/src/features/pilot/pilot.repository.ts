import type { InstructorOption, PilotDetail, PilotListInput, PilotRow, PilotSortField } from "@trms/shared";
import { Role } from "@trms/shared";
import { and, asc, desc, eq, gte, ilike, inArray, like, lte, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { pilots } from "../../db/tables/pilot.table";
import { users } from "../../db/tables/user.table";
import { fileUrl } from "../../lib/files/file-url";
import {
  containsPattern,
  countAll,
  escapeLike,
  listConditions,
  pagedQuery,
  preparedStatement,
  tableTotal,
} from "../../lib/sql";

/** A list row's columns, named as the reply's fields (PilotRow). */
const rowColumns = {
  id: pilots.id,
  user_id: pilots.userId,
  crew_code: pilots.crewCode,
  full_name: pilots.fullName,
  name_position: pilots.namePosition,
  phone_number: pilots.phoneNumber,
  fleet_position: pilots.fleetPosition,
  fleet: pilots.fleet,
  department_position: pilots.departmentPosition,
  first_flight_date: pilots.firstFlightDate,
  seniority_point: pilots.seniorityPoint,
  avatar: users.avatar,
  status: pilots.status,
};

type Row = {
  [K in keyof typeof rowColumns]: (typeof rowColumns)[K]["_"]["notNull"] extends true
    ? (typeof rowColumns)[K]["_"]["data"]
    : (typeof rowColumns)[K]["_"]["data"] | null;
};

/** A selected row as the reply sends it, the avatar's key replaced by its URL: the same object. */
const asReplyRow = (r: Row): PilotRow => {
  r.avatar = fileUrl(r.avatar);
  return r;
};

const SORT_COLUMNS = {
  full_name: pilots.fullName,
  crew_code: pilots.crewCode,
  name_position: pilots.namePosition,
  fleet: pilots.fleet,
  first_flight_date: pilots.firstFlightDate,
  seniority_point: pilots.seniorityPoint,
} as const satisfies Record<PilotSortField, unknown>;

/** What a pilot's detail reads: the row's columns, the account's, and the profile's, named as the reply's fields. */
const detailColumns = {
  ...rowColumns,
  email: users.email,
  role: users.role,
  date_of_birth: pilots.dateOfBirth,
  function: pilots.function,
  caav_number: pilots.caavNumber,
  identify_number: pilots.identifyNumber,
  passport_number: pilots.passportNumber,
  instructor_rating: pilots.instructorRating,
  joining_date: pilots.joiningDate,
  base: pilots.base,
  google_form_link: pilots.googleFormLink,
  base_month: pilots.baseMonth,
  line_check_month: pilots.lineCheckMonth,
  passwordHash: users.passwordHash,
  passwordSalt: users.passwordSalt,
  importBatchId: pilots.importBatchId,
};
type PilotDetailRecord = PilotDetail & {
  passwordHash: string;
  passwordSalt: string;
  avatarKey: string | null;
  importBatchId: number | null;
};

/**
 * A selected detail row, as every caller reads it: the avatar as its URL, its key beside it; the
 * import that wrote the pilot stays an id here, named only by the detail call (`importedOf`).
 */
function detailOf(r: DetailRow): PilotDetailRecord {
  return { ...r, avatar: fileUrl(r.avatar), avatarKey: r.avatar };
}

const detailQuery = (db: Database, where: SQL) =>
  db.select(detailColumns).from(pilots).innerJoin(users, eq(users.id, pilots.userId)).where(where).limit(1);
type DetailRow = Awaited<ReturnType<typeof detailQuery>>[number];

/** One page of pilots, searched, filtered and sorted in SQL; the total counts every match. */
export async function pilotPage(db: Database, input: PilotListInput, fleetScope: string | null) {
  // Every value is a placeholder: each shape of the call is built and prepared once.
  const list = listConditions("pilot.list");
  const { filters, date_range: range } = input;
  if (fleetScope) list.add("scope", fleetScope, (p) => eq(pilots.fleet, p));
  if (filters.fleet) list.add("fleet", filters.fleet, (p) => eq(pilots.fleet, p));
  if (filters.name_position !== undefined)
    list.add("position", filters.name_position, (p) => eq(pilots.namePosition, p));
  if (filters.status !== undefined) list.add("status", filters.status, (p) => eq(pilots.status, p));
  if (filters.group)
    list.add("group", `%${escapeLike(filters.group)}%`, (p) => ilike(pilots.departmentPosition, p));
  // The list's date is the first flight.
  if (range?.start_date) list.add("start", range.start_date, (p) => gte(pilots.firstFlightDate, p));
  if (range?.end_date) list.add("end", range.end_date, (p) => lte(pilots.firstFlightDate, p));
  if (input.keyword) {
    // Full name, crew code, fleet and group live in one generated column under one trigram index.
    list.keyword(input.keyword, (contains) => contains(pilots.searchText));
  }
  const page = await pagedQuery({
    // Built only the first time a shape is seen; its prepared statements serve every later call.
    db,
    // The join is only for the avatar of the rows on the page; every condition and sort is on pilots.
    rows: () => db.select(rowColumns).from(pilots).innerJoin(users, eq(users.id, pilots.userId)).$dynamic(),
    ids: () => db.select({ id: pilots.id }).from(pilots).where(list.where()).$dynamic(),
    key: pilots.id,
    page: input,
    sort: { columns: SORT_COLUMNS, fallback: pilots.id, tiebreak: pilots.id, sortAfterSearch: true },
    count: () =>
      list.empty ? tableTotal(db, pilots) : db.select({ total: countAll() }).from(pilots).where(list.where()),
    prepared: list.prepared(),
    // Keys read from pilots alone, whose version every write raises (migration 0028).
    anchored: true,
  });
  return { pilots: page.rows.map(asReplyRow), total: page.total };
}

/**
 * The first 20 active matches for an autocomplete. Ordered by id, so the planner can walk the
 * primary key when the keyword is common and use the trigram index when it is rare (ADR 0007);
 * the few rows are then put in name order.
 */
export async function pilotAutocomplete(
  db: Database,
  keyword: string,
  fleetScope: string | null,
  limit = 20,
) {
  const conditions: SQL[] = [eq(pilots.status, 1)];
  if (fleetScope) conditions.push(eq(pilots.fleet, fleetScope));
  if (keyword) conditions.push(like(pilots.searchText, containsPattern(keyword)));
  const rows = await db
    .select(rowColumns)
    .from(pilots)
    .innerJoin(users, eq(users.id, pilots.userId))
    .where(and(...conditions))
    .orderBy(desc(pilots.id))
    .limit(limit);
  return rows.map(asReplyRow).sort((a, b) => a.full_name.localeCompare(b.full_name, "vi"));
}

/** A pilot by id: one prepared statement, as every call that checks a pilot's access reads it. */
export async function pilotById(db: Database, id: number) {
  const [r] = await preparedStatement(db, "pilot.detail by id", () =>
    detailQuery(db, eq(pilots.id, sql.placeholder("id"))),
  ).execute({ id });
  return r && detailOf(r);
}

export async function pilotByCrewCode(db: Database, crewCode: string) {
  const [r] = await preparedStatement(db, "pilot.detail by crew code", () =>
    detailQuery(db, eq(pilots.crewCode, sql.placeholder("crew_code"))),
  ).execute({ crew_code: crewCode });
  return r && detailOf(r);
}

export async function crewCodeTaken(db: Database, crewCode: string, exceptId?: number) {
  const conditions = [eq(pilots.crewCode, crewCode)];
  if (exceptId) conditions.push(sql`${pilots.id} <> ${exceptId}`);
  const [row] = await db
    .select({ id: pilots.id })
    .from(pilots)
    .where(and(...conditions))
    .limit(1);
  return Boolean(row);
}

export async function updatePilotRow(db: Database, id: number, values: Partial<typeof pilots.$inferInsert>) {
  await db
    .update(pilots)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(pilots.id, id));
}

/** Instructors, optionally only those holding one of the given ratings. */
export async function instructorOptions(
  db: Database,
  fleetScope: string | null,
  ratings?: string[],
): Promise<InstructorOption[]> {
  const conditions: SQL[] = [eq(users.role, Role.INSTRUCTOR), eq(pilots.status, 1)];
  if (fleetScope) conditions.push(eq(pilots.fleet, fleetScope));
  if (ratings) conditions.push(inArray(pilots.instructorRating, ratings));
  const rows = await db
    .select({
      crew_code: pilots.crewCode,
      full_name: pilots.fullName,
      name_position: pilots.namePosition,
    })
    .from(pilots)
    .innerJoin(users, eq(users.id, pilots.userId))
    .where(and(...conditions))
    .orderBy(asc(pilots.fullName));
  return rows;
}

/** A pilot as every call that checks a pilot's access reads it. */
export type StoredPilot = NonNullable<Awaited<ReturnType<typeof pilotById>>>;
