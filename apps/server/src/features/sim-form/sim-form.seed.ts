import {
  caavFormWorkflow,
  elearningWorkflow,
  type Role,
  type SessionUser,
  SimFormStatus,
  simFormWorkflow,
} from "@trms/shared";
import { eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { pilots } from "../../db/tables/pilot.table";
import { simSessions } from "../../db/tables/sim.table";
import { simForms } from "../../db/tables/sim-form.table";
import { users } from "../../db/tables/user.table";
import { storeDemoPdf } from "../../lib/demo-pdf";
import type { FileStore } from "../../lib/files/file-store";
import { applyTransition, type WorkflowFile } from "../../lib/workflow";
import { SIM_FORM_FOLDER } from "./sim-form.form";
import { loadSimForm, setSimFormAssessment } from "./sim-form.repository";

/** The demo accounts the walk-through uses (db/seed.ts): two pilots, two instructors and the super admin. */
const CREW = { pilot: "P0001", pilot2: "P0002", instructor: "I0001", instructor2: "I0009" } as const;

/** The demo accounts as signed-in users, for demo rows moved through the real workflow steps. */
export async function demoSessionUsers(
  db: Database,
): Promise<Record<"pilot" | "pilot2" | "instructor" | "instructor2" | "admin", SessionUser>> {
  const rows = await db
    .select({ user: users, crewCode: pilots.crewCode, pilotId: pilots.id })
    .from(users)
    .leftJoin(pilots, eq(pilots.userId, users.id))
    .where(
      inArray(users.email, [
        "pilot@demo.trms",
        "pilot2@demo.trms",
        "instructor@demo.trms",
        "instructor2@demo.trms",
        "admin@demo.trms",
      ]),
    );
  const as = (email: string): SessionUser => {
    const row = rows.find((r) => r.user.email === email);
    if (!row) throw new Error(`demo account ${email} missing`);
    return {
      id: row.user.id,
      role: row.user.role as Role,
      fleet: row.user.fleet,
      crew_code: row.crewCode,
      pilot_id: row.pilotId,
      management_role: row.user.managementRole as SessionUser["management_role"],
      full_name: row.user.fullName,
      email: row.user.email,
      avatar: row.user.avatar,
      is_admin: row.user.isAdmin,
    };
  };
  return {
    pilot: as("pilot@demo.trms"),
    pilot2: as("pilot2@demo.trms"),
    instructor: as("instructor@demo.trms"),
    instructor2: as("instructor2@demo.trms"),
    admin: as("admin@demo.trms"),
  };
}

/**
 * Demo SIM forms moved through the workflow with the real tables and engine: three
 * sessions of the demo pilots: the first with the demo instructor on both sessions (no stage 2), the
 * others with instructor2 as SIM-B: a form past its last stage, one rejected, one
 * assessed FAIL and set Failed, one completed by the office, a CAAV form and e-learning done; on
 * first start both paths can be walked (session 1's second form, session 3's forms).
 */
export async function seedDemoSimForms(db: Database, store: FileStore) {
  const [pilotRow] = await db.select({ id: pilots.id }).from(pilots).where(eq(pilots.crewCode, CREW.pilot));
  if (!pilotRow) return;
  const people = await demoSessionUsers(db);
  let fileNumber = 0;
  const file = async (title: string): Promise<WorkflowFile> => {
    fileNumber += 1;
    return storeDemoPdf(store, {
      folder: SIM_FORM_FOLDER,
      name: `SIM form - ${title}.pdf`,
      lines: ["Demo SIM form", title],
      at: new Date(Date.UTC(2026, 2, 1)),
      id: `00000000-0000-4000-8000-${String(fileNumber).padStart(12, "0")}`,
    });
  };

  const sessions = await db
    .insert(simSessions)
    .values(
      ["2026-03-02", "2026-03-09", "2026-03-16"].map((day, i) => ({
        firstPilotCrewCode: CREW.pilot,
        firstPilotName: people.pilot.full_name,
        secondPilotCrewCode: CREW.pilot2,
        secondPilotName: people.pilot2.full_name,
        simaInstructorCrewCode: CREW.instructor,
        simaInstructorName: people.instructor.full_name,
        simbInstructorCrewCode: i === 0 ? CREW.instructor : CREW.instructor2,
        simbInstructorName: i === 0 ? people.instructor.full_name : people.instructor2.full_name,
        sessionaDateTime: new Date(`${day}T08:00:00+07:00`),
        sessionaPlace: "VN001",
        sessionbDateTime: new Date(`${day}T13:00:00+07:00`),
        sessionbPlace: "CAE VN018",
        note: [
          "Recurrent demo: stages in progress",
          "Recurrent demo: failed then completed",
          "Recurrent demo",
        ][i],
      })),
    )
    .returning({ id: simSessions.id });
  const formIds: number[][] = [];
  for (const session of sessions) {
    const forms = await db
      .insert(simForms)
      .values([
        { simId: session.id, pilotOrder: 1 },
        { simId: session.id, pilotOrder: 2 },
      ])
      .returning({ id: simForms.id });
    formIds.push(forms.map((f) => f.id));
  }

  const column = {
    submit_first: "firstSubmit",
    submit_second: "secondSubmit",
    submit_third: "thirdSubmit",
  } as const;
  async function submit(formId: number, actor: SessionUser, stage: keyof typeof column, fail = false) {
    const loaded = await loadSimForm(db, formId);
    if (!loaded) return;
    const stored = await file(
      `stage ${stage.slice(7) === "first" ? 1 : stage.slice(7) === "second" ? 2 : 3} - ${actor.full_name}`,
    );
    await applyTransition(db, {
      workflow: simFormWorkflow,
      table: simForms,
      record: loaded.record,
      actor,
      action: stage,
      file: stored,
      set: { [column[stage]]: stored.key },
      within: async (tx) => {
        if (stage === "submit_second") await setSimFormAssessment(tx, formId, fail);
      },
    });
  }
  async function step(
    formId: number,
    actor: SessionUser,
    action: "reject" | "set_status",
    reason: string,
    to?: SimFormStatus,
  ) {
    const loaded = await loadSimForm(db, formId);
    if (!loaded) return;
    await applyTransition(db, {
      workflow: simFormWorkflow,
      table: simForms,
      record: loaded.record,
      actor,
      action,
      to,
      reason,
      set: action === "reject" ? { firstSubmit: null } : {},
    });
  }

  const [[a1, a2], [b1, b2], [c1]] = formIds as [[number, number], [number, number], [number, number]];
  // Session 1 (one instructor on both sessions, so stage 3 follows stage 1, part2 §5): the first
  // pilot's form through its stages, waiting for its download; the second pilot's first upload
  // rejected, so the form is back to Initial and shows red.
  await submit(a1, people.pilot, "submit_first");
  await submit(a1, people.instructor, "submit_third");
  await submit(a2, people.pilot2, "submit_first");
  await step(a2, people.instructor, "reject", "Page 2 is not signed; please sign it and upload again.");
  const caav = await loadSimForm(db, a1);
  if (caav) {
    const stored = await file("CAAV form");
    await applyTransition(db, {
      workflow: caavFormWorkflow,
      table: simForms,
      statusField: "caavFormStatus",
      record: caav.record,
      actor: people.pilot,
      action: "submit_caav_pilot",
      file: stored,
      set: { caavForm: stored.key },
    });
  }
  // Session 2 (SIM-A I0001, SIM-B I0002): the SIM-A instructor assessed the first pilot FAIL at
  // stage 2 and the office set Failed; the second pilot's form was completed by the office.
  await submit(b1, people.pilot, "submit_first");
  await submit(b1, people.instructor, "submit_second", true);
  await step(b1, people.admin, "set_status", "Assessed FAIL; re-check planned.", SimFormStatus.FAILED);
  await submit(b2, people.pilot2, "submit_first");
  await step(
    b2,
    people.admin,
    "set_status",
    "Paper form filed by the training office.",
    SimFormStatus.COMPLETED,
  );
  // Session 3: the first pilot has finished e-learning; everything else is still Initial.
  const elearning = await loadSimForm(db, c1);
  if (elearning) {
    const stored = await file("E-learning certificate");
    await applyTransition(db, {
      workflow: elearningWorkflow,
      table: simForms,
      statusField: "elearningCompletion",
      stored: (state) => state === 1,
      record: elearning.record,
      actor: people.pilot,
      action: "finish_elearning",
      file: stored,
      set: { elearningClue: stored.key, elearningCompletedAt: new Date() },
    });
  }
}
