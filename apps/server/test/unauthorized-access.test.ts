import { Permission, Role } from "@trms/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lineChecks } from "../src/db/schema";
import { simSessions } from "../src/db/tables/sim.table";
import { airlineToday } from "../src/lib/airline-time";
import { PDF } from "./accounts";
import { apiClient } from "./client";
import {
  createBaseTraining,
  createEventReport,
  createInstructor,
  createPilot,
  createProgressTheory,
  createSimForm,
  createStaff,
  createTheoryTest,
  createTrainingDocument,
  createTrainingFlight,
  createUser,
  type Made,
} from "./factories";
import { createTestApp, type TestContext } from "./harness";

/**
 * What each kind of caller gets from each call (part1 §2 roles):
 * - 403: the route guard refuses, before the body is read;
 * - 404: the guard lets the caller through, and a record that is not theirs reads as missing
 *   (checked with the probe below, naming another fleet's pilot, flight or account);
 * - "open": the guard lets the caller through; the call's own checks apply to what it is sent.
 * Anonymous callers get 401 from every call that is not public.
 * A route missing from this table, or an entry for a route that no longer exists, fails the test.
 */
type Outcome = 403 | 404 | "open";
interface Expectation {
  public?: true;
  pilot: Outcome;
  instructor: Outcome;
  staff: Outcome;
}
const PUBLIC: Expectation = { public: true, pilot: "open", instructor: "open", staff: "open" };
const OPEN: Expectation = { pilot: "open", instructor: "open", staff: "open" };
const DENIED: Expectation = { pilot: 403, instructor: 403, staff: 403 };
const NOT_THEIRS: Expectation = { pilot: 404, instructor: 404, staff: 404 };
const ADMIN_AREA: Expectation = { pilot: 403, instructor: 403, staff: 404 };
/** Any admin-area account may read it (TO LDG is not one of the numbered permissions). */
const ADMIN_AREA_OPEN: Expectation = { pilot: 403, instructor: 403, staff: "open" };

/** Pilot lists and autocomplete: list managers and instructors (pilot.browse), not pilots. */
const BROWSE_PILOTS: Expectation = { pilot: 403, instructor: "open", staff: 403 };
/** Pilots and instructors (their own SIM sessions); staff only with VIEW_SIM. */
const SIM_CREW: Expectation = { pilot: "open", instructor: "open", staff: 403 };

