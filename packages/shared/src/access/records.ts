import { isLineCheckInstructor, isLineCheckPilot } from "../line-check/workflow";
import { mayReadLineTraining } from "../line-training/access";
import { isSimInstructor, isSimPilot, type SimAccessRecord } from "../sim/access";
import { ALL_FLEETS } from "../training-document/constants";
import { USER_SCREEN_ROLES } from "../user/access";
import { Permission } from "./roles";
import { fleetScope } from "./scope";
import {
  hasPermission,
  isAdminArea,
  isAdminRole,
  isInspector,
  isInstructor,
  isPilotArea,
  type SessionUser,
} from "./session";

/**
 * Who may reach one record: the table every call that names a record reads, through the server's
 * `requireAccess`. A record the actor may not reach reads as missing (404); what the actor may then
 * do to it is the action rules' business (`can()`, the workflow tables), which answer 403.
 *
 * Each row says, for one kind and one action:
 * - `staff`: who reaches every record of the kind, within their fleet scope (ADR 0942);
 * - `fleets`: the fleets the record belongs to (its crew's, its own), or "every" for one that belongs
 *   to all; a staff account reaches it when its fleet scope is one of them (the super admin: always);
 * - `crew`: whom the record names and who so reaches it whatever their fleet (its pilot, its
 *   instructor, the account itself);
 * - `inspector`: whether an inspector reaches it. An inspector's grants are not in its session: the
 *   route guard lets a call through only under a live grant on the pilot it names (ADR 1065), so a
 *   row that lets an inspector in is one whose pilot that call named.
 *
 * The facts a row reads are what the server's loader of that kind reads from the database.
 */
export interface RecordRule<F> {
  staff: (user: SessionUser, facts: F) => boolean;
  fleets: (facts: F) => readonly (string | null)[] | "every";
  crew: (user: SessionUser, facts: F) => boolean;
  inspector: boolean;
}

/** The facts of a record that is one pilot's (a profile, a training record, a training file). */
export interface PilotFacts {
  /** The pilot's id. */
  pilot_id: number;
  /** The pilot's account. */
  user_id: number;
  fleet: string | null;
}

/** A SIM session or form: the crew codes of the four seats and the fleets of the pilots seated. */
export interface SimFacts extends SimAccessRecord {
  /** The fleets of the pilots the session's pilot seats name (a form's: its own pilot's). */
  pilot_fleets: (string | null)[];
}

/** A SIM form: its session's seats, and in `pilot_fleets` the fleet of the form's own pilot. */
export type SimFormFacts = SimFacts;

export interface LineCheckFacts {
  pilot_crew_code: string;
  instructor_crew_code: string;
  pilot_fleets: (string | null)[];
}

export interface LineTrainingFacts {
  pilot_crew_code: string;
  /** The fleet of the pilot when the line training was created. */
  fleet: string | null;
  pilot_fleets: (string | null)[];
}

export interface TrainingDocumentFacts {
  fleet: string;
  /** Its start date has come (at the airline). */
  started: boolean;
}

export interface EventReportFacts {
  fleet: string | null;
  pilot_ids: number[];
  /** The fleets of the pilots it names. */
  pilot_fleets: (string | null)[];
}

/** A pilot as their grade trends read them: the pilot and the instructors who graded them. */
export interface TrendsFacts {
  pilot_id: number;
  fleet: string | null;
  /** The pilot ids of the instructors who graded one of the pilot's training flights. */
  graded_by: number[];
}

export interface UserFacts {
  id: number;
  role: number;
  fleet: string | null;
}

const nobody = () => false;
const managesPilots = (user: SessionUser) =>
  hasPermission(user, Permission.VIEW_PILOT_LIST, Permission.EDIT_PILOT);

/**
 * A pilot and what is only theirs (ADR 0006): the pilot themself, and within the fleet scope the
 * managers of the pilot list and the instructors (the pilots they assess).
 */
const pilotRecord: RecordRule<PilotFacts> = {
  staff: (user) => managesPilots(user) || isInstructor(user),
  fleets: (pilot) => [pilot.fleet],
  crew: (user, pilot) => pilot.user_id === user.id || pilot.pilot_id === user.pilot_id,
  inspector: false,
};

/** Staff past the route guard reach the records of their fleet's pilots; nobody else (ADR 0942). */
const staffOfFleet = <F extends { pilot_fleets: (string | null)[] }>(
  crew: (user: SessionUser, facts: F) => boolean,
): RecordRule<F> => ({
  staff: (user) => isAdminArea(user),
  fleets: (facts) => facts.pilot_fleets,
  crew: (user, facts) => !isAdminArea(user) && crew(user, facts),
  inspector: false,
});

