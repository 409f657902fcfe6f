import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../constants";
import { CRITERION_NAMES } from "../training-flight/names";
import { HISTORY_ACTION_NAMES, HISTORY_FIELD_LABELS } from "./history-names";
import { HISTORY_ROWS_OF_EVERY_WRITER } from "./history-rows.fixture";
import { historyChangeText, historyFieldLabel, historyRowWords } from "./history-words";
import { AUDIT_RECORD_KINDS } from "./schemas";

const ROWS = HISTORY_ROWS_OF_EVERY_WRITER;

/** Fields whose value is a quantity, so a change may read "3 → 4". */
const QUANTITIES = ["attempts", "score", "flight_time"];

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Every key of a row's changes, at any depth. */
function keysOf(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysOf(item, found);
  else if (value && typeof value === "object")
    for (const [key, item] of Object.entries(value)) {
      found.add(key);
      keysOf(item, found);
    }
  return found;
}

describe("historyRowWords", () => {
  it("covers every record kind the audit list offers and every action the history names", () => {
    const entities = new Set(ROWS.map((row) => row.entity));
    for (const kind of AUDIT_RECORD_KINDS) expect(entities, kind).toContain(kind);
    const actions = new Set(ROWS.map((row) => row.action));
    for (const action of Object.keys(HISTORY_ACTION_NAMES)) {
      // Not among the fixture's writers: the history import's own rows (`import`, `import_undo`,
      // `commit`, `undo`), sign-ins through the identity provider, or kept for the web (`approve`).
      if (
        [
          "import",
          "import_undo",
          "commit",
          "undo",
          "sign_in",
          "sign_in_refused",
          "approve",
          "submit_caav_instructor",
        ].includes(action) &&
        !actions.has(action)
      )
        continue;
      expect(actions, action).toContain(action);
    }
  });

  it("names every field the history keeps and every action it holds", () => {
    for (const row of ROWS) {
      expect(HISTORY_ACTION_NAMES[row.action], row.action).toBeDefined();
      for (const key of keysOf(row.changes)) {
        if (key === "fields" || key === "field" || key === "file_ids") continue;
        const field = snake(key);
        const named = HISTORY_FIELD_LABELS[field] ?? (CRITERION_NAMES.en as Record<string, string>)[field];
        expect(named, `${row.entity}.${key}`).toBeDefined();
      }
    }
  });

  for (const language of LANGUAGES)
    it(`reads every row in words in ${language}: no code, no field name, no encoded file name`, () => {
      const quantities = [...QUANTITIES].map((key) => historyFieldLabel(key, language));
      for (const row of ROWS) {
        const words = historyRowWords(row, language);
        const where = `${row.entity} ${row.action} (${language})`;
        expect(words.action, where).not.toBe(row.action);
        expect(words.action, where).not.toMatch(/\d/);
        expect(words.changes.length, where).toBeGreaterThan(0);
        for (const change of words.changes) {
          const text = historyChangeText(change);
          // No field's snake_case or camelCase name, no percent-encoded file name.
          expect(text, where).not.toMatch(/\b[a-z]+_[a-z0-9_]+\b/);
          expect(text, where).not.toMatch(/\b[a-z]+[A-Z][A-Za-z]*\b/);
          expect(text, where).not.toMatch(/%[0-9A-F]{2}/);
          expect(text, where).not.toMatch(/[{}[\]"]/);
          // A status or a code moves from one name to another; only a quantity moves between numbers.
          if (
            change.value.split(" → ").length === 2 &&
            change.value.split(" → ").some((side) => /^\d+([.,]\d+)?$/.test(side))
          )
            expect(quantities, `${where}: ${text}`).toContain(change.label.split(" › ").at(-1));
        }
      }
    });

  it("names statuses by the spec's names, in the document's language", () => {
    const setStatus = ROWS.find((row) => row.entity === "sim_form" && row.action === "set_status");
    if (!setStatus) throw new Error("no SIM form status change");
    const vi = historyRowWords(setStatus, "vi");
    expect(vi.action).toBe("Đặt trạng thái: Giáo viên B đã nộp");
    expect(vi.changes.map(historyChangeText)).toEqual([
      "Trạng thái: Giáo viên A đã nộp → Giáo viên B đã nộp",
      "Lý do: Paper form filed",
      "Tệp: SIM form - Lê Hoàng Nam.pdf",
      "SHA-256 của tệp: 0c43a480214fef9cb840b176f72036ef60dfcac3ae96720e5cbcad2ef3c20b7a",
    ]);
    const en = historyRowWords(setStatus, "en");
    expect(en.action).toBe("Status set to Instructor B Submitted");
    expect(en.changes[0]).toEqual({
      label: "Status",
      value: "Instructor A Submitted → Instructor B Submitted",
    });
  });

  it("says who uploaded as the workflow names them: a line training has one instructor", () => {
    const upload = ROWS.find((row) => row.entity === "line_training" && row.action === "submit_second");
    if (!upload) throw new Error("no line training upload");
    expect(historyRowWords(upload, "en").action).toBe("Submitted (instructor)");
    expect(historyRowWords(upload, "vi").action).toBe("Đã nộp (giáo viên)");
    expect(historyRowWords(upload, "en").changes.map(historyChangeText).slice(0, 3)).toEqual([
      "Status: Pilot Submit → Instructor submit (on training)",
      "Form: Instructor form",
      `File: Line training form - P1014 instructor form 1.pdf`,
    ]);
    // A re-upload that keeps the status names it once.
    const again = ROWS.find((row) => row.entity === "line_training" && row.action === "submit_first");
    if (!again) throw new Error("no line training re-upload");
    expect(historyRowWords(again, "en").changes[0]).toEqual({ label: "Status", value: "Pilot Submit" });
    expect(historyRowWords(upload, "vi").changes.map(historyChangeText)).toContain(
      "Trạng thái: Phi công nộp → Giáo viên nộp (đang huấn luyện)",
    );
  });

  it("writes numbers and dates as the language does", () => {
    const flight = ROWS.find((row) => row.entity === "training_flight" && row.action === "update");
    if (!flight) throw new Error("no training flight change");
    const vi = historyRowWords(flight, "vi").changes.map(historyChangeText);
    expect(vi).toContain("Loại chuyến bay: Chuyến bay huấn luyện thường → Kiểm tra cuối khóa");
    expect(vi).toContain("Tiêu chí đánh giá › Hạ cánh › Điểm: 3 → 4");
    expect(vi.join("\n")).toContain("Thời gian bay (giờ): 2,25");
    const en = historyRowWords(flight, "en").changes.map(historyChangeText);
    expect(en.join("\n")).toContain("Flight time (h): 2.25");
    const report = ROWS.find((row) => row.entity === "event_report" && row.action === "update");
    if (!report) throw new Error("no event report change");
    expect(historyRowWords(report, "vi").changes.map(historyChangeText)).toEqual([
      "Nội dung: Hard landing → Hard landing on runway 11R",
      "Phi công (điểm trừ): (Phi công: #3, Điểm trừ: 1,5) → (Phi công: #3, Điểm trừ: 2,5)",
      "Tệp đã gỡ: —",
      "Tệp thêm vào: SIM form - Lê Hoàng Nam.pdf",
    ]);
    const survey = ROWS.find((row) => row.entity === "toldg");
    if (!survey) throw new Error("no survey");
    expect(historyRowWords(survey, "vi").changes.map(historyChangeText)).toContain(
      "Các ngày hiệu lực: Ngày hết hiệu lực: 30/05/2026, Hạn SIM: 02/05/2026, Hạn trên tàu bay: 30/05/2026",
    );
  });
});
