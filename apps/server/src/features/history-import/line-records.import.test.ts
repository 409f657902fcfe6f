import { createHash } from "node:crypto";
import { LINE_CHECK_IMPORT, LINE_TRAINING_IMPORT } from "@trms/shared";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createInstructor, createLineCheck, createLineTraining, createPilot } from "../../../test/factories";
import {
  importTestApp,
  importWorkbook,
  kindCounts,
  newCrew,
  outcomes,
  pdfBytes,
} from "../../../test/history-import";

const app = importTestApp(async (ctx) => ({
  pilot: await createPilot(ctx),
  instructor: await createInstructor(ctx),
}));

const check = (crewCode: string, day: string, extra: Record<string, string> = {}) => ({
  crew_code: crewCode,
  instructor_crew_code: String(app.instructor.crewCode),
  line_check_date: day,
  line_check_sectors: "HAN-SGN, SGN-HAN",
  ...extra,
});

/** A pilot's line check validity as the ledger holds it (dates as YYYY-MM-DD). */
const ledgerOf = async (crewCode: string) =>
  (
    await app.query<{ line_check_valid_until: string | null; last_line_check_date: string | null }>(
      sql`select v.line_check_valid_until::text, v.last_line_check_date::text
        from pilots p join pilot_validities v on v.pilot_id = p.id where p.crew_code = ${crewCode}`,
    )
  )[0];

describe("templates", () => {
  it("each kind's sheet has its columns, and the statuses as a list", async () => {
    const { calls } = app;
    for (const [kind, name, status] of [
      [LINE_CHECK_IMPORT, "Line checks", "line_check_status"],
      [LINE_TRAINING_IMPORT, "Line trainings", "line_training_status"],
    ] as const) {
      const { headers, example } = await calls.template(kind.key, "en", name);
      expect(headers).toEqual(kind.columns.map((c) => (c.required ? `${c.label.en} *` : c.label.en)));
      expect(example(status)?.dataValidation?.type).toBe("list");
      expect(example(status)?.value).toBe("Completed");
    }
  });
});

