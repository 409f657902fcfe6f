import {
  FLIGHT_TYPE_NAMES,
  historyActionName,
  historyChangeText,
  historyNumber,
  historyRowWords,
  historyStatusName,
  type Language,
  LEDGER_VALIDITIES,
  type LedgerRow,
  LINE_TRAINING_TYPE_NAMES,
  type TrainingFileItem,
} from "@trms/shared";
import { A4, openA4Document } from "../../lib/pdf/document";
import type { VerificationStamp } from "../../lib/pdf/issue";
import type { Cell } from "../../lib/pdf/pdf-text";
import { fill, showDate, showDateTime } from "../../lib/pdf/words";
import type { FileAuditRow } from "./training-file.repository";
import { FILE_TEXT } from "./training-file.text";

// A4 in points.
const { width: PAGE_WIDTH, height: PAGE_HEIGHT, left: LEFT, top: TOP, bottom: BOTTOM } = A4;
const WIDTH = PAGE_WIDTH - 2 * LEFT;
const LINE = 12;
const SMALL_LINE = 10;
const SMALL = 7.5;
const BODY = 8.5;
const RED = "#b00020";
const AMBER = "#8a5a00";
const GREEN = "#1b5e20";
const GREY = "#555555";
const BLACK = "#000000";
/** At most this many changed fields of one audit row are printed, each on its line. */
const MAX_FIELDS = 12;
/** A value longer than this is cut: the record itself holds it in full. */
const MAX_VALUE = 110;

/** The pilot's identity as the first page prints it. */
export interface FileIdentity {
  crewCode: string;
  fullName: string;
  fleet: string | null;
  status: number;
  dateOfBirth: string | null;
  caavNumber: string | null;
  fleetPosition: string | null;
  base: string | null;
  joiningDate: string | null;
}

/** A line cut to its length: the record itself holds it in full. */
const cut = (text: string): string => {
  const line = text.replace(/\s+/g, " ");
  return line.length > MAX_VALUE ? `${line.slice(0, MAX_VALUE - 1)}…` : line;
};

/**
 * An audit row's changes in the document's language (the shared `historyRowWords`, as the audit
 * trail screen reads them): a created record's values on one line (the record holds them in full);
 * otherwise one line per field, "Label: before → after".
 */
function changeLines(entry: FileAuditRow, language: Language, more: string): string[] {
  const changes = historyRowWords(entry, language).changes.map(historyChangeText);
  if (changes.length === 0) return [];
  if (entry.action === "create" || entry.action === "import") return [cut(changes.join(" · "))];
  const lines = changes.slice(0, MAX_FIELDS).map(cut);
  if (changes.length > MAX_FIELDS) lines.push(fill(more, { count: changes.length - MAX_FIELDS }));
  return lines;
}

/**
 * Writes a pilot's training file with pdfkit as it goes: the first page with the
 * pilot's identity and validities, then every record in time order with its status, approval and
 * audit trail. The bytes are collected as pdfkit emits them and handed out by `take()`, so the
 * caller streams them while it reads the next records.
 */