const EXPECTED: Record<string, Expectation> = {
  "POST /api/v1/auth/login": PUBLIC,
  "POST /api/v1/auth/login/validate": PUBLIC,
  "POST /api/v1/auth/login/forgot_password": PUBLIC,
  "POST /api/v1/auth/login/reset_password": PUBLIC,
  "POST /api/v1/auth/sign_in_options": PUBLIC,
  "GET /api/v1/auth/oidc/start": PUBLIC,
  "GET /api/v1/auth/oidc/callback": PUBLIC,
  "POST /api/v1/auth/login/second_factor": PUBLIC,
  "POST /api/v1/auth/login/passkey_options": PUBLIC,
  "POST /api/v1/auth/login/passkey": PUBLIC,
  "POST /api/v1/auth/second_factor/status": OPEN,
  "POST /api/v1/auth/second_factor/totp/start": OPEN,
  "POST /api/v1/auth/second_factor/totp/confirm": OPEN,
  "POST /api/v1/auth/second_factor/totp/remove": OPEN,
  "POST /api/v1/auth/second_factor/recovery_codes/renew": OPEN,
  "POST /api/v1/auth/second_factor/passkey/options": OPEN,
  "POST /api/v1/auth/second_factor/passkey/register": OPEN,
  "POST /api/v1/auth/second_factor/passkey/remove": OPEN,
  "POST /api/v1/auth/second_factor/reset": DENIED,
  "POST /api/v1/auth/logout": OPEN,
  "POST /api/v1/auth/me": OPEN,
  "POST /api/v1/auth/user/change_password": OPEN,
  // Every account lists and ends its own sessions; another account's session reads as missing.
  "POST /api/v1/auth/sessions": OPEN,
  "POST /api/v1/auth/sessions/end": NOT_THEIRS,
  "POST /api/v1/auth/sessions/end_all": DENIED,
  "POST /api/v1/auth/user/create_user": DENIED,
  "POST /api/v1/auth/user/update_detail": ADMIN_AREA,
  "POST /api/v1/auth/user/list": DENIED,
  "POST /api/v1/auth/user/detail": ADMIN_AREA,
  "POST /api/v1/auth/user/bulk_create_role": DENIED,
  "GET /api/v1/files/*": OPEN,
  "POST /api/v1/pilot/create_pilot": DENIED,
  "POST /api/v1/pilot/update_pilot": DENIED,
  "POST /api/v1/pilot/change_avatar": OPEN,
  "POST /api/v1/pilot/change_password": NOT_THEIRS,
  "POST /api/v1/pilot/sort_pilot": BROWSE_PILOTS,
  "POST /api/v1/pilot/pilot_detail": NOT_THEIRS,
  // Also the creators of SIM sessions, line checks and line trainings (pilot.routes.test).
  "POST /api/v1/pilot/search_pilot": BROWSE_PILOTS,
  "POST /api/v1/pilot/instructor_list": OPEN,
  "POST /api/v1/pilot/sim_instructor_list": OPEN,
  "POST /api/v1/pilot/activate_pilot": DENIED,
  "POST /api/v1/pilot/deactivate_pilot": DENIED,
  "POST /api/v1/pilot/update_info_for_pilot": NOT_THEIRS,
  "POST /api/v1/toldg/new_flight": PUBLIC,
  "POST /api/v1/toldg/get_all": ADMIN_AREA_OPEN,
  "GET /api/v1/toldg/export": ADMIN_AREA_OPEN,
  "POST /api/v1/flt_training/airport_list": OPEN,
  "POST /api/v1/flt_training/vietnam_airport_list": OPEN,
  "POST /api/v1/flt_training/create_flight": { pilot: 403, instructor: "open", staff: 403 },
  "POST /api/v1/flt_training/update_flight": { pilot: 403, instructor: "open", staff: 403 },
  "POST /api/v1/flt_training/delete_flight": DENIED,
  "GET /api/v1/flt_training/monthly_report": DENIED,
  "POST /api/v1/flt_training/search_training_flight": NOT_THEIRS,
  "POST /api/v1/flt_training/training_flight_by_id": NOT_THEIRS,
  // Only the pilot role approves (part1 §6); another pilot's record reads as missing.
  "POST /api/v1/flt_training/approve_result": { pilot: 404, instructor: 404, staff: 403 },
  "GET /api/v1/phase_report/*": NOT_THEIRS,
  "POST /api/v1/flt_training/create_base_flight": { pilot: 403, instructor: "open", staff: 403 },
  "POST /api/v1/flt_training/delete_base_flight": DENIED,
  "POST /api/v1/flt_training/base_training_list": NOT_THEIRS,
  "POST /api/v1/flt_training/base_training_by_pilot": NOT_THEIRS,
  "POST /api/v1/flt_training/base_training_by_id": NOT_THEIRS,
  "POST /api/v1/flt_training/create_theory_test": { pilot: 403, instructor: "open", staff: 403 },
  "POST /api/v1/flt_training/delete_theory_test_api": DENIED,
  "POST /api/v1/flt_training/get_theory_test_by_pilot": NOT_THEIRS,
  "POST /api/v1/flt_training/get_theory_test_api_list": NOT_THEIRS,
  "POST /api/v1/flt_training/create_progress_theory_report": { pilot: 403, instructor: "open", staff: 403 },
  "POST /api/v1/flt_training/delete_progress_theory_report": DENIED,
  "POST /api/v1/flt_training/get_progress_theory_report_by_pilot": NOT_THEIRS,
  "POST /api/v1/flt_training/progress_theory_report_by_id": NOT_THEIRS,
  // The FOT list: list managers and instructors, never pilots.
  "POST /api/v1/pilot/fot_list": BROWSE_PILOTS,
  // Pilots (their own), instructors and list managers; another fleet's pilot reads as missing.
  "POST /api/v1/flt_training/get_criteria_report_by_pilot_id": { pilot: 404, instructor: 404, staff: 403 },
  // Event reports: managers of pilots list, edit and count them; a named pilot reads their own.
  "POST /api/v1/event_report/report_searching": DENIED,
  "GET /api/v1/event_report/export": DENIED,
  "POST /api/v1/event_report/get_report_by_id": NOT_THEIRS,
  "POST /api/v1/event_report/get_report_by_pilot": NOT_THEIRS,
  "POST /api/v1/event_report/create_report": DENIED,
  "POST /api/v1/event_report/update_report": DENIED,
  "POST /api/v1/event_report/delete_report": DENIED,
  "POST /api/v1/event_report/report_statistics": DENIED,
  // The ledger needs the pilot list permission; the audit trail the admin role.
  "POST /api/v1/ledger/get_ledger": DENIED,
  "POST /api/v1/ledger/get_figures": DENIED,
  "GET /api/v1/ledger/export": DENIED,
  "POST /api/v1/audit/get_audit_list": DENIED,
  "POST /api/v1/audit/get_record_audit": DENIED,
  "POST /api/v1/audit/verify_history": DENIED,
  // The mail outbox: administrators only.
  "POST /api/v1/system/get_mail_outbox": DENIED,
  "POST /api/v1/system/retry_mail": DENIED,
  // My tasks: every account asks about itself; outside the pilot area the answer is empty.
  "POST /api/v1/tasks/get_my_tasks": OPEN,
  /** Pilots and instructors read their own training file, list managers those of their fleet. */
  "POST /api/v1/training_file/get_timeline": { pilot: "open", instructor: "open", staff: 403 },
  "GET /api/v1/training_file/download": { pilot: "open", instructor: "open", staff: 403 },
  "GET /api/v1/training_file/download_archive": { pilot: "open", instructor: "open", staff: 403 },
  "GET /api/v1/training_file/file/*": { pilot: "open", instructor: "open", staff: 403 },
  "GET /api/v1/event_report_file/*": NOT_THEIRS,
  // Training documents: permissions 41–44 for staff, read-only for the pilot area.
  "POST /api/v1/training_document/create_td": DENIED,
  "POST /api/v1/training_document/update_td": DENIED,
  "POST /api/v1/training_document/delete_td": DENIED,
  "POST /api/v1/training_document/sort_td": { pilot: "open", instructor: "open", staff: 403 },
  "POST /api/v1/training_document/td_detail": { pilot: 404, instructor: 404, staff: 403 },
  "GET /api/v1/training_document/export": { pilot: "open", instructor: "open", staff: 403 },
  // The folder of a type's latest document, beside the SIM and line check lists: every account, its own fleet.
  "POST /api/v1/training_document/get_latest_td_by_type": OPEN,
  "GET /api/v1/training_document/file/*": NOT_THEIRS,
  // Each account's own workflow mail setting.
  "POST /api/v1/auth/user/get_notifications": OPEN,
  "POST /api/v1/auth/user/update_notifications": OPEN,
  // SIM form workflow: uploads are the crew's (and the office's with
  // USER_UPLOAD_SIM); multipart calls check the form after reading the body, where a form of a
  // session the caller is not on reads as missing (tested in sim-form.routes.test.ts).
  "POST /api/v1/sim/submit_form": { pilot: "open", instructor: "open", staff: 403 },
  "POST /api/v1/sim/reject_form": { pilot: 403, instructor: "open", staff: 403 },
  "POST /api/v1/sim/set_status": DENIED,
  "POST /api/v1/sim/set_downloaded_flag": DENIED,
  "POST /api/v1/sim/submit_caav_form": { pilot: "open", instructor: "open", staff: 403 },
  "POST /api/v1/sim/set_caav_status": DENIED,
  "POST /api/v1/sim/get_elearning_clue": { pilot: 404, instructor: 404, staff: 403 },
  "POST /api/v1/sim/finish_elearning": { pilot: "open", instructor: "open", staff: 403 },
  "POST /api/v1/sim/get_form_history": { pilot: 404, instructor: 404, staff: 403 },
  // SIM slots: every account reads the timetable; role admin and SIM creators/editors manage it.
  "POST /api/v1/sim/create_sim_slot": DENIED,
  "POST /api/v1/sim/update_sim_slot": DENIED,
  "POST /api/v1/sim/delete_sim_slot": DENIED,
  "POST /api/v1/sim/get_sim_slots": OPEN,
  "POST /api/v1/sim/get_sim_slot_by_id": OPEN,
  // The monthly schedule: every account reads it; USER_UPLOAD_SIM (or role admin) uploads.
  "POST /api/v1/sim/get_sim_schedule": OPEN,
  "POST /api/v1/sim/upload_sim_list": DENIED,
  "GET /api/v1/sim_schedule/*": OPEN,
  // SIM sessions: writes by the SIM permissions (admin always); reads by VIEW_SIM or the crew on it.
  "POST /api/v1/sim/create_sim": DENIED,
  "POST /api/v1/sim/create_monthly_sim": DENIED,
  "POST /api/v1/sim/create_sim_from_excel": DENIED,
  "GET /api/v1/sim/sim_excel_template": DENIED,
  "POST /api/v1/sim/update_sim": DENIED,
  "POST /api/v1/sim/delete_sim": DENIED,
  "POST /api/v1/sim/find_sim_conflicts": DENIED,
  "POST /api/v1/sim/get_sim_list": SIM_CREW,
  "POST /api/v1/sim/get_sim_by_id": { pilot: 404, instructor: 404, staff: 403 },
  "GET /api/v1/sim/my_calendar.ics": SIM_CREW,
  "POST /api/v1/sim/calendar_link": SIM_CREW,
  "POST /api/v1/sim/revoke_calendar_link": SIM_CREW,
  "GET /api/v1/sim/calendar/:file": PUBLIC,
  // Anyone may verify a PDF the product issued.
  "POST /api/v1/verify/verify_pdf": PUBLIC,
  "POST /api/v1/verify/verify_code": PUBLIC,
  "GET /api/v1/verify/certificate": PUBLIC,
  // Line checks: the crew's own; staff only with the numbered permissions.
  "POST /api/v1/linecheck/get_line_check_list": SIM_CREW,
  "POST /api/v1/linecheck/create_line_check": SIM_CREW,
  "POST /api/v1/linecheck/update_line_check": SIM_CREW,
  "POST /api/v1/linecheck/get_line_check_by_id": { pilot: 404, instructor: 404, staff: 403 },
  "POST /api/v1/linecheck/delete_line_check": DENIED,
  "POST /api/v1/linecheck/submit_line_check_form": SIM_CREW,
  "POST /api/v1/linecheck/set_line_check_status": DENIED,
  "POST /api/v1/linecheck/get_line_check_status": { pilot: 404, instructor: 404, staff: 403 },
  "POST /api/v1/linecheck/set_line_check_downloaded_flag": DENIED,
  "POST /api/v1/linecheck/read_documents": { pilot: 404, instructor: 404, staff: 403 },
  "POST /api/v1/linecheck/get_latest_line_check": SIM_CREW,
  // Line training: VIEW_LINE_TRAINING or the crew (their own, an instructor's fleet) reads;
  // the crew submits; CHANGE_LINE_TRAINING_STATUS sets the status; only the super admin cleans up.
  "POST /api/v1/line_training/get_line_training_list": SIM_CREW,
  "POST /api/v1/line_training/get_line_training_by_id": { pilot: 404, instructor: 404, staff: 403 },
  "POST /api/v1/line_training/create_line_training": SIM_CREW,
  "POST /api/v1/line_training/submit_form": SIM_CREW,
  "POST /api/v1/line_training/get_submissions_by_line_training_id": {
    pilot: 404,
    instructor: 404,
    staff: 403,
  },
  "POST /api/v1/line_training/get_latest_submission_by_line_training_id": {
    pilot: 404,
    instructor: 404,
    staff: 403,
  },
  "POST /api/v1/line_training/set_status": DENIED,
  "POST /api/v1/line_training/clean_up_line_training": DENIED,
  // How the installation runs: the super administrator only.
  "POST /api/v1/system/get_status": DENIED,
  // Bringing an airline's history in: the super administrator only.
  "GET /api/v1/import/template": DENIED,
  "GET /api/v1/import/template_csv": DENIED,
  "GET /api/v1/import/problems_workbook": DENIED,
  "GET /api/v1/import/export": DENIED,
  "GET /api/v1/import/export_files": DENIED,
  "POST /api/v1/import/preview": DENIED,
  "POST /api/v1/import/get_rows": DENIED,
  "POST /api/v1/import/get_batches": DENIED,
  "POST /api/v1/import/get_batch": DENIED,
  "POST /api/v1/import/commit": DENIED,
  "POST /api/v1/import/undo": DENIED,
  // Training analytics: the analytics permission within the fleet; an
  // instructor their own figures; pilots never.
  "POST /api/v1/analytics/instructor_concordance": { pilot: 403, instructor: "open", staff: 403 },
  // A pilot's trends: their own, an instructor's trainees, the permission's fleet; others read as missing.
  "POST /api/v1/analytics/pilot_trends": { pilot: 404, instructor: 404, staff: 403 },
  // Its picker: the pilots whose trends the caller may open (an instructor their trainees).
  "POST /api/v1/analytics/trend_pilots": { pilot: 403, instructor: "open", staff: 403 },
  "POST /api/v1/analytics/concordance_records": { pilot: 403, instructor: "open", staff: 403 },
  "GET /api/v1/analytics/concordance_export": { pilot: 403, instructor: "open", staff: 403 },
  "POST /api/v1/analytics/fleet_heat_map": DENIED,
  "POST /api/v1/analytics/pilots_with_warnings": { pilot: 403, instructor: "open", staff: 403 },
  // The training pipeline: the analytics permission only.
  "POST /api/v1/analytics/pipeline": DENIED,
  // Inspector access: the super administrator grants; the inspector reads.
  "POST /api/v1/inspector/create_inspector": DENIED,
  "POST /api/v1/inspector/get_inspectors": DENIED,
  "POST /api/v1/inspector/create_grant": DENIED,
  "POST /api/v1/inspector/get_grants": DENIED,
  "POST /api/v1/inspector/revoke_grant": DENIED,
  "POST /api/v1/inspector/get_access_log": DENIED,
  "POST /api/v1/inspector/get_my_pilots": DENIED,
};

