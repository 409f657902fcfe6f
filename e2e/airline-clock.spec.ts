import { demo, expect, signIn, test } from "./fixtures";

/**
 * One clock for the airline: a record made at 17:30 UTC on 20/11/2026 happened at 00:30 on
 * 21/11/2026 in Vietnam, and every screen says so, whatever the browser's time zone and language.
 */
const OCCURRED = "2026-11-20T17:30:00.000Z";
const SHOWN = "21/11/2026 - 00:30";

for (const timezoneId of ["UTC", "America/New_York"]) {
  for (const lang of ["en", "vi"] as const) {
    test.describe(`a browser in ${timezoneId} (${lang})`, () => {
      test.use({ timezoneId });
      test(`shows the event report's occurrence in the airline's time (${timezoneId}, ${lang})`, async ({
        page,
      }) => {
        await signIn(page, demo.admin);
        await page.context().addCookies([{ name: "lang", value: lang, url: new URL(page.url()).origin }]);
        const pilots = await page.request.post("/api/v1/pilot/sort_pilot", {
          headers: { "application-type": "5" },
          data: { keyword: "P000", page_count: 5 },
        });
        const found = ((await pilots.json()) as { data: { pilots: { id: number; crew_code: string }[] } })
          .data.pilots;
        const [first, second] = found.filter((p) => p.crew_code === "P0001" || p.crew_code === "P0002");
        const flight = `VC${Math.floor(Math.random() * 9000 + 1000)}`;
        const created = await page.request.post("/api/v1/event_report/create_report", {
          headers: { "application-type": "5" },
          multipart: {
            date_of_occurence: OCCURRED,
            flight_number: flight,
            sector: "HAN-SGN",
            content: "Clock check",
            "pilots[0].pilot_id": String(first?.id),
            "pilots[0].minus_point": "0",
            "pilots[1].pilot_id": String(second?.id),
            "pilots[1].minus_point": "0",
          },
        });
        expect(created.ok(), await created.text()).toBe(true);
        const { id } = ((await created.json()) as { data: { id: number } }).data;

        await page.goto(`/admin/event_report?keyword=${flight}`);
        const row = page.getByRole("row").filter({ hasText: flight });
        await expect(row.getByText(SHOWN)).toBeVisible();
        // The form shows the same wall clock and saves it back unchanged.
        await page.goto(`/admin/event_report/detail/${id}`);
        await expect(
          page
            .getByRole("group")
            .filter({ hasText: /21\/11\/2026\s*-\s*00:30/ })
            .first(),
        ).toBeVisible();
        const detail = await page.request.post("/api/v1/event_report/get_report_by_id", {
          headers: { "application-type": "5" },
          data: { id },
        });
        const { date_of_occurence } = ((await detail.json()) as { data: { date_of_occurence: string } }).data;
        expect(Date.parse(date_of_occurence)).toBe(Date.parse(OCCURRED));
      });
    });
  }
}
