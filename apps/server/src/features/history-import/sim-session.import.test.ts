import { SIM_SESSION_IMPORT } from "@trms/shared";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createInstructor, createPilot, createSimForm } from "../../../test/factories";
import { importTestApp, importWorkbook, kindCounts, newCrew, outcomes } from "../../../test/history-import";

const app = importTestApp(async (ctx) => ({
  pilot: await createPilot(ctx),
  instructor: await createInstructor(ctx),
}));

/** A session row of the template: two pilots, SI01 on session A, the stored instructor on B. */
const session = (
  first: string,
  second: string,
  dayA: string | Date,
  extra: Record<string, string | Date> = {},
) => ({
  first_pilot_crew_code: first,
  second_pilot_crew_code: second,
  sima_instructor_crew_code: "SI01",
  sessiona_date: dayA,
  simb_instructor_crew_code: String(app.instructor.crewCode),
  ...extra,
});

/** A pilot's SIM check and e-learning validities as the ledger holds them (dates as YYYY-MM-DD). */
const validitiesOf = async (crewCode: string) =>
  (
    await app.query<{
      sim_valid_until: string | null;
      last_sim_check_date: string | null;
      elearning_session_date: string | null;
      elearning_done: boolean;
    }>(
      sql`select v.sim_valid_until::text, v.last_sim_check_date::text, v.elearning_session_date::text,
        v.elearning_done from pilot_validities v join pilots p on p.id = v.pilot_id where p.crew_code = ${crewCode}`,
    )
  )[0];

describe("the SIM sessions template", () => {
  it("has the sheet with its columns in the user's language", async () => {
    const { calls } = app;
    const { headers, example } = await calls.template("sim_session", "vi", "Buổi SIM");
    expect(headers).toEqual(
      SIM_SESSION_IMPORT.columns.map((c) => (c.required ? `${c.label.vi} *` : c.label.vi)),
    );
    expect(headers.slice(0, 6)).toEqual([
      "Mã phi công thứ nhất *",
      "Mã phi công thứ hai *",
      "Mã giáo viên SIM-A *",
      "Ngày buổi A *",
      "Giờ buổi A",
      "Địa điểm buổi A",
    ]);
    expect(example("first_form_status")?.value).toBe("Hoàn thành");
    expect(example("first_form_status")?.dataValidation?.type).toBe("list");
  });
});

