import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import {
  CRITERIA,
  type CriterionKey,
  computeRecency,
  FlightType,
  type Permission,
  ResultStatus,
  Role,
} from "@trms/shared";
import { eq } from "drizzle-orm";
import { attachments } from "../src/db/tables/attachments.table";
import { baseTrainings } from "../src/db/tables/base-training.table";
import { lineChecks } from "../src/db/tables/line-check.table";
import { lineTrainings } from "../src/db/tables/line-training.table";
import { pilots } from "../src/db/tables/pilot.table";
import { progressTheoryReports } from "../src/db/tables/progress-theory.table";
import { simSessions } from "../src/db/tables/sim.table";
import { simForms } from "../src/db/tables/sim-form.table";
import { theoryTests } from "../src/db/tables/theory-test.table";
import { toldgFlights, toldgRecords } from "../src/db/tables/toldg.table";
import { trainingDocuments } from "../src/db/tables/training-document.table";
import { trainingFlightSectors, trainingFlights } from "../src/db/tables/training-flight.table";
import { users } from "../src/db/tables/user.table";
import { insertEventReport, occurrenceMonth, setEventReportPilots } from "../src/features/event-report";
import { hashVerifier, passwordVerifier, randomHex } from "../src/lib/crypto";
import { PDF, TEST_PASSWORD } from "./accounts";
import { apiClient, type CallOptions } from "./client";
import type { TestContext } from "./harness";

// One salt and argon2id hash per test file: every factory account shares them, so making an
// account costs one insert instead of one argon2 run.
let credentials: Promise<{ salt: string; hash: string }> | undefined;
function sharedCredentials() {
  credentials ??= (async () => {
    const salt = randomHex(16);
    return { salt, hash: await hashVerifier(passwordVerifier(TEST_PASSWORD, salt)) };
  })();
  return credentials;
}

let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

/** A client that calls the API as one signed-in account (a token from the real challenge sign-in). */
export type SignedInClient = ReturnType<typeof signedIn>;

function signedIn(ctx: TestContext, token: string) {
  const api = apiClient(ctx);
  const as = (options: CallOptions) => ({ token, ...options });
  return {
    token,
    post: (url: string, body?: unknown, options: CallOptions = {}) => api.post(url, body, as(options)),
    postForm: (url: string, form: FormData, options: CallOptions = {}) =>
      api.postForm(url, form, as(options)),
  };
}

export interface Made {
  userId: number;
  email: string;
  fullName: string;
  fleet: string;
  /** The pilot profile of a pilot or instructor; null for admins and staff users. */
  pilotId: number | null;
  crewCode: string | null;
  client: SignedInClient;
}

export interface ProfileSpec {
  instructorRating?: string;
  crewCode?: string;
  caavNumber?: string;
  phoneNumber?: string;
  /** A `Position` of @trms/shared (0 captain, 1 first officer, …). */
  namePosition?: number;
  function?: string;
  base?: string;
}

export interface AccountSpec {
  role: Role;
  fleet?: string;
  isAdmin?: boolean;
  permissions?: readonly Permission[];
  /**
   * Pilots and instructors get a profile; an instructor rating ("TRI", "TRE", …) for instructors,
   * and the profile fields a test reads (a crew code is made up unless given).
   */
  profile?: ProfileSpec;
  fullName?: string;
  /** A chosen address, for a test that must name it before the account exists; unique by default. */
  email?: string;
}

async function makeAccount(ctx: TestContext, spec: AccountSpec): Promise<Made> {
  const n = next();
  const prefix =
    Object.entries(Role)
      .find(([, value]) => value === spec.role)?.[0]
      ?.toLowerCase() ?? "user";
  const email = spec.email ?? `${prefix}${n}@factory.trms`;
  const fullName = spec.fullName ?? `${prefix} ${n}`;
  const fleet = spec.fleet ?? "A321";
  const { salt, hash } = await sharedCredentials();
  const [user] = await ctx.database.db
    .insert(users)
    .values({
      email,
      fullName,
      role: spec.role,
      fleet,
      isAdmin: spec.isAdmin ?? false,
      managementRole: [...(spec.permissions ?? [])],
      passwordSalt: salt,
      passwordHash: hash,
    })
    .returning({ id: users.id });
  if (!user) throw new Error("account insert failed");
  let pilotId: number | null = null;
  let crewCode: string | null = null;
  if (spec.profile) {
    crewCode =
      spec.profile.crewCode ?? `${spec.role === Role.INSTRUCTOR ? "F" : "Q"}${String(n).padStart(4, "0")}`;
    const [pilot] = await ctx.database.db
      .insert(pilots)
      .values({
        userId: user.id,
        crewCode,
        fullName,
        fleet,
        fleetPosition: fleet,
        instructorRating: spec.profile.instructorRating ?? null,
        caavNumber: spec.profile.caavNumber ?? null,
        phoneNumber: spec.profile.phoneNumber ?? null,
        namePosition: spec.profile.namePosition ?? null,
        function: spec.profile.function ?? null,
        base: spec.profile.base ?? null,
      })
      .returning({ id: pilots.id });
    pilotId = pilot?.id ?? null;
  }
  const token = await apiClient(ctx).tokenFor(email, TEST_PASSWORD);
  return { userId: user.id, email, fullName, fleet, pilotId, crewCode, client: signedIn(ctx, token) };
}