const simSeat = (user: SessionUser, sim: SimAccessRecord) =>
  isSimPilot(user, sim) || isSimInstructor(user, sim);

/**
 * A staged form's stored files (its stages' PDFs, its status changes' files): staff within their
 * fleet scope who hold a right over the form's files (seeing every form of the kind, setting its
 * status, marking it downloaded, uploading for the crew); the crew it names.
 */
const formFiles = <F extends { pilot_fleets: (string | null)[] }>(
  rights: readonly Permission[],
  crew: (user: SessionUser, facts: F) => boolean,
): RecordRule<F> => ({
  staff: (user) => isAdminArea(user) && hasPermission(user, ...rights),
  fleets: (facts) => facts.pilot_fleets,
  crew: (user, facts) => isPilotArea(user) && crew(user, facts),
  inspector: false,
});

/** Staff within their fleet scope: every action on a training document with its right (ADR 0501). */
const trainingDocument = (right: (user: SessionUser) => boolean): RecordRule<TrainingDocumentFacts> => ({
  staff: (user) => right(user),
  fleets: (document) => (document.fleet === ALL_FLEETS ? "every" : [document.fleet]),
  crew: nobody,
  inspector: false,
});
const seesDocuments = (user: SessionUser) =>
  hasPermission(user, Permission.VIEW_TRAINING_DOCUMENT) || isPilotArea(user);

/**
 * The table: per record kind, per action, who reaches the record. Adding a record kind is adding its
 * rows here (and its loader in the server's registry).
 */
