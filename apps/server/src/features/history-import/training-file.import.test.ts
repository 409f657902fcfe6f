import { PDFParse } from "pdf-parse";
import { describe, expect, it } from "vitest";
import {
  createBaseTraining,
  createEventReport,
  createInstructor,
  createPilot,
} from "../../../test/factories";
import { importTestApp, importWorkbook } from "../../../test/history-import";

const app = importTestApp(async (ctx) => ({
  pilot: await createPilot(ctx, { fullName: "Nguyễn Văn Đức" }),
  partner: await createPilot(ctx),
  instructor: await createInstructor(ctx),
}));

/** A base training, a line check, a line training and a SIM session of the pilot, from the airline's history. */
const history = () => {
  const crewCode = String(app.pilot.crewCode);
  const instructor = String(app.instructor.crewCode);
  return importWorkbook({
    base_training: [
      {
        crew_code: crewCode,
        instructor_crew_code: instructor,
        date_of_flight: "01/09/2026",
        airport: "VCA",
        go_around: "1",
        touch_and_go: "2",
        full_stop: "1",
        flight_time: "1.5",
        pre_departure_and_post_flight: "4",
        to_ga_clb: "4",
        cruise_descent_approach: "3",
        landing: "4",
        circuit: "N/A",
        ac_handling: "5",
        result: "Pass",
      },
    ],
    line_check: [
      {
        crew_code: crewCode,
        instructor_crew_code: instructor,
        line_check_date: "05/09/2026",
        line_check_sectors: "HAN-SGN, SGN-HAN",
      },
    ],
    line_training: [
      { crew_code: crewCode, line_training_type: "FOT", line_training_start_date: "06/09/2026" },
    ],
    sim_session: [
      {
        first_pilot_crew_code: String(app.partner.crewCode),
        second_pilot_crew_code: crewCode,
        sima_instructor_crew_code: instructor,
        sessiona_date: "07/09/2026",
        simb_instructor_crew_code: instructor,
      },
    ],
  });
};

interface FileItem {
  kind: string;
  id: number;
  date: string;
  imported?: boolean;
}

/** A pilot's whole training file, oldest first, as the administrator reads it. */
const fileOf = async (pilotId: number | null) => {
  const reply = await app.admin.client.post("training_file/get_timeline", { pilot_id: pilotId, order: "+" });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return (reply.body.data.training_file as FileItem[]).map((item) => [item.kind, item.date, item.imported]);
};

/** The text of a pilot's training file PDF in a language. */
const pdfTextOf = async (pilotId: number | null, lang: "en" | "vi") => {
  const reply = await app.ctx.app.inject({
    method: "GET",
    url: `/api/v1/training_file/download?pilot_id=${pilotId}`,
    headers: { "accept-language": lang, "access-token": app.admin.client.token },
  });
  expect(reply.statusCode, reply.body).toBe(200);
  const parser = new PDFParse({ data: new Uint8Array(reply.rawPayload) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
};

const occurrences = (text: string, marker: string) => text.split(marker).length - 1;

describe("a pilot's training file shows which records a history import wrote", () => {
  it("marks the imported records on the timeline and in the PDF, and no record the product made", async () => {
    const { ctx, calls, pilot, partner, instructor } = app;
    // The product's own records of the same pilot.
    await createBaseTraining(ctx, { trainee: pilot, instructor, date: "2026-01-20" });
    await createEventReport(ctx, {
      pilots: [pilot],
      minusPoints: [1],
      occurredAt: new Date("2026-02-10T03:00:00Z"),
    });
    const lineTraining = await app.admin.client.post("line_training/create_line_training", {
      pilot_crew_code: pilot.crewCode,
      line_training_type: 2,
    });
    expect(lineTraining.status, JSON.stringify(lineTraining.body)).toBe(200);
    const today = (await fileOf(pilot.pilotId)).find(([kind]) => kind === "line_training")?.[1];

    const previewed = await calls.preview(await history());
    expect(previewed.status, JSON.stringify(previewed.body)).toBe(200);
    const batch = previewed.body.data.id as number;
    expect((await calls.rows(batch, true)).rows).toEqual([]);
    // A preview writes nothing: the file holds the product's records only.
    expect(await fileOf(pilot.pilotId)).toEqual([
      ["base_training", "2026-01-20", false],
      ["event_report", "2026-02-10", false],
      ["line_training", today, false],
    ]);
    const committed = await calls.commit(batch);
    expect(committed.status, JSON.stringify(committed.body)).toBe(200);

    expect(await fileOf(pilot.pilotId)).toEqual([
      ["base_training", "2026-01-20", false],
      ["event_report", "2026-02-10", false],
      ["base_training", "2026-09-01", true],
      ["line_check", "2026-09-05", true],
      ["line_training", "2026-09-06", true],
      ["sim_form", "2026-09-07", true],
      ["line_training", today, false],
    ]);
    // The SIM session's import marks both pilots' forms.
    expect(await fileOf(partner.pilotId)).toEqual([["sim_form", "2026-09-07", true]]);

    // The PDF marks each imported record after its kind, in its language, and no other.
    for (const [lang, marker] of [
      ["en", "(imported)"],
      ["vi", "(nhập từ dữ liệu lịch sử)"],
    ] as const)
      expect(occurrences(await pdfTextOf(pilot.pilotId, lang), marker), lang).toBe(4);
  });
});