export async function trainingFilePdf(options: {
  language: Language;
  identity: FileIdentity;
  today: string;
  exportedAt: Date;
  exportedBy: string;
  /** Where and with which code to verify the signed file, printed on every page. */
  stamp?: VerificationStamp;
}) {
  const { language, identity } = options;
  const t = FILE_TEXT[language];
  const pdf = await openA4Document({
    title: `${t.title} ${identity.crewCode}`,
    author: options.exportedBy,
    language,
  });
  const { doc, fast } = pdf;

  let pageNumber = 0;
  let y = TOP;
  const newPage = () => {
    fast.flush();
    doc.addPage();
    pageNumber += 1;
    y = PAGE_HEIGHT - 35;
    line([
      {
        text: fill(t.page, { crew: identity.crewCode, page: pageNumber }),
        x: LEFT,
        font: "regular",
        size: SMALL,
        color: GREY,
      },
    ]);
    if (options.stamp) {
      y = PAGE_HEIGHT - 24;
      line([{ text: options.stamp.text, x: LEFT, font: "regular", size: SMALL, color: GREY }]);
    }
    y = TOP;
  };
  const need = (height: number) => {
    if (y + height > BOTTOM) newPage();
  };

  const fit = fast.fit;

  /** Cells on the line at y; the few that need pdfkit's own layout get it. */
  function line(cells: Cell[]) {
    const rest = fast.line(
      y,
      cells.map((cell) => ({ ...cell, text: fit(cell.text, LEFT + WIDTH - cell.x, cell.font, cell.size) })),
    );
    if (rest.length > 0) fast.flush();
    for (const cell of rest)
      doc.font(cell.font).fontSize(cell.size).fillColor(cell.color).text(cell.text, cell.x, y, {
        lineBreak: false,
      });
  }
  const text = (value: string, x: number, font = "regular", size = BODY, color = BLACK): Cell => ({
    text: value,
    x,
    font,
    size,
    color,
  });

  const stateColor = { valid: GREEN, expiring: AMBER, expired: RED, never: GREY } as const;
  const approvalColor = { approved: GREEN, pending: AMBER, failed: RED } as const;

  const typeName = (item: TrainingFileItem) => {
    if (item.kind === "training_flight" && item.type !== null)
      return FLIGHT_TYPE_NAMES[language][item.type] ?? String(item.type);
    if (item.kind === "line_training" && item.type !== null)
      return (
        LINE_TRAINING_TYPE_NAMES[item.type as keyof typeof LINE_TRAINING_TYPE_NAMES] ?? String(item.type)
      );
    return null;
  };
  /** The spec's status name of a record with a workflow; an event report has none. */
  const statusName = (item: TrainingFileItem) => historyStatusName(item.kind, item.status, language) ?? null;

  return {
    /** The first page: title, who exported it when, the pilot's identity and validities. */
    cover(validities: LedgerRow["validities"] | null, total: number) {
      newPage();
      line([text(t.title, LEFT, "bold", 16)]);
      y += 24;
      line([
        text(
          fill(t.exported, { date: showDateTime(options.exportedAt), name: options.exportedBy }),
          LEFT,
          "regular",
          9,
          GREY,
        ),
      ]);
      y += 26;
      line([text(t.identity, LEFT, "bold", 12)]);
      y += 18;
      const fields: [string, string | null][] = [
        [t.full_name, identity.fullName],
        [t.crew_code, identity.crewCode],
        [t.fleet, identity.fleet],
        [t.fleet_position, identity.fleetPosition],
        [t.caav_number, identity.caavNumber],
        [t.base, identity.base],
        [t.date_of_birth, identity.dateOfBirth ? showDate(identity.dateOfBirth) : null],
        [t.joining_date, identity.joiningDate ? showDate(identity.joiningDate) : null],
        [t.status, identity.status === 1 ? t.active : t.inactive],
      ];
      for (const [label, value] of fields) {
        fast.rule(LEFT, y + 13, WIDTH, 0.4, "#cccccc");
        line([text(label, LEFT, "regular", 10, GREY), text(value ?? "—", LEFT + 160, "bold", 10)]);
        y += 17;
      }
      y += 20;
      line([text(fill(t.validities, { date: showDate(options.today) }), LEFT, "bold", 12)]);
      y += 18;
      fast.rect(LEFT, y - 2, WIDTH, 15, "#eeeeee");
      line([
        text(t.validity_col, LEFT + 4, "bold", 10),
        text(t.state_col, LEFT + 200, "bold", 10),
        text(t.until_col, LEFT + 340, "bold", 10),
      ]);
      y += 17;
      for (const key of LEDGER_VALIDITIES) {
        const validity = validities?.[key] ?? { state: "never" as const, valid_until: null };
        line([
          text(t.validity[key], LEFT + 4, "regular", 10),
          text(t.state[validity.state], LEFT + 200, "bold", 10, stateColor[validity.state]),
          text(validity.valid_until ? showDate(validity.valid_until) : "—", LEFT + 340, "regular", 10),
        ]);
        y += 16;
      }
      y += 20;
      line([
        text(t.records, LEFT, "bold", 12),
        text(fill(t.records_count, { count: total }), LEFT + 300, "regular", 10, GREY),
      ]);
      y += 18;
      if (total === 0) line([text(t.no_records, LEFT, "regular", 10)]);
      // The records begin on the next page: the first page is the summary an inspector reads first.
      if (total > 0) newPage();
    },

    /** One record: what it is, its status and approval, then its audit trail. */
    record(item: TrainingFileItem, trail: FileAuditRow[]) {
      const first = trail[0] ? 1 + changeLines(trail[0], language, t.more).length : 1;
      need(LINE * 2 + SMALL_LINE * (first + 1) + 6);
      fast.rule(LEFT, y - 3, WIDTH, 0.5, "#999999");
      const kind = [t.kinds[item.kind], typeName(item)].filter(Boolean).join(" — ");
      const heading = [text(showDate(item.date), LEFT, "bold", 9.5), text(kind, LEFT + 70, "bold", 9.5)];
      if (item.imported)
        heading.push(text(t.imported, LEFT + 74 + fast.width(kind, "bold", 9.5), "regular", 9.5, GREY));
      heading.push(text(`#${item.id}`, LEFT + WIDTH - 40, "regular", SMALL, GREY));
      line(heading);
      y += LINE + 1;
      const facts: Cell[] = [];
      let x = LEFT + 70;
      const fact = (value: string, color = BLACK, font = "regular") => {
        facts.push(text(value, x, font, BODY, color));
        x += fast.width(value, font, BODY) + 12;
      };
      const status = statusName(item);
      if (status) fact(`${t.status}: ${status}`);
      if (item.approval) {
        const at = item.approved_at
          ? ` (${fill(t.approved_at, { date: showDateTime(new Date(item.approved_at)) })})`
          : "";
        fact(`${t.approval}: ${t.approvals[item.approval]}${at}`, approvalColor[item.approval]);
      }
      if (item.result)
        fact(item.result === "passed" ? t.passed : t.failed, item.result === "passed" ? GREEN : RED, "bold");
      if (item.score !== null)
        fact(
          fill(item.kind === "event_report" ? t.minus_point : t.score, {
            score: historyNumber(item.score, language),
          }),
        );
      if (item.instructor_name) fact(`${t.instructor}: ${item.instructor_name}`);
      if (item.summary) fact(item.summary, GREY);
      line(facts);
      y += LINE;
      line([text(t.audit, LEFT + 70, "bold", SMALL, GREY)]);
      y += SMALL_LINE;
      if (trail.length === 0) {
        line([text(t.no_audit, LEFT + 80, "regular", SMALL, GREY)]);
        y += SMALL_LINE;
      }
      for (const entry of trail) {
        const lines = changeLines(entry, language, t.more);
        need(SMALL_LINE * (1 + Math.min(lines.length, 2)));
        line([
          text(showDateTime(entry.at), LEFT + 80, "regular", SMALL),
          text(entry.actorName ?? t.system, LEFT + 160, "regular", SMALL),
          text(historyActionName(entry, language), LEFT + 300, "bold", SMALL),
        ]);
        y += SMALL_LINE;
        for (const change of lines) {
          need(SMALL_LINE);
          line([text(change, LEFT + 90, "regular", SMALL, GREY)]);
          y += SMALL_LINE;
        }
      }
      y += 8;
    },

    take: pdf.take,
    end: pdf.end,
  };
}
