import { describe, expect, it } from "vitest";
import { contentChanges, trainingFlightContent } from "./changes";
import { CRITERIA } from "./constants";
import type { TrainingFlightDetail } from "./schemas";

const base = {
  flight_type: 1,
  sectors: [
    {
      id: 1,
      date_of_sector: "2026-11-01",
      departure: "HAN",
      destination: "SGN",
      flight_time: 2,
      night_or_day: "DAY",
      pf_pm: "PF",
    },
  ],
  autoland: { autoland_at: null, runway: null, autoland_result: null },
  recommendation: false,
  recommendation_value: null,
  grounded: false,
  criteria: CRITERIA.map((c) => ({ key: c.key, score: 6, comment: null, special_remark: false })),
  phase_report: {
    type: 1,
    normal_progress: true,
    normal_comments: null,
    special_requirements: false,
    special_comments: null,
    report: null,
  },
  flight_check: null,
  report: "/api/v1/phase_report/training_file/a.pdf",
  comments: "Good",
  notice_to_next_instructor: null,
} satisfies Parameters<typeof trainingFlightContent>[0] as Parameters<typeof trainingFlightContent>[0];

describe("what changed since an approval", () => {
  it("finds no change between a record and itself", () => {
    expect(contentChanges(trainingFlightContent(base), trainingFlightContent(base))).toEqual([]);
  });

  it("lists each changed field under its own name: a criterion's score and comment, a sector, a file", () => {
    const changed: Parameters<typeof trainingFlightContent>[0] = {
      ...base,
      criteria: base.criteria.map((c) =>
        c.key === "landing" ? { ...c, score: 2, comment: "Long flare" } : c,
      ),
      sectors: [
        ...base.sectors,
        {
          ...(base.sectors[0] as TrainingFlightDetail["sectors"][number]),
          id: 2,
          departure: "SGN",
          destination: "HAN",
        },
      ],
      report: "/api/v1/phase_report/training_file/b.pdf",
    };
    const changes = contentChanges(trainingFlightContent(base), trainingFlightContent(changed));
    expect(changes).toContainEqual({ field: "criteria.landing.score", before: 6, after: 2 });
    expect(changes).toContainEqual({ field: "criteria.landing.comment", before: null, after: "Long flare" });
    expect(changes).toContainEqual({ field: "sectors.2.departure", before: null, after: "SGN" });
    expect(changes).toContainEqual({
      field: "report",
      before: "/api/v1/phase_report/training_file/a.pdf",
      after: "/api/v1/phase_report/training_file/b.pdf",
    });
    expect(changes.map((c) => c.field)).not.toContain("criteria.landing.special_remark");
  });

  it("lists the fields of a section the new flight type no longer has", () => {
    const changes = contentChanges(
      trainingFlightContent(base),
      trainingFlightContent({ ...base, flight_type: 0, phase_report: null }),
    );
    expect(changes[0]).toEqual({ field: "flight_type", before: 1, after: 0 });
    expect(changes).toContainEqual({ field: "phase_report.normal_progress", before: true, after: null });
  });
});