describe("line checks", () => {
  it("names each problem at its column, and writes nothing", async () => {
    const { ctx, calls, pilot, instructor, count } = app;
    for (const day of ["2026-03-02", "2026-03-03"])
      await createLineCheck(ctx, {
        pilot: String(pilot.crewCode),
        instructor: String(instructor.crewCode),
        day,
      });
    const code = String(pilot.crewCode);
    const file = await importWorkbook({
      line_check: [
        check("NOBODY", "01/10/2026"),
        // A pilot named as the instructor, and an instructor checking themself.
        check(code, "02/10/2026", { instructor_crew_code: code }),
        check(String(instructor.crewCode), "03/10/2026"),
        check(code, "01/01/2099"),
        check(code, "15/03/1998"),
        check(code, "04/10/2026", { line_check_sectors: "X".repeat(257) }),
        check(code, "05/10/2026", { line_check_time: "25:00" }),
        check(code, "06/10/2026", { line_check_status: "Done" }),
        check(code, "07/10/2026", { line_check_first_form: "form.pdf" }),
        check(code, "08/10/2026"),
        check(code, "08/10/2026", { line_check_note: "again" }),
        // Stored Initial at 08:00: Completed is other values; the same values are left as they are.
        check(code, "02/03/2026"),
        check(code, "03/03/2026", { line_check_status: "Khởi tạo", line_check_time: "08:00" }),
      ],
    });
    const reply = await calls.preview(file);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const { rows } = await calls.rows(reply.body.data.id);
    expect(outcomes(rows)).toEqual([
      ["problem", ["crew_code"]],
      ["problem", ["instructor_crew_code"]],
      ["problem", ["instructor_crew_code"]],
      ["problem", ["line_check_date"]],
      ["problem", ["line_check_date"]],
      ["problem", ["line_check_sectors"]],
      ["problem", ["line_check_time"]],
      ["problem", ["line_check_status"]],
      ["problem", ["line_check_first_form"]],
      ["create", []],
      ["problem", ["line_check_date"]],
      ["problem", ["line_check_date"]],
      ["unchanged", []],
    ]);
    const messages = rows.map((row) => row.problems[0]?.message);
    expect(messages[0]).toBe(
      "No crew member has crew code NOBODY: add them to the crew sheet or the product first",
    );
    expect(messages[1]).toBe(`${code} has no instructor rating`);
    expect(messages[2]).toBe("The pilot and the instructor must be different people");
    expect(messages[3]).toBe("This date is in the future");
    expect(messages[4]).toBe("The line check form takes dates from 2000 on");
    expect(messages[5]).toMatch(/too long/i);
    expect(messages[6]).toBe("Not a time: write HH:mm");
    expect(messages[7]).toBe("“Done” is not one of the list");
    expect(messages[8]).toBe("The ZIP uploaded with the workbook has no file “form.pdf”");
    expect(messages[10]).toBe("The same value is on row 11 of this sheet");
    expect(messages[11]).toMatch(/stored with other values/);
    expect(await count("line_checks")).toBe(2);
  });

  it("new crew and their line checks land together in their final state; the ledger's dates are the hand-computed ones", async () => {
    const { ctx, calls, admin, pilot, count, query } = app;
    const file = await importWorkbook({
      crew: [newCrew("LC001"), newCrew("LC002", { instructor_rating: "TRI" })],
      line_check: [
        // Completed (the default) 10/01/2025: valid to the end of the 12th month after, 31/01/2026.
        check("LC001", "10/01/2025", {
          instructor_crew_code: "LC002",
          line_check_time: "09:30",
          line_check_documents_read: "Yes",
          line_check_note: "Recurrent",
        }),
        // 15/12/2025 is inside the last 3 months (from 01/11/2025) of that validity: it extends
        // from 31/01/2026 by 12 months, to 31/01/2027.
        check("LC001", "15/12/2025", { line_check_status: "Completed" }),
        // Not Completed: no part of the validity.
        check("LC001", "20/10/2026", { line_check_status: "Pilot Submitted" }),
        // The stored pilot: 05/06/2026 gives 30/06/2027.
        check(String(pilot.crewCode), "05/06/2026", { line_check_status: "Hoàn thành" }),
      ],
    });
    const previewed = await calls.preview(file);
    expect(previewed.body.data.kinds).toMatchObject({
      crew: { create: 2, update: 0, unchanged: 0, problem: 0 },
      line_check: { create: 4, update: 0, unchanged: 0, problem: 0 },
    });
    expect(await count("line_checks")).toBe(2);
    const committed = await calls.commit(previewed.body.data.id);
    expect(committed.status, JSON.stringify(committed.body)).toBe(200);
    const batch = previewed.body.data.id as number;

    const stored = await query<Record<string, unknown>>(
      sql`select pilot_name, instructor_crew_code, instructor_name, line_check_status as status,
          to_char(line_check_date at time zone 'Asia/Ho_Chi_Minh', 'YYYY-MM-DD HH24:MI') as at,
          linecheck_document_completion as read, note, first_submit, import_batch_id, created_by
        from line_checks where pilot_crew_code = 'LC001' order by line_check_date`,
    );
    expect(stored).toEqual([
      {
        pilot_name: "Phi công LC001",
        instructor_crew_code: "LC002",
        instructor_name: "Phi công LC002",
        status: 4,
        at: "2025-01-10 09:30",
        read: true,
        note: "Recurrent",
        first_submit: null,
        import_batch_id: batch,
        created_by: admin.userId,
      },
      expect.objectContaining({ status: 4, at: "2025-12-15 00:00", read: false, note: null }),
      expect.objectContaining({ status: 2, at: "2026-10-20 00:00" }),
    ]);
    expect(await ledgerOf("LC001")).toEqual({
      line_check_valid_until: "2027-01-31",
      last_line_check_date: "2025-12-15",
    });
    expect(await ledgerOf(String(pilot.crewCode))).toEqual({
      line_check_valid_until: "2027-06-30",
      last_line_check_date: "2026-06-05",
    });
    const audit = await query<{ changes: Record<string, unknown> }>(
      sql`select changes from audit_log where entity = 'line_check' and action = 'import' order by id`,
    );
    expect(audit.length).toBe(4);
    expect(audit[0]?.changes).toMatchObject({
      import_batch: batch,
      sheet: "Line checks",
      row: 2,
      pilot_crew_code: "LC001",
      line_check_status: 4,
    });
    // No workflow step, no mail: the records are history.
    expect(await count("workflow_history", sql`entity = 'line_check'`)).toBe(0);

    // The same file again changes nothing.
    const again = await calls.preview(file);
    expect(again.body.data.kinds).toMatchObject({
      crew: { create: 0, problem: 0 },
      line_check: { create: 0, update: 0, unchanged: 4, problem: 0 },
    });

    // Every line check out in the template (the factory's too) and in again, unchanged.
    const roundTrip = await calls.reimport("line_check", "vi");
    expect(roundTrip.body.data.kinds.line_check).toEqual(kindCounts({ unchanged: 6 }));

    // Edited in the product after the commit: the undo is refused and names the record.
    await ctx.database.db.execute(
      sql`update line_checks set note = 'edited', updated_at = now() + interval '1 second'
        where pilot_crew_code = 'LC001' and line_check_status = 2`,
    );
    const refused = await calls.undo(batch);
    expect(refused.status).toBe(409);
    // Its pilot, whom the batch made, keeps that line check in their file: the crew row is kept too.
    expect(refused.body.details).toEqual([
      { path: "LC001 · 2026-10-20", message: "The record LC001 · 2026-10-20 was changed after the import" },
      expect.objectContaining({ path: "LC001" }),
    ]);
    expect(await count("line_checks")).toBe(6);

    // Once it is as the import wrote it, the batch undoes: the line checks go to retention, the
    // ledger is as before.
    await ctx.database.db.execute(
      sql`update line_checks set note = null, updated_at = created_at where pilot_crew_code = 'LC001'`,
    );
    const undone = await calls.undo(batch);
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(await count("line_checks")).toBe(2);
    expect(await count("retained_records", sql`entity = 'line_check'`)).toBe(4);
    expect(await ledgerOf(String(pilot.crewCode))).toEqual({
      line_check_valid_until: null,
      last_line_check_date: null,
    });
    expect(await ledgerOf("LC001")).toBeUndefined();
  });

  it("an undo is refused once a form was submitted or a status set after the commit", async () => {
    const { ctx, calls, admin, pilot, query } = app;
    const previewed = await calls.preview(
      await importWorkbook({ line_check: [check(String(pilot.crewCode), "01/09/2026")] }),
    );
    expect((await calls.commit(previewed.body.data.id)).status).toBe(200);
    const [row] = await query<{ id: number }>(
      sql`select id from line_checks where import_batch_id = ${previewed.body.data.id}`,
    );
    await ctx.database.db.execute(
      sql`insert into workflow_history (entity, entity_id, action, from_status, to_status, actor_id, at)
        values ('line_check', ${String(row?.id)}, 'set_status', 4, 1, ${admin.userId}, now() + interval '1 second')`,
    );
    const refused = await calls.undo(previewed.body.data.id);
    expect(refused.status).toBe(409);
    expect(refused.body.details[0].path).toBe(`${pilot.crewCode} · 2026-09-01`);
  });
});

