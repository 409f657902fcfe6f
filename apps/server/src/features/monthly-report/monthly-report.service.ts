import { type Language, monthRange, pilotScope, type SessionUser } from "@trms/shared";
import type { SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { pilotAccess } from "../pilot";
import { monthlyReportPdf, type PilotSection } from "./monthly-report.pdf";
import { type MonthRange, monthlyReportRepository, type ReportPilot } from "./monthly-report.repository";

/** Pilots read per round trip: their records of the month are read together, then written. */
export const PILOTS_PER_PAGE = 100;

/** A page of pilots' sections, and the last pilot when another page may follow. */
interface SectionPage {
  sections: PilotSection[];
  last: ReportPilot | null;
}

/** Groups rows ordered by pilot under each pilot id. */
function byPilot<R extends { pilotId: number }>(rows: R[]): Map<number, R[]> {
  const grouped = new Map<number, R[]>();
  for (const row of rows) {
    const list = grouped.get(row.pilotId);
    if (list) list.push(row);
    else grouped.set(row.pilotId, [row]);
  }
  return grouped;
}

export function monthlyReportService(deps: { db: Database }) {
  const repo = monthlyReportRepository(deps.db);
  const { visiblePilotsWhere } = pilotAccess(deps.db);

  /** One page of pilots after the given one, with all their records of the month. */
  async function readPage(
    scope: SQL | undefined,
    range: MonthRange,
    after: ReportPilot | null,
  ): Promise<SectionPage | null> {
    const page: ReportPilot[] = await repo.pilotsPage(scope, range, after, PILOTS_PER_PAGE);
    if (page.length === 0) return null;
    const ids = page.map((p) => p.id);
    const flights = byPilot(await repo.trainingFlights(ids, range));
    const base = byPilot(await repo.baseTrainings(ids, range));
    const theory = byPilot(await repo.theoryTests(ids, range));
    const progress = byPilot(await repo.progressTheoryReports(ids, range));
    const sections: PilotSection[] = page.map((pilot) => ({
      pilot,
      flights: flights.get(pilot.id) ?? [],
      baseTrainings: base.get(pilot.id) ?? [],
      theoryTests: theory.get(pilot.id) ?? [],
      progressTheory: progress.get(pilot.id) ?? [],
    }));
    return { sections, last: page.length < PILOTS_PER_PAGE ? null : (page[page.length - 1] ?? null) };
  }

  /**
   * The pilots' sections a page at a time, each page read when the one before it is written: a
   * page read ahead lives through the writing of another and is promoted to the old generation,
   * where it stays as garbage until a full collection (ADR 0081 addendum).
   */
  async function* sections(actor: SessionUser, month: string): AsyncGenerator<PilotSection[]> {
    const scope = visiblePilotsWhere(actor);
    const range = monthRange(month);
    let after: ReportPilot | null = null;
    for (;;) {
      const page: SectionPage | null = await readPage(scope, range, after);
      if (!page) return;
      yield page.sections;
      if (!page.last) return;
      after = page.last;
    }
  }

  return {
    /**
     * The monthly accumulated report of the pilots this account may see (ADR 0080) as PDF bytes
     * in order. The totals are read before it returns, so a failure there is still an error reply;
     * the pilots are then read a page at a time as the caller consumes the bytes.
     */
    async report(actor: SessionUser, month: string, language: Language): Promise<AsyncIterable<Buffer>> {
      const totals = await repo.totals(visiblePilotsWhere(actor), monthRange(month));
      const pdf = await monthlyReportPdf({
        language,
        month,
        exportedAt: new Date(),
        exportedBy: actor.full_name,
        fleet: pilotScope(actor).fleet,
      });
      pdf.cover(totals);
      return (async function* () {
        const cover = pdf.take();
        if (cover) yield cover;
        for await (const page of sections(actor, month)) {
          for (const section of page) pdf.pilot(section);
          const bytes = pdf.take();
          if (bytes) yield bytes;
        }
        const rest = await pdf.end();
        if (rest) yield rest;
      })();
    },
  };
}

export type MonthlyReportService = ReturnType<typeof monthlyReportService>;