/**
 * The super administrator (role admin, is_admin): may do everything. With `superAdmin: false`, an
 * admin who holds every permission within their own fleet.
 */
export const createAdmin = (ctx: TestContext, options: { fleet?: string; superAdmin?: boolean } = {}) =>
  makeAccount(ctx, { role: Role.ADMIN, isAdmin: options.superAdmin ?? true, fleet: options.fleet });

/** A role-admin account without the super administrator's flag: works within its own fleet. */
export const createFleetAdmin = (ctx: TestContext, options: { fleet?: string } = {}) =>
  makeAccount(ctx, { role: Role.ADMIN, fleet: options.fleet });

/**
 * An account of any role (an employee, a staff user, …) holding exactly the given permissions;
 * a pilot profile only with `profile`. The named factories below cover the usual roles.
 */
export const createUser = (ctx: TestContext, spec: AccountSpec) => makeAccount(ctx, spec);

/** A pilot with a profile, signed in. */
export const createPilot = (
  ctx: TestContext,
  options: {
    fleet?: string;
    fullName?: string;
    email?: string;
    caavNumber?: string;
    phoneNumber?: string;
  } = {},
) =>
  makeAccount(ctx, {
    role: Role.PILOT,
    fleet: options.fleet,
    fullName: options.fullName,
    email: options.email,
    profile: { caavNumber: options.caavNumber, phoneNumber: options.phoneNumber },
  });

/** An instructor (a pilot profile with an instructor rating), signed in. */
export const createInstructor = (
  ctx: TestContext,
  options: { fleet?: string; rating?: string; caavNumber?: string } = {},
) =>
  makeAccount(ctx, {
    role: Role.INSTRUCTOR,
    fleet: options.fleet,
    profile: { instructorRating: options.rating ?? "TRI", caavNumber: options.caavNumber },
  });

/** A staff user (role user) holding exactly the given numbered permissions; none by default. */
export const createStaff = (
  ctx: TestContext,
  permissions: readonly Permission[] = [],
  options: { fleet?: string } = {},
) => makeAccount(ctx, { role: Role.USER, permissions, fleet: options.fleet });

/** What a factory training flight may vary; everything else is a normal training flight scored 4. */
export interface TrainingFlightOptions {
  trainee: Made;
  instructor: Made;
  approved?: boolean;
  dateOfFlight?: string;
  flightType?: FlightType;
  grounded?: boolean;
  /** Scores by criterion key (6 is N/A); the others score 4. */
  scores?: Partial<Record<CriterionKey, number>>;
  /** One sector per flight time (hours); one sector of 2 hours by default. */
  sectorTimes?: number[];
  /** A phase check's normal progress, or a progress/final check's overall performance. */
  normalProgress?: boolean;
  overallPerformance?: number;
}

/**
 * A training flight of the trainee written by the instructor, with its report PDF in the file store;
 * awaiting the trainee's approval unless `approved`.
 */
