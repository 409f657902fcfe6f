import {
  ALL_FLEETS,
  type DocumentFleet,
  type DocumentType,
  type TrainingDocumentListInput,
  type TrainingDocumentSortField,
} from "@trms/shared";
import { and, desc, eq, inArray, lte } from "drizzle-orm";
import type { Database } from "../../db/client";
import { trainingDocuments } from "../../db/tables/training-document.table";
import { countAll, listConditions, pagedQuery, tableVersion, versionColumn } from "../../lib/sql";

export type TrainingDocumentRow = typeof trainingDocuments.$inferSelect;

const SORT_COLUMNS = {
  start_date: trainingDocuments.startDate,
  document_name: trainingDocuments.documentName,
  training_type: trainingDocuments.trainingType,
  fleet: trainingDocuments.fleet,
} as const satisfies Record<TrainingDocumentSortField, unknown>;

export interface TrainingDocumentValues {
  fleet: DocumentFleet;
  trainingType: DocumentType;
  documentName: string;
  startDate: string;
  note: string | null;
}

export async function trainingDocumentById(
  db: Database,
  id: number,
): Promise<TrainingDocumentRow | undefined> {
  const [row] = await db.select().from(trainingDocuments).where(eq(trainingDocuments.id, id));
  return row;
}

/** The document, locked until the transaction ends. */
export async function lockTrainingDocument(
  db: Database,
  id: number,
): Promise<TrainingDocumentRow | undefined> {
  const [row] = await db.select().from(trainingDocuments).where(eq(trainingDocuments.id, id)).for("update");
  return row;
}

export async function insertTrainingDocument(
  db: Database,
  values: TrainingDocumentValues & { createdBy: number },
): Promise<TrainingDocumentRow> {
  const [row] = await db.insert(trainingDocuments).values(values).returning();
  if (!row) throw new Error("training document insert failed");
  return row;
}

export async function updateTrainingDocumentRow(
  db: Database,
  id: number,
  values: TrainingDocumentValues,
): Promise<TrainingDocumentRow> {
  const [row] = await db
    .update(trainingDocuments)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(trainingDocuments.id, id))
    .returning();
  if (!row) throw new Error("training document update failed");
  return row;
}

export async function deleteTrainingDocumentRow(db: Database, id: number) {
  await db.delete(trainingDocuments).where(eq(trainingDocuments.id, id));
}

/**
 * The newest document of the type whose start date has come (`today`, YYYY-MM-DD), for the fleet
 * or for All; the later start date wins, then the later document.
 */
export async function latestDocumentOfType(
  db: Database,
  type: DocumentType,
  fleet: string | null,
  today: string,
) {
  const fleets = fleet ? [fleet, ALL_FLEETS] : [ALL_FLEETS];
  const [row] = await db
    .select()
    .from(trainingDocuments)
    .where(
      and(
        eq(trainingDocuments.trainingType, type),
        inArray(trainingDocuments.fleet, fleets),
        lte(trainingDocuments.startDate, today),
      ),
    )
    .orderBy(desc(trainingDocuments.startDate), desc(trainingDocuments.id))
    .limit(1);
  return row;
}

/**
 * One page of documents, searched, filtered and sorted in SQL. `scope` is the account's fleet
 * (its documents and All's), or null for every fleet.
 */
export async function trainingDocumentPage(
  db: Database,
  input: TrainingDocumentListInput,
  scope: string | null,
  options: { withTotal?: boolean } = {},
): Promise<{ rows: TrainingDocumentRow[]; total: number }> {
  // Every value is a placeholder: each shape of the call is prepared once.
  const list = listConditions("training_document.list");
  // `fleet in (…)`, not `fleet = … or fleet = 'ALL'`: the count is then read off the fleet index
  // alone instead of scanning the table.
  if (scope !== null) list.add("scope", scope, (p) => inArray(trainingDocuments.fleet, [p, ALL_FLEETS]));
  if (input.keyword) list.keyword(input.keyword, (contains) => contains(trainingDocuments.searchText));
  if (input.filters.fleet !== undefined)
    list.add("fleet", input.filters.fleet, (p) => eq(trainingDocuments.fleet, p));
  if (input.filters.training_type !== undefined)
    list.add("type", input.filters.training_type, (p) => eq(trainingDocuments.trainingType, p));
  const where = list.where();
  return pagedQuery({
    db,
    rows: db.select().from(trainingDocuments).$dynamic(),
    // Built anew for each statement that needs the keys: a middle page adds its anchor to them.
    ids: () => db.select({ id: trainingDocuments.id }).from(trainingDocuments).where(where).$dynamic(),
    key: trainingDocuments.id,
    page: input,
    sort: {
      columns: SORT_COLUMNS,
      fallback: trainingDocuments.startDate,
      tiebreak: trainingDocuments.id,
      sortAfterSearch: true,
    },
    // Kept while no statement writes the documents: a page turn does not count again.
    count:
      options.withTotal === false
        ? null
        : db
            .select({ total: countAll(), version: versionColumn(trainingDocuments) })
            .from(trainingDocuments)
            .where(where),
    countVersion: tableVersion(db, trainingDocuments),
    prepared: list.prepared(),
    // Keys read from the documents alone, whose version every write raises.
    anchored: true,
  });
}