/**
 * The only calls an inspector with a live grant gets past the guard; every other call,
 * of today or added later, is refused before its body is read. The training file's calls then read
 * only a pilot its grant covers (inspector.routes.test.ts).
 */
const INSPECTOR_OPEN = new Set([
  "POST /api/v1/auth/me",
  "POST /api/v1/auth/logout",
  "POST /api/v1/inspector/get_my_pilots",
  "POST /api/v1/training_file/get_timeline",
  "GET /api/v1/training_file/download",
  "GET /api/v1/training_file/download_archive",
  "GET /api/v1/training_file/file/*",
]);

// Neither JSON nor any call's schema: a caller the guard refuses must never learn how the body is checked.
const GARBAGE = '{"page_number": [}garbage';

let ctx: TestContext;
let callers: Record<"pilot" | "instructor" | "staff", Made>;
/** Valid requests naming a record of another fleet's pilot, flight or account, per 404 route. */
let probes: Record<string, { url?: string; body?: unknown }>;

beforeAll(async () => {
  ctx = await createTestApp();
  callers = {
    pilot: await createPilot(ctx),
    instructor: await createInstructor(ctx),
    // A staff user holding no permission at all.
    staff: await createStaff(ctx, []),
  };
  const otherTrainee = await createPilot(ctx, { fleet: "B787" });
  const otherInstructor = await createInstructor(ctx, { fleet: "B787" });
  const otherStaff = await createStaff(ctx, [Permission.VIEW_PILOT_LIST], { fleet: "B787" });
  const [otherSession] = (await otherStaff.client.post("auth/sessions")).body.data.sessions;
  const flight = await createTrainingFlight(ctx, { trainee: otherTrainee, instructor: otherInstructor });
  const pilotId = otherTrainee.pilotId as number;
  const people = { trainee: otherTrainee, instructor: otherInstructor };
  const [base, theory, progress] = [
    await createBaseTraining(ctx, people),
    await createTheoryTest(ctx, people),
    await createProgressTheory(ctx, people),
  ];
  // A SIM session of another fleet's crew: its forms read as missing to anyone not on it.
  const otherForm = await createSimForm(ctx, {
    pilots: [otherTrainee.crewCode as string, "0000"],
    instructor: otherInstructor.crewCode as string,
  });
  const [otherSim] = await ctx.database.db
    .insert(simSessions)
    .values({
      firstPilotCrewCode: "ZZ01",
      secondPilotCrewCode: "ZZ02",
      simaInstructorCrewCode: "ZZ03",
      simbInstructorCrewCode: "ZZ03",
      sessionaDateTime: new Date("2026-03-21T01:00:00Z"),
      sessionaPlace: "VN001",
      sessionbDateTime: new Date("2026-03-22T01:00:00Z"),
      sessionbPlace: "VN001",
    })
    .returning({ id: simSessions.id });
  // A line check of other crew: it reads as missing to a pilot or instructor not on it.
  const [otherLineCheck] = await ctx.database.db
    .insert(lineChecks)
    .values({
      pilotCrewCode: "ZZ01",
      instructorCrewCode: "ZZ03",
      lineCheckDate: new Date("2026-03-21T01:00:00Z"),
      lineCheckSectors: "HAN-SGN",
    })
    .returning({ id: lineChecks.id });
  const eventReport = await createEventReport(ctx, { pilots: [otherTrainee, otherInstructor] });
  const otherDocument = await createTrainingDocument(ctx, { fleet: "B787" });
  // A line training of another fleet's pilot: missing to a pilot or instructor of fleet A321.
  const inserted = (await ctx.database.db.execute(
    sql`insert into line_trainings (pilot_crew_code, line_training_type, fleet, start_date)
        values (${otherTrainee.crewCode}, 1, 'B787', '2026-03-02') returning id`,
  )) as unknown as { rows: { id: number }[] };
  const otherLineTraining = inserted.rows[0];
  probes = {
    "POST /api/v1/line_training/get_line_training_by_id": { body: { id: otherLineTraining?.id } },
    "POST /api/v1/line_training/get_submissions_by_line_training_id": {
      body: { line_training_id: otherLineTraining?.id },
    },
    "POST /api/v1/line_training/get_latest_submission_by_line_training_id": {
      body: { line_training_id: otherLineTraining?.id },
    },
    "POST /api/v1/sim/get_sim_by_id": { body: { id: otherSim?.id } },
    "POST /api/v1/training_document/td_detail": { body: { id: otherDocument.id } },
    "GET /api/v1/training_document/file/*": {
      url: `/api/v1/training_document/file/${otherDocument.keys[0]}`,
    },
    "POST /api/v1/auth/user/update_detail": { body: { id: otherStaff.userId, full_name: "Renamed" } },
    "POST /api/v1/auth/user/detail": { body: { id: otherStaff.userId } },
    "POST /api/v1/auth/sessions/end": { body: { id: otherSession.id } },
    "POST /api/v1/pilot/change_password": { body: { id: pilotId, new_password: "a".repeat(64) } },
    "POST /api/v1/pilot/pilot_detail": { body: { id: pilotId } },
    "POST /api/v1/pilot/update_info_for_pilot": { body: { id: pilotId, phone_number: "0903123456" } },
    "POST /api/v1/flt_training/search_training_flight": {
      body: { pilot_id: pilotId, page_number: 1, page_count: 10 },
    },
    "POST /api/v1/flt_training/training_flight_by_id": { body: { id: flight.id } },
    "POST /api/v1/flt_training/approve_result": { body: { id: flight.id } },
    "GET /api/v1/phase_report/*": { url: `/api/v1/phase_report/${flight.reportFile}` },
    "POST /api/v1/flt_training/base_training_list": { body: { pilot_id: pilotId } },
    "POST /api/v1/flt_training/base_training_by_pilot": { body: { pilot_id: pilotId } },
    "POST /api/v1/flt_training/base_training_by_id": { body: { id: base.id } },
    "POST /api/v1/flt_training/get_theory_test_by_pilot": { body: { pilot_id: pilotId } },
    "POST /api/v1/flt_training/get_theory_test_api_list": { body: { id: theory.id } },
    "POST /api/v1/flt_training/get_progress_theory_report_by_pilot": { body: { pilot_id: pilotId } },
    "POST /api/v1/flt_training/progress_theory_report_by_id": { body: { id: progress.id } },
    "POST /api/v1/flt_training/get_criteria_report_by_pilot_id": { body: { pilot_id: pilotId, criteria: 4 } },
    "POST /api/v1/analytics/pilot_trends": { body: { pilot_id: pilotId } },
    "POST /api/v1/event_report/get_report_by_id": { body: { id: eventReport.id } },
    "POST /api/v1/event_report/get_report_by_pilot": { body: { pilot_id: pilotId } },
    "GET /api/v1/event_report_file/*": { url: `/api/v1/event_report_file/${eventReport.fileKey}` },
    "POST /api/v1/sim/get_elearning_clue": { body: { form_id: otherForm } },
    "POST /api/v1/sim/get_form_history": { body: { form_id: otherForm } },
    "POST /api/v1/linecheck/get_line_check_by_id": { body: { id: otherLineCheck?.id } },
    "POST /api/v1/linecheck/get_line_check_status": { body: { line_check_id: otherLineCheck?.id } },
    "POST /api/v1/linecheck/read_documents": { body: { line_check_id: otherLineCheck?.id, completed: true } },
  };
});
afterAll(async () => {
  await ctx.close();
});

