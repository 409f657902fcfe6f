import { Readable } from "node:stream";
import {
  type MonthlyReportQuery,
  monthlyReportFileName,
  monthRange,
  pilotScope,
  type SessionUser,
} from "@trms/shared";
import type { Database } from "../../../db/client";
import { pdfIssuer } from "../../../lib/pdf/issue";
import { fill } from "../../../lib/pdf/words";
import type { Download, DownloadArgs } from "../../../lib/routes";
import { visiblePilotsWhere } from "../../pilot";
import { monthlyReportPdf, type PilotSection } from "../monthly-report.pdf";
import {
  monthlyPilotsPage,
  monthlyTotals,
  type PilotRecordsRow,
  pilotRecords,
} from "../monthly-report.repository";
import { REPORT_TEXT, showMonth } from "../monthly-report.text";

/** Pilots read per round trip: their records of the month come with them, then they are written. */
const PILOTS_PER_PAGE = 50;

/**
 * The pilots' sections in report order. A page of pilots is read when the one before it is
 * written, and each pilot's records are decoded just before the pilot is written, so what a
 * page holds while it is written is one string per pilot and record kind.
 */
async function* sections(
  db: Database,
  actor: SessionUser,
  month: string,
): AsyncGenerator<Iterable<PilotSection>> {
  const scope = visiblePilotsWhere(actor);
  const range = monthRange(month);
  let after: Pick<PilotRecordsRow, "fullName" | "id"> | null = null;
  for (;;) {
    const page: PilotRecordsRow[] = await monthlyPilotsPage(db, scope, range, after, PILOTS_PER_PAGE);
    if (page.length === 0) return;
    yield (function* () {
      for (const row of page) yield pilotRecords(row);
    })();
    if (page.length < PILOTS_PER_PAGE) return;
    const last = page[page.length - 1];
    after = last ? { fullName: last.fullName, id: last.id } : null;
  }
}

/**
 * The monthly accumulated report of the pilots this account may see as PDF bytes
 * in order. The totals are read before it returns, so a failure there is still an error reply;
 * the pilots are then read a page at a time as the caller consumes the bytes.
 */
export async function monthlyReport({
  app,
  actor,
  body,
  language,
}: DownloadArgs<MonthlyReportQuery>): Promise<Download> {
  const db = app.database.db;
  const { month } = body;
  const totals = await monthlyTotals(db, visiblePilotsWhere(actor), monthRange(month));
  const fleet = pilotScope(actor).fleet;
  const subject = `${REPORT_TEXT[language].title} ${showMonth(month)} · ${
    fleet ? fill(REPORT_TEXT[language].scope_fleet, { fleet }) : REPORT_TEXT[language].scope_all
  }`;
  const bytes = await pdfIssuer({ db, config: app.config }).issue(
    { kind: "monthly_report", subject, pilotId: null, actor, language },
    async (stamp) => {
      const pdf = await monthlyReportPdf({
        language,
        month,
        exportedAt: new Date(),
        exportedBy: actor.full_name,
        fleet,
        stamp,
      });
      pdf.cover(totals);
      return (async function* () {
        const cover = pdf.take();
        if (cover) yield cover;
        for await (const page of sections(db, actor, month)) {
          // Handed on pilot by pilot: pdfkit's output chunks of a whole page of pilots lived long
          // enough to be promoted to the old generation (ADR 0978).
          for (const section of page) {
            pdf.pilot(section);
            const bytes = pdf.take();
            if (bytes) yield bytes;
          }
        }
        const rest = await pdf.end();
        if (rest) yield rest;
      })();
    },
  );
  return { body: Readable.from([bytes]), name: monthlyReportFileName() };
}