describe("problems at their row and column", () => {
  it("names each problem, writes nothing, and leaves a stored session with the same values unchanged", async () => {
    const { ctx, calls, pilot, instructor, count } = app;
    const stored = await createSimForm(ctx, {
      pilots: [String(pilot.crewCode), "0000"],
      instructor: String(instructor.crewCode),
      day: "2025-03-02",
    });
    expect(stored).toBeGreaterThan(0);
    const before = await count("sim_sessions");
    const file = await importWorkbook({
      crew: [newCrew("SP90"), newCrew("SP91"), newCrew("SI01", { instructor_rating: "TRI" })],
      sim_session: [
        session("NOBODY", "SP90", "01/02/2025"),
        session("SP90", String(pilot.crewCode), "02/02/2025", { sima_instructor_crew_code: "SP91" }),
        session("SP90", String(pilot.crewCode), "01/01/2099"),
        session("SP90", String(pilot.crewCode), "03/02/2025", { sessiona_time: "25:00" }),
        session("SP90", String(pilot.crewCode), "04/02/2025", { first_form_status: "Done" }),
        session("SP90", String(pilot.crewCode), "05/02/1995"),
        session("SP90", "SP90", "06/02/2025"),
        session("SP90", String(pilot.crewCode), "07/02/2025"),
        session("sp90", String(pilot.crewCode), "07/02/2025", { note: "again" }),
        // Stored with Initial forms and VN001: the same row with Completed forms differs.
        session(String(pilot.crewCode), "0000", "02/03/2025", {
          sima_instructor_crew_code: String(instructor.crewCode),
        }),
      ],
    });
    const reply = await calls.preview(file);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const rows = (await calls.rows(reply.body.data.id)).rows.filter((row) => row.kind === "sim_session");
    expect(outcomes(rows)).toEqual([
      ["problem", ["first_pilot_crew_code"]],
      ["problem", ["sima_instructor_crew_code"]],
      ["problem", ["sessiona_date"]],
      ["problem", ["sessiona_time"]],
      ["problem", ["first_form_status"]],
      ["problem", ["sessiona_date"]],
      ["problem", ["second_pilot_crew_code"]],
      ["create", []],
      ["problem", ["sessiona_date"]],
      ["problem", ["sessiona_date"]],
    ]);
    const messages = rows.map((row) => row.problems[0]?.message);
    expect(messages.slice(0, 7)).toEqual([
      "No crew member has crew code NOBODY: add them to the crew sheet or the product first",
      "SP91 has no instructor rating",
      "This date is in the future",
      "Not a time: write HH:mm",
      "“Done” is not one of the list",
      "SIM sessions are kept from 2000 on: this date is earlier",
      "Duplicate crew code",
    ]);
    expect(messages[8]).toBe("The same value is on row 9 of this sheet");
    expect(messages[9]).toMatch(/stored with other values/);
    expect(await count("sim_sessions")).toBe(before);
    expect((await calls.commit(reply.body.data.id)).status).toBe(409);

    // The same as stored: its forms Initial, no e-learning, the template's places and times.
    const same = await calls.preview(
      await importWorkbook({
        sim_session: [
          session(String(pilot.crewCode), "0000", "02/03/2025", {
            sima_instructor_crew_code: String(instructor.crewCode),
            first_form_status: "Initial",
            second_form_status: "Khởi tạo",
            first_elearning: "No",
          }),
        ],
      }),
    );
    expect(same.body.data.kinds.sim_session).toEqual(kindCounts({ unchanged: 1 }));
  });
});