export async function createTrainingFlight(ctx: TestContext, options: TrainingFlightOptions) {
  const { trainee, instructor } = options;
  if (trainee.pilotId === null || instructor.pilotId === null)
    throw new Error("trainee and instructor need profiles");
  const reportFile = `training_file/2026/01/${randomUUID()}.pdf`;
  await ctx.app.deps.fileStore.put(reportFile, Readable.from(PDF));
  const day = options.dateOfFlight ?? "2026-01-15";
  const approved = options.approved ?? false;
  const scores = options.scores ?? {};
  const sectorTimes = options.sectorTimes ?? [2];
  const [record] = await ctx.database.db
    .insert(trainingFlights)
    .values({
      pilotId: trainee.pilotId,
      instructorId: instructor.pilotId,
      instructorName: instructor.fullName,
      instructorSignature: instructor.fullName,
      flightType: options.flightType ?? FlightType.NORMAL_TRAINING_FLIGHT,
      dateOfFlight: day,
      numberOfSector: sectorTimes.length,
      grounded: options.grounded ?? false,
      phaseNormalProgress: options.normalProgress ?? null,
      checkOverallPerformance: options.overallPerformance ?? null,
      routes: "HAN-SGN",
      criteria: Object.fromEntries(
        CRITERIA.map((c) => [c.key, { score: scores[c.key] ?? 4, comment: null, special_remark: false }]),
      ),
      minScore: Math.min(...CRITERIA.map((c) => scores[c.key] ?? 4).filter((score) => score < 6), 6),
      reportFile,
      status: approved ? ResultStatus.APPROVED : ResultStatus.AWAITING_APPROVAL,
      approvedAt: approved ? new Date(`${day}T12:00:00Z`) : null,
      traineeSignature: approved ? trainee.fullName : null,
      createdBy: instructor.userId,
    })
    .returning({ id: trainingFlights.id });
  if (!record) throw new Error("training flight insert failed");
  await ctx.database.db.insert(trainingFlightSectors).values(
    sectorTimes.map((flightTime, index) => ({
      trainingFlightId: record.id,
      position: index + 1,
      dateOfSector: day,
      departure: index % 2 ? "SGN" : "HAN",
      destination: index % 2 ? "HAN" : "SGN",
      flightTime,
      nightOrDay: "DAY",
      pfPm: "PF",
    })),
  );
  return { id: record.id, reportFile };
}

interface RecordOptions {
  trainee: Made;
  instructor: Made;
  approved?: boolean;
  /** The record's date (date of flight or of test), YYYY-MM-DD. */
  date?: string;
}

/** The columns every base training, theory test and progress theory shares, with a stored report PDF. */
async function recordBasics(ctx: TestContext, options: RecordOptions) {
  const { trainee, instructor } = options;
  if (trainee.pilotId === null || instructor.pilotId === null)
    throw new Error("trainee and instructor need profiles");
  const reportFile = `training_file/2026/01/${randomUUID()}.pdf`;
  await ctx.app.deps.fileStore.put(reportFile, Readable.from(PDF));
  const day = options.date ?? "2026-01-15";
  const approved = options.approved ?? false;
  return {
    day,
    values: {
      pilotId: trainee.pilotId,
      instructorId: instructor.pilotId,
      instructorName: instructor.fullName,
      reportFile,
      status: approved ? ResultStatus.APPROVED : ResultStatus.AWAITING_APPROVAL,
      approvedAt: approved ? new Date(`${day}T12:00:00Z`) : null,
      traineeSignature: approved ? trainee.fullName : null,
      createdBy: instructor.userId,
    },
  };
}

/** A base training of the trainee by the instructor (passed, at VCA), its report PDF stored. */
export async function createBaseTraining(
  ctx: TestContext,
  options: RecordOptions & { airport?: string; result?: boolean },
) {
  const { day, values } = await recordBasics(ctx, options);
  const [record] = await ctx.database.db
    .insert(baseTrainings)
    .values({
      ...values,
      dateOfFlight: day,
      airport: options.airport ?? "VCA",
      goAround: 1,
      touchAndGo: 2,
      fullStop: 1,
      flightTime: 1.5,
      preDepartureAndPostFlight: 4,
      toGaClb: 4,
      cruiseDescentApproach: 3,
      landing: 4,
      circuit: 3,
      acHandling: 4,
      result: options.result ?? true,
    })
    .returning({ id: baseTrainings.id });
  if (!record) throw new Error("base training insert failed");
  return { id: record.id, reportFile: values.reportFile };
}

/** A theory test of the trainee by the instructor (passed, a few topics covered), its report PDF stored. */
export async function createTheoryTest(ctx: TestContext, options: RecordOptions & { result?: boolean }) {
  const { day, values } = await recordBasics(ctx, options);
  const [record] = await ctx.database.db
    .insert(theoryTests)
    .values({
      ...values,
      dateOfTest: day,
      cfpDecode: true,
      taskSharing: true,
      memoryItems: true,
      comments: "Good knowledge of the covered topics.",
      result: options.result ?? true,
    })
    .returning({ id: theoryTests.id });
  if (!record) throw new Error("theory test insert failed");
  return { id: record.id, reportFile: values.reportFile };
}