describe("line trainings", () => {
  it("names each problem at its column", async () => {
    const { ctx, calls, pilot, count } = app;
    for (const day of ["2026-03-02", "2026-03-03"])
      await createLineTraining(ctx, { pilot: String(pilot.crewCode), day });
    const code = String(pilot.crewCode);
    const file = await importWorkbook({
      line_training: [
        { crew_code: "NOBODY", line_training_type: "FOT", line_training_start_date: "01/02/2026" },
        { crew_code: code, line_training_type: "XYZ", line_training_start_date: "01/02/2026" },
        { crew_code: code, line_training_type: "FOT", line_training_start_date: "01/01/2099" },
        { crew_code: code, line_training_type: "SOT", line_training_start_date: "01/02/2026" },
        { crew_code: code, line_training_type: "2", line_training_start_date: "01/02/2026" },
        // The stored one is Pilot Submit: Completed is other values; Pilot Submit is the same.
        { crew_code: code, line_training_type: "FOT", line_training_start_date: "02/03/2026" },
        {
          crew_code: code,
          line_training_type: "FOT",
          line_training_start_date: "03/03/2026",
          line_training_status: "Phi công nộp",
        },
        {
          crew_code: code,
          line_training_type: "CPT",
          line_training_start_date: "01/02/2026",
          line_training_last_form: "last.pdf",
        },
      ],
    });
    const reply = await calls.preview(file);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const { rows } = await calls.rows(reply.body.data.id);
    expect(outcomes(rows)).toEqual([
      ["problem", ["crew_code"]],
      ["problem", ["line_training_type"]],
      ["problem", ["line_training_start_date"]],
      ["create", []],
      ["problem", ["line_training_start_date"]],
      ["problem", ["line_training_start_date"]],
      ["unchanged", []],
      ["problem", ["line_training_last_form"]],
    ]);
    expect(rows[4]?.problems[0]?.message).toBe("The same value is on row 5 of this sheet");
    expect(rows[5]?.problems[0]?.message).toMatch(/stored with other values/);
    expect(await count("line_trainings")).toBe(2);
  });

  it("lands in its final state with the pilot's name and fleet, runs again unchanged, exports and undoes", async () => {
    const { ctx, calls, admin, count, query } = app;
    const file = await importWorkbook({
      crew: [newCrew("LT001", { fleet: "B787" })],
      line_training: [
        { crew_code: "LT001", line_training_type: "FOT", line_training_start_date: "01/02/2025" },
        {
          crew_code: "LT001",
          line_training_type: "SOT",
          line_training_start_date: "01/02/2025",
          line_training_status: "Instructor submit (on training)",
        },
      ],
    });
    const previewed = await calls.preview(file);
    expect(previewed.body.data.kinds.line_training).toEqual(kindCounts({ create: 2 }));
    const batch = previewed.body.data.id as number;
    expect((await calls.commit(batch)).status).toBe(200);
    const stored = await query<Record<string, unknown>>(
      sql`select pilot_name, line_training_type as type, fleet, start_date::text, status, last_submit,
          import_batch_id, created_by
        from line_trainings where pilot_crew_code = 'LT001' order by line_training_type`,
    );
    expect(stored).toEqual([
      {
        pilot_name: "Phi công LT001",
        type: 1,
        fleet: "B787",
        start_date: "2025-02-01",
        status: 3,
        last_submit: null,
        import_batch_id: batch,
        created_by: admin.userId,
      },
      expect.objectContaining({ type: 2, status: 2 }),
    ]);
    expect(await count("audit_log", sql`entity = 'line_training' and action = 'import'`)).toBe(2);

    const again = await calls.preview(file);
    expect(again.body.data.kinds.line_training).toEqual(kindCounts({ unchanged: 2 }));
    const roundTrip = await calls.reimport("line_training", "en");
    expect(roundTrip.body.data.kinds.line_training).toEqual(kindCounts({ unchanged: 4 }));

    // A form submitted after the commit keeps the batch in.
    const [sot] = await query<{ id: number }>(
      sql`select id from line_trainings where pilot_crew_code = 'LT001' and line_training_type = 2`,
    );
    await ctx.database.db.execute(
      sql`insert into line_training_submissions (line_training_id, form_order, file_key, file_sha256, submitted_at)
        values (${sot?.id}, 2, 'line_training/later.pdf', ${"0".repeat(64)}, now() + interval '1 second')`,
    );
    const refused = await calls.undo(batch);
    expect(refused.status).toBe(409);
    expect(refused.body.details).toEqual([
      {
        path: "LT001 · SOT · 2025-02-01",
        message: "The record LT001 · SOT · 2025-02-01 was changed after the import",
      },
      expect.objectContaining({ path: "LT001" }),
    ]);
    await ctx.database.db.execute(
      sql`delete from line_training_submissions where line_training_id = ${sot?.id}`,
    );
    const undone = await calls.undo(batch);
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(await count("line_trainings", sql`pilot_crew_code = 'LT001'`)).toBe(0);
    expect(await count("retained_records", sql`entity = 'line_training'`)).toBe(2);
  });
});

