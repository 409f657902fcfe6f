import {
  CRITERIA,
  type CriteriaFields,
  type CriteriaScores,
  type CriterionKey,
  contentChanges,
  FlightType,
  isFlightCheck,
  isPhaseCheck,
  NOT_APPLICABLE,
  ResultStatus,
  type SearchTrainingFlightInput,
  STANDARD_SCORE,
  type TrainingFlightDetail,
  type TrainingFlightRow,
  type TrainingFlightSortField,
  trainingFlightContent,
} from "@trms/shared";
import { and, asc, eq, gte, inArray, isNotNull, lt, lte, ne, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { trainingFlightSectors, trainingFlights } from "../../db/tables/training-flight.table";
import { fileUrl } from "../../lib/files/file-url";
import { countAll, listConditions, pagedQuery } from "../../lib/sql";
import { type RecordSelection, selectedIds, selectionLimit } from "../../lib/training-file-records";

export type TrainingFlightRecord = typeof trainingFlights.$inferSelect;
export type SectorRecord = typeof trainingFlightSectors.$inferSelect;

/** The URL of a stored training file, under the spec's path. */
const trainingFileUrl = (key: string | null) => fileUrl(key, "/phase_report");

const SORT_COLUMNS = {
  date_of_flight: trainingFlights.dateOfFlight,
  flight_type: trainingFlights.flightType,
  instructor_name: trainingFlights.instructorName,
  created_at: trainingFlights.createdAt,
} as const satisfies Record<TrainingFlightSortField, unknown>;

/** A stored criterion's score, N/A when the record has none under that name. */
const scoreOf = (record: TrainingFlightRecord, key: CriterionKey) =>
  record.criteria[key]?.score ?? NOT_APPLICABLE;

/** A stored criterion, N/A when the record has none under that name. */
const criterionOf = (record: TrainingFlightRecord, key: CriterionKey) => ({
  score: scoreOf(record, key),
  comment: record.criteria[key]?.comment ?? null,
  special_remark: record.criteria[key]?.special_remark ?? false,
});

/** The 16 scores flat, under the names the writes take. */
function criteriaScores(record: TrainingFlightRecord): CriteriaScores {
  const scores = {} as CriteriaScores;
  for (const c of CRITERIA) scores[c.key] = scoreOf(record, c.key);
  return scores;
}

/** Every criterion flat: score, comment and special-remark flag, under the names the writes take. */
function criteriaFields(record: TrainingFlightRecord): CriteriaFields {
  return Object.fromEntries(
    CRITERIA.flatMap((c) => {
      const stored = criterionOf(record, c.key);
      return [
        [c.key, stored.score],
        [c.comment, stored.comment],
        [`${c.key}_special_remark`, stored.special_remark],
      ];
    }),
  ) as CriteriaFields;
}

/**
 * What the list shows of a flight: its columns without the criteria's comments, and the 16 scores
 * read out of the criteria in SQL, in `CRITERIA`'s order (null where the record has none). A page
 * then carries a few hundred bytes a flight instead of every stored column.
 */
const listColumns = {
  id: trainingFlights.id,
  pilotId: trainingFlights.pilotId,
  dateOfFlight: trainingFlights.dateOfFlight,
  flightType: trainingFlights.flightType,
  routes: trainingFlights.routes,
  numberOfSector: trainingFlights.numberOfSector,
  autolandAt: trainingFlights.autolandAt,
  instructorId: trainingFlights.instructorId,
  instructorName: trainingFlights.instructorName,
  minScore: trainingFlights.minScore,
  grounded: trainingFlights.grounded,
  recommendation: trainingFlights.recommendation,
  status: trainingFlights.status,
  version: trainingFlights.version,
  scores: sql<(number | null)[]>`array[${sql.join(
    CRITERIA.map((c) => sql`(${trainingFlights.criteria} -> ${sql.raw(`'${c.key}'`)} ->> 'score')::smallint`),
    sql`, `,
  )}]`,
};
type RowColumns = Omit<
  { [K in keyof typeof listColumns]: TrainingFlightRecord[K & keyof TrainingFlightRecord] },
  "scores"
>;

function rowOf(record: RowColumns, scores: CriteriaScores): TrainingFlightRow {
  const row = scores as TrainingFlightRow;
  row.id = record.id;
  row.pilot_id = record.pilotId;
  row.date_of_flight = record.dateOfFlight;
  row.flight_type = record.flightType as TrainingFlightRow["flight_type"];
  row.routes = record.routes;
  row.number_of_sector = record.numberOfSector;
  row.autoland_at = record.autolandAt;
  row.instructor_id = record.instructorId;
  row.instructor_name = record.instructorName;
  row.min_score = record.minScore;
  row.below_standard = record.minScore !== null && record.minScore < STANDARD_SCORE;
  row.grounded = record.grounded;
  row.recommendation = record.recommendation;
  row.status = record.status as TrainingFlightRow["status"];
  row.version = record.version;
  return row;
}

export const toRow = (record: TrainingFlightRecord): TrainingFlightRow =>
  rowOf(record, criteriaScores(record));

/** A row of the list as `listColumns` selects it. */
function listRow(record: RowColumns & { scores: (number | null)[] }): TrainingFlightRow {
  const scores = {} as CriteriaScores;
  CRITERIA.forEach((c, i) => {
    scores[c.key] = record.scores[i] ?? NOT_APPLICABLE;
  });
  return rowOf(record, scores);
}

export function toDetail(
  record: TrainingFlightRecord,
  sectors: SectorRecord[],
  pilot: { fullName: string; crewCode: string },
): TrainingFlightDetail {
  const type = record.flightType;
  const detail: TrainingFlightDetail = {
    ...toRow(record),
    ...criteriaFields(record),
    pilot_name: pilot.fullName,
    pilot_crew_code: pilot.crewCode,
    sectors: sectors.map((s) => ({
      id: s.position,
      date_of_sector: s.dateOfSector,
      departure: s.departure,
      destination: s.destination,
      flight_time: s.flightTime,
      night_or_day: s.nightOrDay as "DAY" | "NIGHT",
      pf_pm: s.pfPm as "PF" | "PM",
    })),
    autoland: {
      autoland_at: record.autolandAt,
      runway: record.autolandRunway,
      autoland_result: record.autolandResult,
    },
    recommendation_value: record.recommendationValue,
    criteria: CRITERIA.map((c) => ({ key: c.key as CriterionKey, ...criterionOf(record, c.key) })),
    phase_report: isPhaseCheck(type)
      ? {
          type,
          normal_progress: record.phaseNormalProgress ?? false,
          normal_comments: record.phaseNormalComments,
          special_requirements: record.phaseSpecialRequirements ?? false,
          special_comments: record.phaseSpecialComments,
          report: trainingFileUrl(record.phaseReportFile),
        }
      : null,
    flight_check: isFlightCheck(type)
      ? {
          type,
          comments: record.checkComments,
          overall_performance: record.checkOverallPerformance ?? 3,
          report: trainingFileUrl(record.checkReportFile),
          need_extra_training: type === FlightType.FINAL_CHECK && (record.checkOverallPerformance ?? 3) <= 2,
        }
      : null,
    report: trainingFileUrl(record.reportFile),
    comments: record.comments,
    notice_to_next_instructor: record.noticeToNextInstructor,
    instructor_signature: record.instructorSignature,
    trainee_signature: record.traineeSignature,
    trainee_approval: record.approvedAt?.toISOString() ?? null,
    created_at: record.createdAt.toISOString(),
    updated_at: record.updatedAt.toISOString(),
    changed_after_approval: null,
  };
  // While the trainee has yet to approve an administrator's change: what changed since their approval.
  const approval = record.approvalSnapshot;
  if (approval && record.status === ResultStatus.AWAITING_APPROVAL) {
    detail.changed_after_approval = {
      approved_at: approval.approved_at,
      changes: contentChanges(approval.content, trainingFlightContent(detail)),
    };
  }
  return detail;
}

/** One page of a pilot's training flights, filtered and sorted in SQL. */
export async function searchTrainingFlightRows(db: Database, input: SearchTrainingFlightInput) {
  // Every value is a placeholder: each shape of the call is built and prepared once.
  const list = listConditions("training_flight.search");
  list.add("pilot", input.pilot_id, (p) => eq(trainingFlights.pilotId, p));
  const { filters, date_range: range } = input;
  if (filters.special_flight)
    list.always("special", ne(trainingFlights.flightType, FlightType.NORMAL_TRAINING_FLIGHT));
  if (filters.low_point) list.always("low", lt(trainingFlights.minScore, STANDARD_SCORE));
  if (filters.autoland) list.always("autoland", isNotNull(trainingFlights.autolandAt));
  if (filters.recommendation) list.always("recommendation", eq(trainingFlights.recommendation, true));
  if (filters.grounded) list.always("grounded", eq(trainingFlights.grounded, true));
  if (range?.start_date) list.add("start", range.start_date, (p) => gte(trainingFlights.dateOfFlight, p));
  if (range?.end_date) list.add("end", range.end_date, (p) => lte(trainingFlights.dateOfFlight, p));
  if (input.keyword) {
    list.keyword(input.keyword, (contains) => contains(trainingFlights.searchText));
  }
  const page = await pagedQuery({
    // Built only the first time a shape is seen; its prepared statements serve every later call.
    db,
    rows: () => db.select(listColumns).from(trainingFlights).$dynamic(),
    ids: () => db.select({ id: trainingFlights.id }).from(trainingFlights).where(list.where()).$dynamic(),
    key: trainingFlights.id,
    page: input,
    sort: { columns: SORT_COLUMNS, fallback: trainingFlights.dateOfFlight, tiebreak: trainingFlights.id },
    count: () => db.select({ total: countAll() }).from(trainingFlights).where(list.where()),
    prepared: list.prepared(),
  });
  return { training_flights: page.rows.map(listRow), total: page.total };
}

export async function trainingFlightById(db: Database, id: number) {
  const [record] = await db.select().from(trainingFlights).where(eq(trainingFlights.id, id)).limit(1);
  return record;
}

/** The record, locked until the transaction ends, so a concurrent approval cannot slip in between. */
export async function lockTrainingFlight(db: Database, id: number) {
  const [record] = await db
    .select()
    .from(trainingFlights)
    .where(eq(trainingFlights.id, id))
    .limit(1)
    .for("update");
  return record;
}

/** A pilot's training flights the selection names, in id order, with their sectors: two statements. */
export async function trainingFlightsOfPilot(db: Database, pilotId: number, selection: RecordSelection) {
  const records = await db
    .select()
    .from(trainingFlights)
    .where(and(eq(trainingFlights.pilotId, pilotId), selectedIds(trainingFlights.id, selection)))
    .orderBy(asc(trainingFlights.id))
    .limit(selectionLimit(selection));
  const sectors =
    records.length === 0
      ? []
      : await db
          .select()
          .from(trainingFlightSectors)
          .where(
            inArray(
              trainingFlightSectors.trainingFlightId,
              records.map((record) => record.id),
            ),
          )
          .orderBy(asc(trainingFlightSectors.position));
  return records.map((record) => ({
    record,
    sectors: sectors.filter((sector) => sector.trainingFlightId === record.id),
  }));
}

export async function trainingFlightSectorsOf(db: Database, id: number) {
  return db
    .select()
    .from(trainingFlightSectors)
    .where(eq(trainingFlightSectors.trainingFlightId, id))
    .orderBy(asc(trainingFlightSectors.position));
}

/** The record a stored file belongs to, whichever of its three file fields holds it. */
export async function trainingFlightByFileKey(db: Database, key: string) {
  const [record] = await db
    .select()
    .from(trainingFlights)
    .where(
      or(
        eq(trainingFlights.reportFile, key),
        eq(trainingFlights.phaseReportFile, key),
        eq(trainingFlights.checkReportFile, key),
      ),
    )
    .limit(1);
  return record;
}

export async function insertTrainingFlight(
  db: Database,
  values: typeof trainingFlights.$inferInsert,
  sectors: Omit<typeof trainingFlightSectors.$inferInsert, "trainingFlightId">[],
) {
  const [record] = await insertTrainingFlights(db, [{ values, sectors }]);
  if (!record) throw new Error("insert returned nothing");
  return record;
}

/** Flights with their sectors, one statement for the flights and one for every sector; answers them in order. */
export async function insertTrainingFlights(
  db: Database,
  flights: readonly {
    values: typeof trainingFlights.$inferInsert;
    sectors: Omit<typeof trainingFlightSectors.$inferInsert, "trainingFlightId">[];
  }[],
) {
  if (flights.length === 0) return [];
  const records = await db
    .insert(trainingFlights)
    .values(flights.map((flight) => flight.values))
    .returning();
  if (records.length !== flights.length) throw new Error("insert returned fewer flights than it was given");
  const sectors = flights.flatMap((flight, at) =>
    flight.sectors.map((sector) => ({ ...sector, trainingFlightId: records[at]?.id as number })),
  );
  if (sectors.length > 0) await db.insert(trainingFlightSectors).values(sectors);
  return records;
}

export async function updateTrainingFlightRow(
  db: Database,
  id: number,
  values: Partial<typeof trainingFlights.$inferInsert>,
  sectors?: Omit<typeof trainingFlightSectors.$inferInsert, "trainingFlightId">[],
) {
  const [record] = await db
    .update(trainingFlights)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(trainingFlights.id, id))
    .returning();
  if (sectors) {
    await db.delete(trainingFlightSectors).where(eq(trainingFlightSectors.trainingFlightId, id));
    await db.insert(trainingFlightSectors).values(sectors.map((s) => ({ ...s, trainingFlightId: id })));
  }
  return record;
}

export async function deleteTrainingFlightRow(db: Database, id: number) {
  await db.delete(trainingFlights).where(eq(trainingFlights.id, id));
}
