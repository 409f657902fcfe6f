import {
  MY_TASK_ITEMS_PER_KIND,
  type MyTaskKind,
  type MyTasksReply,
  Permission,
  SimFormStatus,
} from "@trms/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PDF, PNG } from "../../../test/accounts";
import { apiClient } from "../../../test/client";
import {
  createAdmin,
  createInstructor,
  createPilot,
  createSimForm,
  createStaff,
  createTheoryTest,
  createTrainingFlight,
  type Made,
} from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/harness";

let ctx: TestContext;
let admin: Made;
let staff: Made;
let pilot: Made;
let otherPilot: Made;
let simA: Made;
let simB: Made;

type Part = string | number | { bytes: Buffer; name: string; type: string };
const pdf = { bytes: PDF, name: "form.pdf", type: "application/pdf" };
const png = { bytes: PNG, name: "certificate.png", type: "image/png" };

function upload(who: Made, url: string, parts: Record<string, Part>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === "object")
      form.append(name, new Blob([value.bytes], { type: value.type }), value.name);
    else form.append(name, String(value));
  }
  return who.client.postForm(url, form);
}

async function tasksOf(who: Made): Promise<MyTasksReply> {
  const reply = await who.client.post("tasks/get_my_tasks", {});
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as MyTasksReply;
}

/** The ids (with the stage, when one is named) of one kind of task of this account. */
async function kindOf(who: Made, kind: MyTaskKind) {
  const group = (await tasksOf(who)).tasks.find((g) => g.kind === kind);
  expect(group?.items.length).toBe(Math.min(group?.total ?? 0, MY_TASK_ITEMS_PER_KIND));
  return group?.items.map((task) => (task.stage === null ? task.id : `${task.id}@${task.stage}`)) ?? [];
}

beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
  admin = await createAdmin(ctx);
  staff = await createStaff(ctx, [Permission.VIEW_SIM, Permission.USER_UPLOAD_SIM]);
  pilot = await createPilot(ctx, { fullName: "Trainee Pilot" });
  otherPilot = await createPilot(ctx);
  simA = await createInstructor(ctx);
  simB = await createInstructor(ctx);
});
afterAll(async () => {
  await ctx.close();
});