export const RECORD_ACCESS = {
  pilot: { read: pilotRecord },
  /** A training record of each kind is its pilot's: whoever may see the pilot reaches it (ADR 0024). */
  training_flight: { read: pilotRecord },
  base_training: { read: pilotRecord },
  theory_test: { read: pilotRecord },
  progress_theory: { read: pilotRecord },
  /**
   * A pilot's whole training file (ADR 0730, 1065): the pilot, managers of the pilot list within
   * their fleet scope (not instructors: they read the records they assess), inspectors under a grant.
   */
  training_file: {
    read: {
      staff: managesPilots,
      fleets: (pilot: PilotFacts) => [pilot.fleet],
      crew: (user: SessionUser, pilot: PilotFacts) => user.pilot_id === pilot.pilot_id,
      inspector: true,
    } satisfies RecordRule<PilotFacts>,
  },
  /**
   * A SIM session (ADR 0402): VIEW_SIM holders within their fleet scope, the pilots and instructors
   * seated on it. Editing and deleting are for staff past the route guard, within their fleet scope.
   */
  sim: {
    read: {
      staff: (user) => hasPermission(user, Permission.VIEW_SIM),
      fleets: (sim) => sim.pilot_fleets,
      crew: (user, sim) => isPilotArea(user) && simSeat(user, sim),
      inspector: false,
    } satisfies RecordRule<SimFacts>,
    edit: staffOfFleet<SimFacts>(nobody),
    delete: staffOfFleet<SimFacts>(nobody),
  },
  /** A SIM form (ADR 0430): staff within their fleet scope of the form's pilot; the session's crew. */
  sim_form: {
    read: staffOfFleet<SimFormFacts>(simSeat),
    open_file: formFiles<SimFormFacts>(
      [
        Permission.VIEW_SIM,
        Permission.USER_UPLOAD_SIM,
        Permission.CHANGE_SIM_STATUS,
        Permission.SET_SIM_FLAG,
        Permission.CHANGE_CAAV_STATUS,
      ],
      simSeat,
    ),
  },
  /**
   * A line check (ADR 0600): staff within their fleet scope; its pilot and its instructor. Deleting
   * is for staff past the route guard, within their fleet scope; its files are opened by staff of
   * its fleet holding a right over them, its pilot and its instructor.
   */
  line_check: {
    read: staffOfFleet<LineCheckFacts>(
      (user, check) =>
        isPilotArea(user) && (isLineCheckPilot(user, check) || isLineCheckInstructor(user, check)),
    ),
    delete: staffOfFleet<LineCheckFacts>(nobody),
    open_file: formFiles<LineCheckFacts>(
      [Permission.VIEW_LINE_CHECK, Permission.CHANGE_LINE_CHECK_STATUS, Permission.SET_LINE_CHECK_FLAG],
      (user, check) => isLineCheckPilot(user, check) || isLineCheckInstructor(user, check),
    ),
  },
  /** A line training (ADR 0610): staff within their fleet scope; its pilot, the instructors of its fleet. */
  line_training: {
    read: staffOfFleet<LineTrainingFacts>((user, training) => mayReadLineTraining(user, training)),
    open_file: formFiles<LineTrainingFacts>(
      [Permission.VIEW_LINE_TRAINING, Permission.CHANGE_LINE_TRAINING_STATUS],
      (user, training) => mayReadLineTraining(user, training),
    ),
  },
  /**
   * A training document (ADR 0501): of the account's fleet or of All; edited and deleted with the
   * right to, seen with that right or the right to see them; its file besides by any account of its
   * fleet once its start date has come (the folder beside the SIM and line check lists).
   */
  training_document: {
    read: trainingDocument(seesDocuments),
    edit: trainingDocument(
      (user) => seesDocuments(user) || hasPermission(user, Permission.EDIT_TRAINING_DOCUMENT),
    ),
    delete: trainingDocument(
      (user) => seesDocuments(user) || hasPermission(user, Permission.DELETE_TRAINING_DOCUMENT),
    ),
    open_file: {
      ...trainingDocument(seesDocuments),
      crew: (user: SessionUser, document: TrainingDocumentFacts) =>
        (document.fleet === user.fleet || document.fleet === ALL_FLEETS) && document.started,
    } satisfies RecordRule<TrainingDocumentFacts>,
  },
  /**
   * An event report (ADR 0510): readers of the pilot list when it or a pilot it names is of their
   * fleet scope; a pilot it names (who is then shown their own line only).
   */
  event_report: {
    read: {
      staff: managesPilots,
      fleets: (report) => [report.fleet, ...report.pilot_fleets],
      crew: (user, report) => user.pilot_id !== null && report.pilot_ids.includes(user.pilot_id),
      inspector: false,
    } satisfies RecordRule<EventReportFacts>,
  },
  /**
   * A pilot's grade trends (analytics): the pilot; an instructor who graded one of their flights,
   * whatever their fleet; holders of VIEW_ANALYTICS within their fleet scope.
   */
  pilot_trends: {
    read: {
      staff: (user) => hasPermission(user, Permission.VIEW_ANALYTICS),
      fleets: (pilot) => [pilot.fleet],
      crew: (user, pilot) =>
        user.pilot_id === pilot.pilot_id ||
        (isInstructor(user) && user.pilot_id !== null && pilot.graded_by.includes(user.pilot_id)),
      inspector: false,
    } satisfies RecordRule<TrendsFacts>,
  },
  /** An account on the user screens (ADR 0006): itself; role admin within its fleet scope. */
  user: {
    read: {
      staff: (user, target) => isAdminRole(user) && (USER_SCREEN_ROLES as number[]).includes(target.role),
      fleets: (target) => [target.fleet],
      crew: (user, target) => target.id === user.id,
      inspector: false,
    } satisfies RecordRule<UserFacts>,
  },
} as const;

export type RecordKind = keyof typeof RECORD_ACCESS;
export type RecordAction<K extends RecordKind> = keyof (typeof RECORD_ACCESS)[K] & string;
/** The facts the rows of a kind read. */
export type RecordFacts<K extends RecordKind> =
  (typeof RECORD_ACCESS)[K][keyof (typeof RECORD_ACCESS)[K]] extends RecordRule<infer F> ? F : never;

/** Whether a record of these fleets is within the account's fleet scope (ADR 0942). */
function inFleetScope(user: SessionUser, fleets: readonly (string | null)[] | "every"): boolean {
  const scope = fleetScope(user);
  return scope === null || fleets === "every" || fleets.includes(scope);
}

/**
 * Whether this account reaches this record for this action. False reads as missing (404); unknown
 * accounts reach nothing.
 */
export function mayReach<K extends RecordKind>(
  user: SessionUser | null | undefined,
  kind: K,
  action: RecordAction<K>,
  facts: RecordFacts<K>,
): boolean {
  if (!user) return false;
  const rule = (RECORD_ACCESS[kind] as Record<string, RecordRule<RecordFacts<K>>>)[action];
  if (!rule) return false;
  if (isInspector(user)) return rule.inspector;
  return (rule.staff(user, facts) && inFleetScope(user, rule.fleets(facts))) || rule.crew(user, facts);
}
