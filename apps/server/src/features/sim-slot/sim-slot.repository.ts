import type { SimSlot, SimSlotListInput, SimSlotSortField, SimSlotType } from "@trms/shared";
import { type AnyColumn, and, asc, desc, eq, ilike, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { simSlots } from "../../db/tables/sim-slot.table";
import { escapeLike } from "../../lib/sql";

const reply = {
  id: simSlots.id,
  type: simSlots.type,
  slot: simSlots.slot,
  start: simSlots.start,
  end: simSlots.end,
};

const SORT_COLUMNS: Record<SimSlotSortField, AnyColumn> = {
  type: simSlots.type,
  slot: simSlots.slot,
  start: simSlots.start,
  end: simSlots.end,
};

export interface SimSlotValues {
  type: SimSlotType;
  slot: string;
  start: string;
  end: string;
}

/** A page of slots: filtered by fleet and label in SQL, timetable order unless a column is named. */
export async function simSlotPage(db: Database, input: SimSlotListInput): Promise<SimSlot[]> {
  const where: SQL[] = [];
  if (input.filters.type) where.push(eq(simSlots.type, input.filters.type));
  if (input.keyword) where.push(ilike(simSlots.slot, `%${escapeLike(input.keyword)}%`));
  const direction = input.order === "+" ? asc : desc;
  const order = input.sort_by
    ? [direction(SORT_COLUMNS[input.sort_by]), asc(simSlots.type), asc(simSlots.start), asc(simSlots.id)]
    : [asc(simSlots.type), asc(simSlots.start), asc(simSlots.slot), asc(simSlots.id)];
  const rows = await db
    .select(reply)
    .from(simSlots)
    .where(where.length ? and(...where) : undefined)
    .orderBy(...order)
    .limit(input.page_count)
    .offset((input.page_number - 1) * input.page_count);
  return rows as SimSlot[];
}

export async function simSlotById(
  db: Database,
  id: number,
  options: { lock?: boolean } = {},
): Promise<SimSlot | undefined> {
  const query = db.select(reply).from(simSlots).where(eq(simSlots.id, id));
  const [row] = options.lock ? await query.for("update") : await query;
  return row as SimSlot | undefined;
}

export async function insertSimSlot(db: Database, values: SimSlotValues, actorId: number): Promise<SimSlot> {
  const [row] = await db
    .insert(simSlots)
    .values({ ...values, createdBy: actorId })
    .returning(reply);
  return row as SimSlot;
}

export async function updateSimSlotRow(db: Database, id: number, values: SimSlotValues): Promise<SimSlot> {
  const [row] = await db
    .update(simSlots)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(simSlots.id, id))
    .returning(reply);
  return row as SimSlot;
}

export async function deleteSimSlotRow(db: Database, id: number) {
  await db.delete(simSlots).where(eq(simSlots.id, id));
}

/** Inserts the labels a fleet lacks; labels already there are kept as they are. */
export async function insertMissingSimSlots(db: Database, rows: SimSlotValues[]) {
  if (rows.length === 0) return;
  await db.insert(simSlots).values(rows).onConflictDoNothing();
}