describe("tasks/get_my_tasks", () => {
  it("answers 401 without a session, and every kind empty to a pilot with nothing waiting", async () => {
    const anonymous = await apiClient(ctx).post("tasks/get_my_tasks", {});
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe("UNAUTHORIZED");
    const none = await tasksOf(pilot);
    expect(none.total).toBe(0);
    expect(none.tasks.map((g) => [g.kind, g.total])).toEqual([
      ["sim_form", 0],
      ["line_check_form", 0],
      ["line_training_form", 0],
      ["training_record_approval", 0],
      ["line_check_reading", 0],
      ["elearning", 0],
    ]);
  });

  it("refuses a body with fields it does not take", async () => {
    const reply = await pilot.client.post("tasks/get_my_tasks", { pilot_id: otherPilot.pilotId });
    expect(reply.status).toBe(400);
  });

  it("moves a SIM form from the pilot's stage 1 to SIM-A's stage 2 to SIM-B's stage 3", async () => {
    const form = await createSimForm(ctx, {
      pilots: [pilot.crewCode as string, otherPilot.crewCode as string],
      instructor: simA.crewCode as string,
      simbInstructor: simB.crewCode as string,
    });
    const otherForm = form + 1;
    expect(await kindOf(pilot, "sim_form")).toEqual([`${form}@1`]);
    expect(await kindOf(otherPilot, "sim_form")).toEqual([`${otherForm}@1`]);
    expect(await kindOf(simA, "sim_form")).toEqual([]);
    expect(await kindOf(simB, "sim_form")).toEqual([]);
    const task = (await tasksOf(pilot)).tasks[0]?.items[0];
    expect(task).toMatchObject({
      kind: "sim_form",
      sim_id: expect.any(Number),
      date_time: expect.stringMatching(/^2026-03-02T01:00:00/),
      pilot_crew_code: pilot.crewCode,
    });
    // Staff and administrators have no pilot-area tasks, whatever they may do to the form.
    expect((await tasksOf(staff)).total).toBe(0);
    expect((await tasksOf(admin)).total).toBe(0);

    const first = await upload(pilot, "sim/submit_form", {
      submitted_form_id: form,
      form_order: 1,
      submitted_report: pdf,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(await kindOf(pilot, "sim_form")).toEqual([]);
    expect(await kindOf(simA, "sim_form")).toEqual([`${form}@2`]);
    expect(await kindOf(simB, "sim_form")).toEqual([]);

    const second = await upload(simA, "sim/submit_form", {
      submitted_form_id: form,
      form_order: 2,
      assessment: "pass",
      submitted_report: pdf,
    });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(await kindOf(simA, "sim_form")).toEqual([]);
    expect(await kindOf(simB, "sim_form")).toEqual([`${form}@3`]);

    const third = await upload(simB, "sim/submit_form", {
      submitted_form_id: form,
      form_order: 3,
      submitted_report: pdf,
    });
    expect(third.status, JSON.stringify(third.body)).toBe(200);
    expect(await kindOf(simB, "sim_form")).toEqual([]);
    expect(await kindOf(otherPilot, "sim_form")).toEqual([`${otherForm}@1`]);
  });

  it("gives one instructor on both sessions the form after stage 1 until it moves on, and nobody a placeholder seat", async () => {
    const form = await createSimForm(ctx, {
      pilots: [pilot.crewCode as string, otherPilot.crewCode as string],
      instructor: simA.crewCode as string,
      day: "2026-03-05",
    });
    const first = await upload(pilot, "sim/submit_form", {
      submitted_form_id: form,
      form_order: 1,
      submitted_report: pdf,
    });
    expect(first.status).toBe(200);
    // One instructor on both sessions uploads stage 3 straight after stage 1.
    expect(await kindOf(simA, "sim_form")).toEqual([`${form}@3`]);
    const before = await kindOf(otherPilot, "sim_form");
    await createSimForm(ctx, {
      pilots: [otherPilot.crewCode as string, "0000"],
      instructor: simA.crewCode as string,
    });
    expect(await kindOf(otherPilot, "sim_form")).toEqual(before);
    // Until the form moves on.
    await ctx.database.db.execute(
      `update sim_forms set form_status = ${SimFormStatus.COMPLETED} where id = ${form}`,
    );
    expect(await kindOf(simA, "sim_form")).toEqual([]);
  });

  it("lists the e-learning of the pilot's latest session until it is finished", async () => {
    const waiting = await kindOf(pilot, "elearning");
    expect(waiting).toHaveLength(1);
    const [latest] = waiting as number[];
    expect(await kindOf(simA, "elearning")).toEqual([]);
    const done = await upload(pilot, "sim/finish_elearning", {
      form_id: latest as number,
      completed: "true",
      clue_file: png,
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(await kindOf(pilot, "elearning")).toEqual([]);
  });

  it("lists the trainee's training records awaiting approval until approved, for them alone", async () => {
    const flight = await createTrainingFlight(ctx, {
      trainee: pilot,
      instructor: simA,
      dateOfFlight: "2026-01-10",
    });
    const theory = await createTheoryTest(ctx, { trainee: pilot, instructor: simA, date: "2026-01-12" });
    await createTheoryTest(ctx, { trainee: pilot, instructor: simA, approved: true });
    const group = (await tasksOf(pilot)).tasks.find((g) => g.kind === "training_record_approval");
    expect(group?.total).toBe(2);
    expect(group?.items).toEqual([
      expect.objectContaining({
        record_kind: "training_flight",
        id: flight.id,
        date: "2026-01-10",
        instructor_name: simA.fullName,
      }),
      expect.objectContaining({ record_kind: "theory_test", id: theory.id, date: "2026-01-12" }),
    ]);
    for (const someoneElse of [otherPilot, simA, admin])
      expect(await kindOf(someoneElse, "training_record_approval")).toEqual([]);

    const approved = await pilot.client.post("flt_training/approve_result", {
      id: theory.id,
      type: "theory_test",
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(await kindOf(pilot, "training_record_approval")).toEqual([flight.id]);
  });

  it("lists a line check's forms at each one's stage and the pilot's reading of the latest", async () => {
    const created = await admin.client.post("linecheck/create_line_check", {
      pilot_crew_code: pilot.crewCode,
      instructor_crew_code: simA.crewCode,
      line_check_date: "10/04/2026 - 08:30",
      line_check_sectors: "HAN-SGN",
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.data.id as number;
    expect(await kindOf(pilot, "line_check_form")).toEqual([`${id}@1`]);
    expect(await kindOf(pilot, "line_check_reading")).toEqual([id]);
    expect(await kindOf(simA, "line_check_form")).toEqual([]);
    expect(await kindOf(otherPilot, "line_check_reading")).toEqual([]);

    const read = await pilot.client.post("linecheck/read_documents", { line_check_id: id, completed: true });
    expect(read.status).toBe(200);
    expect(await kindOf(pilot, "line_check_reading")).toEqual([]);
    const first = await upload(pilot, "linecheck/submit_line_check_form", {
      line_check_id: id,
      form_order: 1,
      submitted_report: pdf,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(await kindOf(pilot, "line_check_form")).toEqual([]);
    expect(await kindOf(simA, "line_check_form")).toEqual([`${id}@2`]);
    expect(await kindOf(simB, "line_check_form")).toEqual([]);

    // A later line check is the one to read; the earlier confirmation does not cover it.
    const later = await admin.client.post("linecheck/create_line_check", {
      pilot_crew_code: pilot.crewCode,
      instructor_crew_code: simB.crewCode,
      line_check_date: "20/04/2026 - 08:30",
      line_check_sectors: "SGN-HAN",
    });
    expect(await kindOf(pilot, "line_check_reading")).toEqual([later.body.data.id]);
  });

  it("lists the pilot's line training until its first form is uploaded", async () => {
    const created = await admin.client.post("line_training/create_line_training", {
      pilot_crew_code: pilot.crewCode,
      line_training_type: 1,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.data.id as number;
    expect(await kindOf(pilot, "line_training_form")).toEqual([`${id}@1`]);
    expect(await kindOf(otherPilot, "line_training_form")).toEqual([]);
    const first = await upload(pilot, "line_training/submit_form", {
      submitted_line_training_id: id,
      form_order: 1,
      submitted_report: pdf,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(await kindOf(pilot, "line_training_form")).toEqual([]);
  });

  it("counts every waiting item and returns the first few of a kind", async () => {
    for (let day = 1; day <= 7; day += 1)
      await createTheoryTest(ctx, { trainee: otherPilot, instructor: simB, date: `2025-02-0${day}` });
    const reply = await tasksOf(otherPilot);
    const group = reply.tasks.find((g) => g.kind === "training_record_approval");
    expect(group?.total).toBe(7);
    expect(group?.items.map((task) => task.date)).toEqual(["2025-02-01", "2025-02-02", "2025-02-03"]);
    expect(reply.total).toBe(reply.tasks.reduce((sum, g) => sum + g.total, 0));
  });
});