/** A progress theory report of the trainee by the instructor (overall 3 unless said), its report PDF stored. */
export async function createProgressTheory(
  ctx: TestContext,
  options: RecordOptions & { overallPerformance?: number },
) {
  const { day, values } = await recordBasics(ctx, options);
  const [record] = await ctx.database.db
    .insert(progressTheoryReports)
    .values({
      ...values,
      dateOfTest: day,
      aircraftLimitations: "Knows the limitations.",
      aircraftSystems: "Good systems knowledge.",
      emergencyEquipment: "Locates all equipment.",
      sops: "Follows SOPs.",
      fom: "Familiar with the FOM.",
      airwayManuals: "Uses the charts well.",
      melCdl: "Applies MEL items correctly.",
      generalAviationKnowledge: "Sound.",
      overallPerformance: options.overallPerformance ?? 3,
    })
    .returning({ id: progressTheoryReports.id });
  if (!record) throw new Error("progress theory report insert failed");
  return { id: record.id, reportFile: values.reportFile };
}

/** An event report naming these pilots (2 minus points each unless said), 2 days ago, with one PDF. */
export async function createEventReport(
  ctx: TestContext,
  options: { pilots: Made[]; minusPoints?: number[]; occurredAt?: Date; flightNumber?: string },
) {
  const occurredAt = options.occurredAt ?? new Date(Date.now() - 2 * 86_400_000);
  const points = options.pilots.map((_, i) => options.minusPoints?.[i] ?? 2);
  const occurredMonth = occurrenceMonth(occurredAt);
  const id = await insertEventReport(
    ctx.database.db,
    {
      occurredAt,
      occurredMonth,
      flightNumber: options.flightNumber ?? `VN${next()}`,
      aircraftRegistration: "VN-A601",
      sector: "HAN-SGN",
      content: "Unstable approach",
      note: null,
      fleet: options.pilots[0]?.fleet ?? null,
      minusPointTotal: points.reduce((sum, p) => sum + p, 0),
    },
    null,
  );
  await setEventReportPilots(
    ctx.database.db,
    id,
    occurredMonth,
    options.pilots.map((pilot, i) => ({ pilot_id: pilot.pilotId as number, minus_point: points[i] ?? 0 })),
  );
  // One PDF attached, as the feature attaches its files.
  const key = `event_report_file/2026/01/${randomUUID()}.pdf`;
  await ctx.app.deps.fileStore.put(key, Readable.from(PDF));
  await ctx.database.db.insert(attachments).values({
    recordKind: "event_report_file",
    recordId: id,
    fileKey: key,
    originalName: "report.pdf",
    mime: "application/pdf",
    size: PDF.length,
    sha256: "0".repeat(64),
  });
  return { id, fileKey: key };
}

/** A line check of this pilot by this instructor, Initial, written straight to the table; returns its id. */
export async function createLineCheck(
  ctx: TestContext,
  options: { pilot: string; instructor: string; day?: string },
): Promise<number> {
  const [row] = await ctx.database.db
    .insert(lineChecks)
    .values({
      pilotCrewCode: options.pilot,
      instructorCrewCode: options.instructor,
      lineCheckDate: new Date(`${options.day ?? "2026-03-02"}T08:00:00+07:00`),
      lineCheckSectors: "HAN-SGN, SGN-HAN",
    })
    .returning({ id: lineChecks.id });
  if (!row) throw new Error("line check insert failed");
  return row.id;
}

/** A line training of this pilot (type 1, fleet A321 unless told), Pilot Submit, written straight to the table. */
export async function createLineTraining(
  ctx: TestContext,
  options: { pilot: string; fleet?: string; day?: string },
): Promise<number> {
  const [row] = await ctx.database.db
    .insert(lineTrainings)
    .values({
      pilotCrewCode: options.pilot,
      lineTrainingType: 1,
      startDate: options.day ?? "2026-03-02",
      fleet: options.fleet ?? "A321",
    })
    .returning({ id: lineTrainings.id });
  if (!row) throw new Error("line training insert failed");
  return row.id;
}

/**
 * A SIM session of these crew codes (one instructor on both sessions unless a SIM-B instructor is
 * named) with its two Initial forms, written straight to the tables; returns the first pilot's form id.
 */
export async function createSimForm(
  ctx: TestContext,
  options: { pilots: [string, string]; instructor: string; simbInstructor?: string; day?: string },
): Promise<number> {
  const day = options.day ?? "2026-03-02";
  const [session] = await ctx.database.db
    .insert(simSessions)
    .values({
      firstPilotCrewCode: options.pilots[0],
      secondPilotCrewCode: options.pilots[1],
      simaInstructorCrewCode: options.instructor,
      simbInstructorCrewCode: options.simbInstructor ?? options.instructor,
      sessionaDateTime: new Date(`${day}T08:00:00+07:00`),
      sessionaPlace: "VN001",
      sessionbDateTime: new Date(`${day}T13:00:00+07:00`),
      sessionbPlace: "VN001",
    })
    .returning({ id: simSessions.id });
  if (!session) throw new Error("SIM session insert failed");
  const [form] = await ctx.database.db
    .insert(simForms)
    .values([
      { simId: session.id, pilotOrder: 1 },
      { simId: session.id, pilotOrder: 2 },
    ])
    .returning({ id: simForms.id });
  if (!form) throw new Error("SIM form insert failed");
  return form.id;
}

