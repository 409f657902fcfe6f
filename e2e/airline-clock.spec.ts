import { apiPost, makeEventReport, pilotIdOf } from "./factories";
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
        const flight = `VC${Math.floor(Math.random() * 9000 + 1000)}`;
        const { id } = await makeEventReport(page, {
          occurred: OCCURRED,
          flight,
          content: "Clock check",
          pilots: [
            { id: await pilotIdOf(page, "P0001"), minus_point: 0 },
            { id: await pilotIdOf(page, "P0002"), minus_point: 0 },
          ],
        });

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
        const { date_of_occurence } = await apiPost<{ date_of_occurence: string }>(
          page,
          "event_report/get_report_by_id",
          { id },
        );
        expect(Date.parse(date_of_occurence)).toBe(Date.parse(OCCURRED));
      });
    });
  }
}