const concrete = (url: string) => url.replace(/:(\w+)/g, "1").replace("*", "avatar/2026/01/none.png");

async function call(
  method: string,
  url: string,
  options: { token?: string; body?: unknown; garbage?: boolean },
) {
  const hasBody = method !== "GET";
  const response = await ctx.app.inject({
    method: method as "POST",
    url,
    headers: {
      "application-type": "5",
      "accept-language": "en",
      ...(hasBody ? { "content-type": "application/json" } : {}),
      ...(options.token ? { "access-token": options.token } : {}),
    },
    ...(hasBody ? { payload: options.garbage ? GARBAGE : JSON.stringify(options.body ?? {}) } : {}),
  });
  const json = String(response.headers["content-type"]).startsWith("application/json");
  return {
    status: response.statusCode,
    code: json ? (response.json() as { code?: string }).code : undefined,
  };
}

describe("unauthorized access, every route × anonymous, pilot, instructor, staff without permissions, inspector", () => {
  it("has a deliberate expectation for every route, and none for a route that is gone", () => {
    const registered = ctx.app.routeRules.map((r) => `${r.method} ${r.url}`);
    expect(registered.filter((key) => !(key in EXPECTED))).toEqual([]);
    expect(Object.keys(EXPECTED).filter((key) => !registered.includes(key))).toEqual([]);
    const publicRoutes = ctx.app.routeRules
      .filter((r) => r.access === "public")
      .map((r) => `${r.method} ${r.url}`);
    expect(publicRoutes.sort()).toEqual(
      Object.keys(EXPECTED)
        .filter((key) => EXPECTED[key]?.public)
        .sort(),
    );
    for (const [key, expectation] of Object.entries(EXPECTED)) {
      for (const role of ["pilot", "instructor", "staff"] as const) {
        if (expectation[role] === 404) expect(probes, `${key} needs a probe`).toHaveProperty([key]);
      }
    }
  });

  it("answers 401 to an anonymous caller of every call that is not public, whatever the body", async () => {
    for (const rule of ctx.app.routeRules) {
      const key = `${rule.method} ${rule.url}`;
      if (EXPECTED[key]?.public) continue;
      const reply = await call(rule.method, concrete(rule.url), { garbage: true });
      expect({ key, status: reply.status, code: reply.code }).toEqual({
        key,
        status: 401,
        code: "UNAUTHORIZED",
      });
    }
  });

  for (const role of ["pilot", "instructor", "staff"] as const) {
    it(`refuses the ${role} before reading the body, and hides records that are not theirs`, async () => {
      const token = callers[role].client.token;
      // Every route's outcome is collected, so one run lists every route whose rule changed.
      const expected: Record<string, Outcome | undefined> = {};
      const actual: Record<string, Outcome | string> = {};
      for (const rule of ctx.app.routeRules) {
        const key = `${rule.method} ${rule.url}`;
        const outcome = EXPECTED[key]?.[role];
        expected[key] = outcome;
        const reply = await call(rule.method, concrete(rule.url), { token, garbage: true });
        if (reply.status === 403) {
          actual[key] = reply.code === "FORBIDDEN" ? 403 : `403 ${reply.code}`;
          continue;
        }
        // Let through: whatever the call answers to garbage, it is not a refusal of the caller.
        if (reply.status === 401) {
          actual[key] = "401";
          continue;
        }
        if (outcome !== 404) {
          actual[key] = "open";
          continue;
        }
        const probe = probes[key] ?? {};
        const denied = await call(rule.method, probe.url ?? concrete(rule.url), { token, body: probe.body });
        actual[key] =
          denied.status === 404 && denied.code === "NOT_FOUND" ? 404 : `open (probe ${denied.status})`;
      }
      expect(actual).toEqual(expected);
    });
  }
});

