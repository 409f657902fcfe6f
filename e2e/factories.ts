import type { Browser, Page } from "@playwright/test";
import { DEMO_PASSWORD, expect, fillSignIn } from "./fixtures";

/**
 * What a journey makes before it starts: records made through the app's own API as the page's
 * signed-in account, as another client of the API would, so a journey walks its own record rather
 * than a row of the demo. The demo's accounts and crew codes are the only data a journey assumes.
 */

/** The client type every call of the app sends. */
export const API_HEADERS = { "application-type": "5" };

/** One call of the API as the page's account, JSON or multipart: its data, or the test fails with the reply. */
async function send<T>(
  page: Page,
  call: string,
  body: { data: unknown } | { multipart: Record<string, string> },
): Promise<T> {
  const response = await page.request.post(`/api/v1/${call}`, { headers: API_HEADERS, ...body });
  expect(response.ok(), `${call} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** One JSON call of the API as the page's account. */
export const apiPost = <T>(page: Page, call: string, data: unknown): Promise<T> =>
  send<T>(page, call, { data });

/** One multipart call of the API as the page's account. */
export const apiUpload = <T>(page: Page, call: string, multipart: Record<string, string>): Promise<T> =>
  send<T>(page, call, { multipart });

/** A pilot's profile id by crew code, as the page's account finds it; the test fails if there is none. */
export async function pilotIdOf(page: Page, crewCode: string): Promise<number> {
  const { pilots } = await apiPost<{ pilots: { id: number; crew_code: string }[] }>(
    page,
    "pilot/sort_pilot",
    {
      page_number: 1,
      page_count: 5,
      keyword: crewCode,
    },
  );
  const pilot = pilots.find((row) => row.crew_code === crewCode);
  if (!pilot) throw new Error(`no pilot ${crewCode}`);
  return pilot.id;
}

/** The four seats of a SIM session, by crew code ("0000" leaves a pilot seat open). */
export interface SimSeats {
  first_pilot_crew_code: string;
  second_pilot_crew_code: string;
  sima_instructor_crew_code: string;
  simb_instructor_crew_code: string;
}

/**
 * A SIM session on an airline day (YYYY-MM-DD): session A at `hours[0]`, session B at `hours[1]`
 * airline time, at the demo's simulators (VN001 for both unless told). Made by an account that may
 * create sessions.
 */
export function makeSimSession(
  page: Page,
  seats: SimSeats,
  day: string,
  options: { hours?: [string, string]; places?: [string, string]; note?: string } = {},
): Promise<{ id: number }> {
  const [a, b] = options.hours ?? ["08:00", "13:00"];
  const [placeA, placeB] = options.places ?? ["VN001", "VN001"];
  return apiPost<{ id: number }>(page, "sim/create_sim", {
    ...seats,
    sessiona_date_time: `${day}T${a}:00+07:00`,
    sessiona_place: placeA,
    sessionb_date_time: `${day}T${b}:00+07:00`,
    sessionb_place: placeB,
    ...(options.note ? { note: options.note } : {}),
  });
}

/** A pilot or instructor of fleet A321 with the demo password, made by an account that may create pilots. */
export function makePilot(
  page: Page,
  pilot: { crew_code: string; full_name: string; email: string } & Record<string, string>,
): Promise<{ id: number }> {
  return apiUpload<{ id: number }>(page, "pilot/create_pilot", {
    password: DEMO_PASSWORD,
    fleet: "A321",
    function: "Captain",
    ...pilot,
  });
}

/** An event report of a flight naming pilots with their minus points; made as the page's account. */
export async function makeEventReport(
  page: Page,
  report: {
    occurred: string;
    flight: string;
    content: string;
    pilots: { id: number; minus_point: number }[];
  },
): Promise<{ id: number }> {
  const named = Object.fromEntries(
    report.pilots.flatMap((pilot, i) => [
      [`pilots[${i}].pilot_id`, String(pilot.id)],
      [`pilots[${i}].minus_point`, String(pilot.minus_point)],
    ]),
  );
  return apiUpload<{ id: number }>(page, "event_report/create_report", {
    date_of_occurence: report.occurred,
    flight_number: report.flight,
    sector: "HAN-SGN",
    content: report.content,
    ...named,
  });
}

/** A page of its own (its own cookies) signed in as this account, in English. */
export async function signedInPage(
  browser: Browser,
  baseURL: string | undefined,
  email: string,
): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  if (baseURL) await context.addCookies([{ name: "lang", value: "en", url: baseURL }]);
  const page = await context.newPage();
  await page.goto("/login");
  await fillSignIn(page, email, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}