describe("the PDFs a row names, from the ZIP beside the workbook", () => {
  it("keeps the line check's two forms and the line training's last form, and retains them on undo", async () => {
    const { calls, pilot, query } = app;
    const code = String(pilot.crewCode);
    const file = await importWorkbook({
      line_check: [
        check(code, "10/09/2026", { line_check_first_form: "lc-1.pdf", line_check_second_form: "lc-2.pdf" }),
      ],
      line_training: [
        {
          crew_code: code,
          line_training_type: "AOC",
          line_training_start_date: "01/04/2026",
          line_training_last_form: "aoc.pdf",
        },
      ],
    });
    const pdf = { "lc-1.pdf": "pilot", "lc-2.pdf": "instructor", "aoc.pdf": "aoc" };
    const previewed = await calls.previewWithPdfs(file, pdf);
    expect(previewed.status, JSON.stringify(previewed.body)).toBe(200);
    expect(previewed.body.data).toMatchObject({ problems: 0 });
    const batch = previewed.body.data.id as number;
    const committed = await calls.commit(batch);
    expect(committed.status, JSON.stringify(committed.body)).toBe(200);

    const [lineCheck] = await query<{ id: number; first_submit: string; second_submit: string }>(
      sql`select id, first_submit, second_submit from line_checks where import_batch_id = ${batch}`,
    );
    expect(lineCheck?.first_submit).toBeTruthy();
    expect(lineCheck?.second_submit).toBeTruthy();
    expect(lineCheck?.first_submit).not.toBe(lineCheck?.second_submit);
    // A Completed line training's last form is an assessor's: kept as the second stage's upload.
    const [training] = await query<Record<string, unknown>>(
      sql`select t.id, t.status, t.last_submit, t.last_submit = t.second_submit as second, s.form_order, s.file_key = t.last_submit as same_file,
          s.file_sha256
        from line_trainings t join line_training_submissions s on s.line_training_id = t.id
        where t.import_batch_id = ${batch}`,
    );
    expect(training).toMatchObject({
      status: 3,
      second: true,
      form_order: 2,
      same_file: true,
      file_sha256: createHash("sha256").update(pdfBytes(pdf["aoc.pdf"])).digest("hex"),
    });
    const audit = await query<{ changes: { first_submit: { name: string; sha256: string } } }>(
      sql`select changes from audit_log where entity = 'line_check' and action = 'import'
        and entity_id = ${String(lineCheck?.id)}`,
    );
    expect(audit[0]?.changes.first_submit).toEqual({
      name: "lc-1.pdf",
      sha256: createHash("sha256").update(pdfBytes(pdf["lc-1.pdf"])).digest("hex"),
    });

    // The same workbook and ZIP again: both records are there with their files.
    const again = await calls.previewWithPdfs(file, pdf);
    expect(again.body.data.kinds).toMatchObject({
      line_check: { unchanged: 1, problem: 0 },
      line_training: { unchanged: 1, problem: 0 },
    });

    expect((await calls.undo(batch)).status).toBe(200);
    const retained = await query<{ entity: string; files: string[] }>(
      sql`select entity, files from retained_records
        where (entity = 'line_check' and entity_id = ${String(lineCheck?.id)})
          or (entity = 'line_training' and entity_id = ${String(training?.id)})
        order by entity`,
    );
    expect(retained).toEqual([
      { entity: "line_check", files: [lineCheck?.first_submit, lineCheck?.second_submit].sort() },
      { entity: "line_training", files: [training?.last_submit] },
    ]);
  });
});
