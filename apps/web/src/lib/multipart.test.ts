import { describe, expect, it } from "vitest";
import { multipartBody } from "./multipart";

describe("multipartBody", () => {
  it("writes nested fields with the contract's dotted and indexed names, and the files under theirs", () => {
    const report = new Blob(["%PDF"], { type: "application/pdf" });
    const body = multipartBody(
      {
        id: 4,
        sectors: [{ departure: "HAN", flight_time: "1.5" }],
        autoland: { runway: "11R" },
        recommendation: false,
        comments: null,
        skipped: undefined,
      },
      { report, "phase_report.report": null },
    );
    expect([...body.keys()]).toEqual([
      "id",
      "sectors[0].departure",
      "sectors[0].flight_time",
      "autoland.runway",
      "recommendation",
      "report",
    ]);
    expect(body.get("sectors[0].flight_time")).toBe("1.5");
    expect(body.get("recommendation")).toBe("false");
    expect(body.get("report")).toBeInstanceOf(Blob);
  });

  it("repeats a list of files under one name, after the kept ids", () => {
    const one = new Blob(["%PDF"], { type: "application/pdf" });
    const two = new Blob(["PNG"], { type: "image/png" });
    const body = multipartBody({ id: 3, file_ids: [{ id: 7 }] }, { files: [one, two] });
    expect([...body.keys()]).toEqual(["id", "file_ids[0].id", "files", "files"]);
    expect(body.getAll("files")).toHaveLength(2);
  });
});