/** A training document with PDF files in the store, attached as the feature attaches them. */
export async function createTrainingDocument(
  ctx: TestContext,
  options: {
    fleet?: string;
    trainingType?: number;
    name?: string;
    startDate?: string;
    note?: string | null;
    files?: number;
  } = {},
) {
  const [document] = await ctx.database.db
    .insert(trainingDocuments)
    .values({
      fleet: options.fleet ?? "A321",
      trainingType: options.trainingType ?? 0,
      documentName: options.name ?? `Document ${next()}`,
      startDate: options.startDate ?? "2026-01-01",
      note: options.note ?? null,
    })
    .returning();
  if (!document) throw new Error("training document insert failed");
  const keys: string[] = [];
  for (let n = 0; n < (options.files ?? 1); n++) {
    const key = `training_document/2026/01/${randomUUID()}.pdf`;
    await ctx.app.deps.fileStore.put(key, Readable.from(PDF));
    await ctx.database.db.insert(attachments).values({
      recordKind: "training_document",
      recordId: document.id,
      fileKey: key,
      originalName: `file ${n + 1}.pdf`,
      mime: "application/pdf",
      size: PDF.length,
      sha256: "0".repeat(64),
    });
    keys.push(key);
  }
  return { ...document, keys };
}

/**
 * A pilot's TO LDG record and flights as a survey submission leaves them, the recency dates computed
 * by the shared rule; the licence is the pilot's CAAV number (one is given to a pilot without).
 */
export async function createToldgRecord(
  ctx: TestContext,
  options: {
    pilot: Made;
    flights: { flight_date: string; to_number: number; ldg_number: number }[];
    simDate?: string | null;
    totalFlightHours?: number | null;
    onTypeFlightHours?: number | null;
  },
) {
  const pilotId = options.pilot.pilotId;
  if (pilotId === null) throw new Error("a TO LDG record needs a pilot profile");
  const [profile] = await ctx.database.db
    .select({ caavNumber: pilots.caavNumber })
    .from(pilots)
    .where(eq(pilots.id, pilotId));
  let licenseNumber = profile?.caavNumber;
  if (!licenseNumber) {
    licenseNumber = `VN${20000 + next()}`;
    await ctx.database.db.update(pilots).set({ caavNumber: licenseNumber }).where(eq(pilots.id, pilotId));
  }
  const simDate = options.simDate ?? null;
  const dates = computeRecency({ flights: options.flights, simDate });
  await ctx.database.db.insert(toldgRecords).values({
    pilotId,
    licenseNumber: licenseNumber.toUpperCase(),
    simDate,
    recencyDate: dates.recency_date,
    simExpiredDate: dates.sim_expired_date,
    acExpiredDate: dates.ac_expired_date,
    totalFlightHours: options.totalFlightHours ?? null,
    onTypeFlightHours: options.onTypeFlightHours ?? null,
    submittedAt: new Date(),
  });
  if (options.flights.length > 0)
    await ctx.database.db.insert(toldgFlights).values(
      options.flights.map((f) => ({
        pilotId,
        flightDate: f.flight_date,
        toNumber: f.to_number,
        ldgNumber: f.ldg_number,
      })),
    );
  return { pilotId, licenseNumber, ...dates };
}

/**
 * A normal training flight of one sector as the create and update forms send it (multipart), with
 * its report unless told; `overrides` change or add fields.
 */
export function trainingFlightForm(pilotId: number, overrides: Record<string, string> = {}, report = true) {
  const fields: Record<string, string> = {
    pilot_id: String(pilotId),
    flight_type: "0",
    "sectors[0].date_of_sector": "2026-10-02",
    "sectors[0].departure": "HAN",
    "sectors[0].destination": "SGN",
    "sectors[0].flight_time": "2",
    "sectors[0].night_or_day": "DAY",
    "sectors[0].pf_pm": "PF",
    recommendation: "false",
    grounded: "false",
    landing: "2",
    ldg_comment: "Flare late",
    comments: "Satisfactory",
    ...overrides,
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (report) form.append("report", new Blob([PDF]), "r.pdf");
  return form;
}