describe("past sessions in, out again and undone", () => {
  // SP01 flies three sessions (all Completed), SP02 three (Failed, then Completed twice), the stored
  // pilot one.
  const file = () =>
    importWorkbook({
      crew: [newCrew("SP01"), newCrew("SP02"), newCrew("SI01", { instructor_rating: "TRI" })],
      sim_session: [
        session("SP01", "SP02", "15/01/2025", {
          sessiona_time: "09:00",
          sessionb_date: "16/01/2025",
          sessionb_place: "CAE VN018",
          first_elearning: "Yes",
          second_form_status: "Failed",
          second_elearning: "Có",
        }),
        session("SP01", "SP02", "20/05/2025", {
          second_form_status: "Hoàn thành",
          second_elearning: "Yes",
          note: "Recurrent",
        }),
        // A stored pilot beside SP02, e-learning done by the first only.
        session(String(app.pilot.crewCode), "SP02", "01/08/2025", { first_elearning: "Yes" }),
        // Session A as an Excel date-time, session B as the SIM sheet writes it; nobody in seat 2.
        session("SP01", "0000", new Date(Date.UTC(2025, 10, 10, 7, 30)), {
          sessionb_date: "11/11/2025 - 14:00",
          first_elearning: "Yes",
        }),
      ],
    });

  it("writes each session and its forms in their final state; the ledger follows", async () => {
    const { calls, admin, pilot, instructor, count, query } = app;
    const previewed = await calls.preview(await file());
    expect(previewed.status, JSON.stringify(previewed.body)).toBe(200);
    expect(previewed.body.data.kinds.sim_session).toEqual(kindCounts({ create: 4 }));
    const batch = previewed.body.data.id;
    const committed = await calls.commit(batch);
    expect(committed.status, JSON.stringify(committed.body)).toBe(200);

    const sessions = await query<Record<string, unknown>>(
      sql`select s.first_pilot_name, s.second_pilot_name, s.sima_instructor_name, s.simb_instructor_name,
          to_char(s.sessiona_date_time at time zone 'Asia/Ho_Chi_Minh', 'YYYY-MM-DD HH24:MI') as a,
          s.sessiona_place, to_char(s.sessionb_date_time at time zone 'Asia/Ho_Chi_Minh', 'YYYY-MM-DD HH24:MI') as b,
          s.sessionb_place, s.note, s.created_by, f1.form_status as first_status, f1.elearning_completion as first_elearning,
          f2.form_status as second_status, f2.elearning_completion as second_elearning
        from sim_sessions s join sim_forms f1 on f1.sim_id = s.id and f1.pilot_order = 1
        join sim_forms f2 on f2.sim_id = s.id and f2.pilot_order = 2
        where s.import_batch_id = ${batch} order by s.sessiona_date_time`,
    );
    expect(sessions).toEqual([
      {
        first_pilot_name: "Phi công SP01",
        second_pilot_name: "Phi công SP02",
        sima_instructor_name: "Phi công SI01",
        simb_instructor_name: instructor.fullName,
        a: "2025-01-15 09:00",
        sessiona_place: "VN001",
        b: "2025-01-16 13:00",
        sessionb_place: "CAE VN018",
        note: null,
        created_by: admin.userId,
        first_status: 5,
        first_elearning: true,
        second_status: 6,
        second_elearning: true,
      },
      expect.objectContaining({
        a: "2025-05-20 08:00",
        b: "2025-05-20 13:00",
        note: "Recurrent",
        first_status: 5,
        first_elearning: false,
        second_status: 5,
        second_elearning: true,
      }),
      expect.objectContaining({
        first_pilot_name: pilot.fullName,
        a: "2025-08-01 08:00",
        first_status: 5,
        first_elearning: true,
        second_status: 5,
        second_elearning: false,
      }),
      expect.objectContaining({
        second_pilot_name: null,
        a: "2025-11-10 07:30",
        b: "2025-11-11 14:00",
        first_status: 5,
        first_elearning: true,
        second_status: 1,
        second_elearning: false,
      }),
    ]);
    expect(await count("audit_log", sql`entity = 'sim' and action = 'import'`)).toBe(4);

    // A session counts on its later session's day. SP01: 16/01 gives the end of July 2025; 20/05 is
    // inside its last 3 months (from 01/05), so it runs on 6 months from July: 31/01/2026; 11/11 is
    // inside that one's last 3 months (from 01/11), so 6 months from January: 31/07/2026. Its latest
    // session (11/11) has its e-learning done.
    expect(await validitiesOf("SP01")).toEqual({
      sim_valid_until: "2026-07-31",
      last_sim_check_date: "2025-11-11",
      elearning_session_date: "2025-11-11",
      elearning_done: true,
    });
    // SP02: the Failed form of 16/01 does not count; 20/05 gives the end of November 2025; 01/08 is
    // before that one's last 3 months (from 01/09), so it counts from its own month: 28/02/2026. Its
    // latest session (01/08) has no e-learning.
    expect(await validitiesOf("SP02")).toEqual({
      sim_valid_until: "2026-02-28",
      last_sim_check_date: "2025-08-01",
      elearning_session_date: "2025-08-01",
      elearning_done: false,
    });
    // The stored pilot: 01/08 gives 28/02/2026, and it is their latest session, e-learning done.
    const storedBefore = await validitiesOf(String(pilot.crewCode));
    expect(storedBefore).toEqual({
      sim_valid_until: "2026-02-28",
      last_sim_check_date: "2025-08-01",
      elearning_session_date: "2025-08-01",
      elearning_done: true,
    });

    // The same file again changes nothing.
    const again = await calls.preview(await file());
    expect(again.body.data.kinds.sim_session).toEqual(kindCounts({ unchanged: 4 }));

    // Every stored session (the product's own too) exported imports again unchanged.
    const total = await count("sim_sessions");
    const roundTrip = await calls.reimport("sim_session", "vi", "Buổi SIM (export).xlsx");
    expect(roundTrip.body.data.kinds.sim_session).toEqual(kindCounts({ unchanged: total }));

    // Undone: the sessions and their forms go to retention, and the ledger forgets them.
    const undone = await calls.undo(batch);
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(await count("sim_sessions", sql`import_batch_id = ${batch}`)).toBe(0);
    const retained = await query<{ forms: number }>(
      sql`select jsonb_array_length(record->'forms')::int as forms from retained_records where entity = 'sim'`,
    );
    expect(retained).toEqual([{ forms: 2 }, { forms: 2 }, { forms: 2 }, { forms: 2 }]);
    // The stored pilot is back to their one stored session of 02/03/2025, whose forms are Initial.
    expect(await validitiesOf(String(pilot.crewCode))).toEqual({
      sim_valid_until: null,
      last_sim_check_date: null,
      elearning_session_date: "2025-03-02",
      elearning_done: false,
    });
    expect(await count("audit_log", sql`entity = 'sim' and action = 'import_undo'`)).toBe(4);
  });

  it("an undo is refused while a session or a form it wrote was changed since", async () => {
    const { ctx, api, calls, admin, pilot, instructor, count, query } = app;
    const previewed = await calls.preview(await file());
    const batch = previewed.body.data.id;
    expect((await calls.commit(batch)).status).toBe(200);
    const ids = await query<{ id: number; form: number }>(
      sql`select s.id, f.id as form from sim_sessions s join sim_forms f on f.sim_id = s.id and f.pilot_order = 2
        where s.import_batch_id = ${batch} order by s.sessiona_date_time`,
    );
    // The office sets the first session's second form Completed (a status move, no edit of the row).
    const form = new FormData();
    form.append("form_id", String(ids[0]?.form));
    form.append("status", "5");
    const moved = await api.postForm("sim/set_status", form, { token: admin.client.token });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    // The session blocks, and so the pilots it names (they keep a record): nothing is undone.
    const sessionsNamed = (reply: { body: { details: { path: string; message: string }[] } }) =>
      reply.body.details.filter((detail) => / · /.test(detail.path));
    const refused = await calls.undo(batch);
    expect(refused.status).toBe(409);
    expect(sessionsNamed(refused)).toEqual([
      { path: "SP01 · 2025-01-15", message: "The record SP01 · 2025-01-15 was changed after the import" },
    ]);
    // The second session edited in the product as well: both are named.
    const edited = await api.post(
      "sim/update_sim",
      {
        id: ids[1]?.id,
        first_pilot_crew_code: "SP01",
        second_pilot_crew_code: "SP02",
        sima_instructor_crew_code: "SI01",
        simb_instructor_crew_code: String(instructor.crewCode),
        sessiona_date_time: "2025-05-20T08:00:00+07:00",
        sessiona_place: "VN036",
        sessionb_date_time: "2025-05-20T13:00:00+07:00",
        sessionb_place: "VN001",
        note: "Recurrent",
      },
      { token: admin.client.token },
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    // And a certificate submitted to the stored pilot's session of 01/08.
    await ctx.database.db.execute(
      sql`insert into sim_form_submissions (form_id, kind, file_key, file_sha256)
        select f.id, 'elearning', 'sim_form/certificate.pdf', repeat('0', 64) from sim_forms f
        where f.sim_id = ${ids[2]?.id} and f.pilot_order = 1`,
    );
    const again = await calls.undo(batch);
    expect(again.status).toBe(409);
    expect(
      sessionsNamed(again)
        .map((detail) => detail.path)
        .sort(),
    ).toEqual(["SP01 · 2025-01-15", "SP01 · 2025-05-20", `${pilot.crewCode} · 2025-08-01`].sort());
    expect(await count("sim_sessions", sql`import_batch_id = ${batch}`)).toBe(4);
  });
});