describe("the inspector: every route but the allow-list refused, and everything once its window ends", () => {
  let inspectorToken: string;
  let grantId: number;

  beforeAll(async () => {
    const admin = await createUser(ctx, { role: Role.ADMIN, isAdmin: true });
    const created = await admin.client.post("inspector/create_inspector", {
      email: "matrix-inspector@caa.gov.vn",
      full_name: "Matrix inspector",
      password: "Inspect@2026",
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const pilot = await createPilot(ctx);
    const grant = await admin.client.post("inspector/create_grant", {
      inspector_id: created.body.data.id,
      pilot_ids: [pilot.pilotId],
      starts_on: airlineToday(),
      ends_on: airlineToday(),
    });
    expect(grant.status, JSON.stringify(grant.body)).toBe(200);
    grantId = grant.body.data.id;
    // An inspector signs in only within a live grant.
    inspectorToken = await apiClient(ctx).tokenFor("matrix-inspector@caa.gov.vn", "Inspect@2026");
  });

  it("refuses an inspector with a live grant every call but the allow-list, before reading the body", async () => {
    const token = inspectorToken;
    const expected: Record<string, string> = {};
    const actual: Record<string, string> = {};
    for (const rule of ctx.app.routeRules) {
      const key = `${rule.method} ${rule.url}`;
      // Public calls answer an inspector as anyone; logout is left for last (it ends the session).
      if (EXPECTED[key]?.public || key === "POST /api/v1/auth/logout") continue;
      expected[key] = INSPECTOR_OPEN.has(key) ? "open" : "403";
      const reply = await call(rule.method, concrete(rule.url), { token, garbage: true });
      actual[key] =
        reply.status === 403 && reply.code === "FORBIDDEN" ? "403" : reply.status === 401 ? "401" : "open";
    }
    expect(actual).toEqual(expected);
    const allowed = ctx.app.routeRules
      .map((r) => `${r.method} ${r.url}`)
      .filter((key) => INSPECTOR_OPEN.has(key));
    expect(allowed.sort()).toEqual([...INSPECTOR_OPEN].sort());
  });

  it("answers 401 to every call that is not public once the grant has ended, at once", async () => {
    await ctx.database.db.execute(
      sql`update inspector_grants set starts_on = starts_on - 1, ends_on = starts_on - 1 where id = ${grantId}`,
    );
    for (const rule of ctx.app.routeRules) {
      const key = `${rule.method} ${rule.url}`;
      if (EXPECTED[key]?.public || key === "POST /api/v1/auth/logout") continue;
      const reply = await call(rule.method, concrete(rule.url), {
        token: inspectorToken,
        garbage: true,
      });
      const refused = INSPECTOR_OPEN.has(key) ? 401 : 403;
      expect({ key, status: reply.status }).toEqual({ key, status: refused });
    }
  });
});

/** Every permission of SIM sessions and forms, line checks and line trainings (part2 §6). */
const RECORD_PERMISSIONS = Object.values(Permission).filter((value) => value >= 11 && value <= 39);

describe("fleet scope: a manager of another fleet, holding every permission of the kind", () => {
  let own: Made;
  let other: Made;
  let pilots: Made[];
  let instructor: Made;
  const ids = { sim: 0, form: 0, lineCheck: 0, lineTraining: 0 };
  const files: Record<string, string> = {};

  const upload = (who: Made, url: string, fields: Record<string, string>, field: string) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append(field, new Blob([PDF]), "Biểu mẫu.pdf");
    return who.client.postForm(url, form);
  };

  beforeAll(async () => {
    own = await createStaff(ctx, RECORD_PERMISSIONS, { fleet: "A321" });
    other = await createStaff(ctx, RECORD_PERMISSIONS, { fleet: "B787" });
    pilots = [await createPilot(ctx), await createPilot(ctx)];
    instructor = await createInstructor(ctx);
    const [first, second] = pilots as [Made, Made];
    const sim = await own.client.post("sim/create_sim", {
      first_pilot_crew_code: first.crewCode,
      second_pilot_crew_code: second.crewCode,
      sima_instructor_crew_code: instructor.crewCode,
      simb_instructor_crew_code: instructor.crewCode,
      sessiona_date_time: "2026-03-21T08:00:00+07:00",
      sessiona_place: "VN001",
      sessionb_date_time: "2026-03-22T08:00:00+07:00",
      sessionb_place: "VN001",
    });
    expect(sim.status, JSON.stringify(sim.body)).toBe(200);
    ids.sim = sim.body.data.id;
    ids.form = (await own.client.post("sim/get_sim_by_id", { id: ids.sim })).body.data.first_pilot.form_id;
    const stage = await upload(
      first,
      "sim/submit_form",
      { submitted_form_id: String(ids.form), form_order: "1" },
      "submitted_report",
    );
    expect(stage.status, JSON.stringify(stage.body)).toBe(200);
    files.sim = stage.body.data.submitted_report;

    const check = await own.client.post("linecheck/create_line_check", {
      pilot_crew_code: first.crewCode,
      instructor_crew_code: instructor.crewCode,
      line_check_date: "02/04/2026 - 08:30",
      line_check_sectors: "HAN-SGN",
    });
    expect(check.status, JSON.stringify(check.body)).toBe(200);
    ids.lineCheck = check.body.data.id;
    const checkForm = await upload(
      first,
      "linecheck/submit_line_check_form",
      { line_check_id: String(ids.lineCheck), form_order: "1" },
      "submitted_report",
    );
    expect(checkForm.status, JSON.stringify(checkForm.body)).toBe(200);
    files.lineCheck = checkForm.body.data.submitted_report;

    const training = await own.client.post("line_training/create_line_training", {
      pilot_crew_code: first.crewCode,
      line_training_type: 1,
    });
    expect(training.status, JSON.stringify(training.body)).toBe(200);
    ids.lineTraining = training.body.data.id;
    const trainingForm = await upload(
      first,
      "line_training/submit_form",
      { submitted_line_training_id: String(ids.lineTraining), form_order: "1" },
      "submitted_report",
    );
    expect(trainingForm.status, JSON.stringify(trainingForm.body)).toBe(200);
    files.lineTraining = trainingForm.body.data.last_submit;
  });

  /** Each call naming one of the records: the other fleet's manager gets 404, the own fleet's not. */
  const reads = (): [string, unknown][] => [
    ["sim/get_sim_by_id", { id: ids.sim }],
    ["sim/get_form_history", { form_id: ids.form }],
    ["sim/get_elearning_clue", { form_id: ids.form }],
    ["linecheck/get_line_check_by_id", { id: ids.lineCheck }],
    ["linecheck/get_line_check_status", { line_check_id: ids.lineCheck }],
    ["line_training/get_line_training_by_id", { id: ids.lineTraining }],
    ["line_training/get_submissions_by_line_training_id", { line_training_id: ids.lineTraining }],
    ["line_training/get_latest_submission_by_line_training_id", { line_training_id: ids.lineTraining }],
  ];

  it("reads none of the records of another fleet's pilots, their files or their lists; their own fleet's manager does", async () => {
    for (const [url, body] of reads()) {
      const denied = await other.client.post(url, body);
      expect({ url, status: denied.status, code: denied.body.code }).toEqual({
        url,
        status: 404,
        code: "NOT_FOUND",
      });
      const allowed = await own.client.post(url, body);
      expect({ url, status: allowed.status }).toEqual({ url, status: 200 });
    }
    for (const url of Object.values(files)) {
      const get = (who: Made) =>
        ctx.app.inject({ method: "GET", url, headers: { "access-token": who.client.token } });
      expect({ url, status: (await get(other)).statusCode }).toEqual({ url, status: 404 });
      expect({ url, status: (await get(own)).statusCode }).toEqual({ url, status: 200 });
    }
    const lists: [string, unknown, (data: Record<string, { id: number }[]>) => number[]][] = [
      ["sim/get_sim_list", { page_number: 1, page_count: 100 }, (d) => (d.sim_list ?? []).map((r) => r.id)],
      [
        "linecheck/get_line_check_list",
        { page_number: 1, page_count: 100 },
        (d) => (d.line_check_list ?? []).map((r) => r.id),
      ],
      [
        "line_training/get_line_training_list",
        { page_number: 1, page_count: 100 },
        (d) => (d.line_training_list ?? []).map((r) => r.id),
      ],
    ];
    const idOf = [ids.sim, ids.lineCheck, ids.lineTraining];
    for (const [index, [url, body, rows]] of lists.entries()) {
      const theirs = await other.client.post(url, body);
      expect(theirs.status).toBe(200);
      expect(rows(theirs.body.data), url).not.toContain(idOf[index]);
      const ours = await own.client.post(url, body);
      expect(rows(ours.body.data), url).toContain(idOf[index]);
    }
  });

  it("changes none of them, and cannot name another fleet's pilot in a new record", async () => {
    const [first] = pilots as [Made];
    const writes: [string, unknown][] = [
      ["sim/set_downloaded_flag", { form_id: ids.form }],
      ["sim/delete_sim", { sim_id: ids.sim }],
      ["linecheck/set_line_check_downloaded_flag", { line_check_id: ids.lineCheck }],
      ["linecheck/delete_line_check", { line_check_id: ids.lineCheck }],
    ];
    for (const [url, body] of writes) {
      const denied = await other.client.post(url, body);
      expect({ url, status: denied.status }).toEqual({ url, status: 404 });
    }
    const status = await upload(
      other,
      "sim/set_status",
      { form_id: String(ids.form), status: "5", reason: "Filed" },
      "status_file",
    );
    expect(status.status).toBe(404);
    const trainingStatus = await upload(
      other,
      "line_training/set_status",
      { line_training_id: String(ids.lineTraining), status: "3", reason: "Done" },
      "status_file",
    );
    expect(trainingStatus.status).toBe(404);
    // Still there, unchanged, for the manager of their fleet.
    expect((await own.client.post("sim/get_sim_by_id", { id: ids.sim })).status).toBe(200);
    expect((await own.client.post("linecheck/get_line_check_by_id", { id: ids.lineCheck })).status).toBe(200);

    const creates: [string, unknown, string][] = [
      [
        "sim/create_sim",
        {
          first_pilot_crew_code: first.crewCode,
          second_pilot_crew_code: "0000",
          sima_instructor_crew_code: instructor.crewCode,
          simb_instructor_crew_code: instructor.crewCode,
          sessiona_date_time: "2026-05-21T08:00:00+07:00",
          sessiona_place: "VN001",
          sessionb_date_time: "2026-05-22T08:00:00+07:00",
          sessionb_place: "VN001",
        },
        "first_pilot_crew_code",
      ],
      [
        "linecheck/create_line_check",
        {
          pilot_crew_code: first.crewCode,
          instructor_crew_code: instructor.crewCode,
          line_check_date: "03/04/2026 - 08:30",
          line_check_sectors: "HAN-SGN",
        },
        "pilot_crew_code",
      ],
      [
        "line_training/create_line_training",
        { pilot_crew_code: first.crewCode, line_training_type: 2 },
        "pilot_crew_code",
      ],
    ];
    for (const [url, body, field] of creates) {
      const refused = await other.client.post(url, body);
      expect({ url, status: refused.status }).toEqual({ url, status: 400 });
      expect(refused.body.details).toContainEqual({
        path: field,
        message: "This pilot belongs to another fleet",
      });
    }
  });
});
