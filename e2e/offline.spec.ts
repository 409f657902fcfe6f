import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Browser, chromium, type Locator, type Page } from "@playwright/test";
import { API_HEADERS, apiPost, apiUpload, pilotIdOf } from "./factories";
import {
  axeViolations,
  expect as baseExpect,
  demo,
  dialogShown,
  dismissNotices,
  openInApp,
  signIn,
  test,
  workerBaseUrl,
} from "./fixtures";

// The installed app offline (ADR 1620): opened from the device with the last lists, field work kept
// in the Outbox and sent once when the network is back, a record changed meanwhile never overwritten,
// and sign-out leaving nothing on the device.
const expect = baseExpect.configure({ timeout: 15_000 });

const TABLET = { width: 768, height: 1024 };
const PHONE = { width: 390, height: 844 };
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);
/** Each run's own records: its line checks' sectors, its training flight's route. */
const RUN = Date.now().toString(36).toUpperCase();
const runOf = () => `${RUN}${test.info().retry}`;

/** What the app keeps on this device: its database and the service worker's cache of pages. */
async function deviceData(page: Page): Promise<{ database: boolean; pages: boolean }> {
  return page.evaluate(async () => {
    const view = globalThis as unknown as {
      indexedDB: { databases(): Promise<{ name?: string }[]> };
      caches: { keys(): Promise<string[]> };
    };
    const databases = await view.indexedDB.databases();
    return {
      database: databases.some((one) => one.name === "trms-device"),
      pages: (await view.caches.keys()).some((name) => name.startsWith("trms-pages")),
    };
  });
}

/** The answers the device keeps for offline use, by their query keys (none before the first is written). */
async function keptAnswers(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const view = globalThis as unknown as {
      indexedDB: {
        databases(): Promise<{ name?: string }[]>;
        open(name: string): {
          result: {
            transaction(store: string): {
              objectStore(store: string): {
                get(key: string): {
                  result?: { state: { queries: { queryHash: string }[] } };
                  onsuccess: () => void;
                };
              };
            };
            close(): void;
          };
          onsuccess: () => void;
        };
      };
    };
    // Opened only once the app made it: opening a missing database would make an empty one.
    if (!(await view.indexedDB.databases()).some((one) => one.name === "trms-device")) return [];
    return new Promise<string[]>((resolve) => {
      const open = view.indexedDB.open("trms-device");
      open.onsuccess = () => {
        const read = open.result.transaction("answers").objectStore("answers").get("answers");
        read.onsuccess = () => {
          open.result.close();
          resolve((read.result?.state.queries ?? []).map((query) => query.queryHash));
        };
      };
    });
  });
}

/** Waits until the device keeps an answer whose query key contains `part` (its sync of a page). */
async function synced(page: Page, part: string): Promise<void> {
  await expect.poll(async () => (await keptAnswers(page)).some((key) => key.includes(part))).toBe(true);
}

/** A signed-in page of its own browser context, in a language and at a width. */
async function signedIn(
  browser: Browser,
  email: string,
  options: {
    lang: "en" | "vi";
    viewport: { width: number; height: number };
    serviceWorkers?: "allow" | "block";
  },
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: workerBaseUrl(),
    viewport: options.viewport,
    serviceWorkers: options.serviceWorkers ?? "block",
  });
  // Signed in in English, as the sign-in helper reads the page; then the test's language.
  await context.addCookies([{ name: "lang", value: "en", url: workerBaseUrl() }]);
  const page = await context.newPage();
  await signIn(page, email);
  await context.addCookies([{ name: "lang", value: options.lang, url: workerBaseUrl() }]);
  return page;
}

/**
 * A line check of the demo pilot P0001 with the demo instructor, its first form submitted by the
 * pilot: the instructor's second form is the next stage. Answers its id.
 */
async function lineCheckAwaitingInstructor(browser: Browser, sectors: string): Promise<number> {
  const pilot = await signedIn(browser, demo.pilot, { lang: "en", viewport: TABLET });
  const day = 10 + Math.floor(Math.random() * 18);
  const { id } = await apiPost<{ id: number }>(pilot, "linecheck/create_line_check", {
    instructor_crew_code: "I0001",
    line_check_date: `2091-03-${day}T08:00:00+07:00`,
    line_check_sectors: sectors,
  });
  const response = await pilot.request.post("/api/v1/linecheck/submit_line_check_form", {
    headers: API_HEADERS,
    multipart: {
      line_check_id: String(id),
      form_order: "1",
      submitted_report: { name: "first.pdf", mimeType: "application/pdf", buffer: PDF },
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  await pilot.context().close();
  return id;
}

interface LineCheckNow {
  line_check_status: number;
  second_submit: string | null;
  version: number;
}

const lineCheckNow = (page: Page, id: number) =>
  apiPost<LineCheckNow>(page, "linecheck/get_line_check_by_id", { id });

/** Uploads the second form in the line check's page, then answers the confirmation. */
async function uploadSecondForm(page: Page, texts: { button: string; upload: string }): Promise<void> {
  await page.getByRole("button", { name: texts.button }).click();
  const dialog = page.getByRole("dialog", { name: texts.button });
  await dialog
    .getByLabel(/PDF/)
    .first()
    .setInputFiles({ name: "second.pdf", mimeType: "application/pdf", buffer: PDF });
  await dialog.getByRole("button", { name: texts.upload }).click();
  await page.getByRole("dialog").last().getByRole("button", { name: texts.upload }).click();
}

/**
 * Waits until the app's service worker is active with the whole build kept (its install), then loads
 * the page again so the worker serves it, as an installed app opens.
 */
async function installed(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const view = globalThis as unknown as {
            navigator: { serviceWorker: { getRegistration(): Promise<{ active: unknown } | undefined> } };
          };
          return Boolean((await view.navigator.serviceWorker.getRegistration())?.active);
        }),
      { timeout: 30_000 },
    )
    .toBe(true);
  await page.reload();
  await expect
    .poll(() =>
      page.evaluate(() => {
        const view = globalThis as unknown as { navigator: { serviceWorker: { controller: unknown } } };
        return Boolean(view.navigator.serviceWorker.controller);
      }),
    )
    .toBe(true);
}

const outboxButton = (page: Page): Locator => page.getByRole("button", { name: /^(Outbox|Hộp thư đi)/ });

test.describe("installed and offline", () => {
  for (const run of [
    {
      lang: "en",
      viewport: TABLET,
      offline: "Offline",
      synced: "Offline: as synced on",
      notSynced: "Offline: this page has not been synced on this device yet.",
    },
    {
      lang: "vi",
      viewport: PHONE,
      offline: "Ngoại tuyến",
      synced: "Ngoại tuyến: dữ liệu đồng bộ lúc",
      notSynced: "Ngoại tuyến: trang này chưa được đồng bộ trên thiết bị này.",
    },
  ] as const) {
    test(`the app installs and opens offline with the last lists (${run.lang}, ${run.viewport.width} px)`, async () => {
      test.setTimeout(120_000);
      // A browser profile of its own: Chromium installs no app from an incognito one (a test context).
      const profile = mkdtempSync(path.join(tmpdir(), "trms-installed-"));
      const context = await chromium.launchPersistentContext(profile, {
        ...test.info().project.use.launchOptions,
        baseURL: workerBaseUrl(),
        viewport: run.viewport,
        serviceWorkers: "allow",
      });
      await context.addCookies([{ name: "lang", value: "en", url: workerBaseUrl() }]);
      const page = context.pages()[0] ?? (await context.newPage());
      await signIn(page, demo.instructor);
      await context.addCookies([{ name: "lang", value: run.lang, url: workerBaseUrl() }]);

      // Install criteria: the manifest, and a service worker that controls the page.
      const manifest = await (await page.request.get("/manifest.webmanifest")).json();
      expect(manifest).toMatchObject({ display: "standalone", start_url: "/", short_name: "TRMS" });
      expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
        expect.arrayContaining(["192x192", "512x512"]),
      );
      await installed(page);
      const cdp = await page.context().newCDPSession(page);
      const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
      expect(installabilityErrors).toEqual([]);
      // Left attached, the session's own network state would answer navigator.onLine below.
      await cdp.detach();

      // The lists the account opens, kept on the device as they arrive.
      await page.goto("/pilot/line-check");
      await expect(page.getByText("Nguyễn Văn Minh").first()).toBeVisible();
      await synced(page, '"line-checks","list"');
      await page.goto("/pilot/sim/list");
      await expect(page.getByText("VN001").first()).toBeVisible();
      await synced(page, '"sims","list"');
      // The app's start address (what its icon opens) is kept as the way to the account's home.
      await expect
        .poll(() =>
          page.evaluate(() =>
            (globalThis as unknown as { caches: { match(url: string): Promise<unknown> } }).caches
              .match("/")
              .then(Boolean),
          ),
        )
        .toBe(true);

      // No network: the app opens from the device, each list with the time it was synced.
      await page.context().setOffline(true);
      await page.goto("/pilot/line-check");
      await expect(page.getByText(run.synced)).toBeVisible();
      await expect(page.getByText("Nguyễn Văn Minh").first()).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: run.offline }).first()).toBeVisible();
      await page.goto("/pilot/sim/list");
      await expect(page.getByText(run.synced)).toBeVisible();
      await expect(page.getByText("VN001").first()).toBeVisible();
      // A record never opened on this device says so, rather than waiting for a network.
      await page.goto("/pilot/line-check/detail/1");
      await expect(page.getByText(run.notSynced)).toBeVisible();
      // Opened from its icon, the app goes straight to the home list the device kept.
      await page.goto("/");
      await expect(page).toHaveURL(/\/pilot\/sim\/list$/);
      await expect(page.getByText(run.synced)).toBeVisible();
      await expect(page.getByText("VN001").first()).toBeVisible();
      await dismissNotices(page);
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    });
  }

  test("an instructor grades a training flight and uploads a line check form offline; online, each is made once though the first reply was lost", async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const run = runOf();
    const lineCheck = await lineCheckAwaitingInstructor(browser, `HAN-DAD ${run}`);
    const page = await signedIn(browser, demo.instructor, {
      lang: "en",
      viewport: TABLET,
      serviceWorkers: "allow",
    });
    await installed(page);
    const pilotId = await pilotIdOf(page, "P0001");
    const flightsOfPilot = async () =>
      (
        await apiPost<{ total: number }>(page, "flt_training/search_training_flight", {
          pilot_id: pilotId,
          page_number: 1,
          page_count: 5,
        })
      ).total;
    const flightsBefore = await flightsOfPilot();

    // Opened online, as an instructor does before walking to the aircraft.
    // Synced: the device keeps what was opened (and its Outbox is ready) before the network goes.
    await page.goto(`/pilot/line-check/detail/${lineCheck}`);
    await expect(page.getByRole("button", { name: "Upload second form" })).toBeVisible();
    await synced(page, `"line-checks","detail",${lineCheck}`);
    await page.goto(`/pilot/training-flight-create?pilot_id=${pilotId}`);
    await expect(page.getByRole("heading", { name: "INITIAL OPERATIONAL EXPERIENCE" })).toBeVisible();
    await synced(page, '"airports"');
    await page.context().setOffline(true);

    // The training flight, graded with no network: a sector and the criteria, a low score's comment.
    const sector = page.getByRole("group", { name: "Sector 1" });
    for (const [field, code] of [
      ["Departure", "HPH"],
      ["Destination", "VCL"],
    ] as const) {
      await sector.getByRole("combobox", { name: field }).fill(code);
      await page.getByRole("option", { name: new RegExp(`^${code}`) }).click();
    }
    await sector.getByLabel("Flight time (h)").fill("1.4");
    await page
      .getByLabel("Report file (PDF)")
      .setInputFiles({ name: "report.pdf", mimeType: "application/pdf", buffer: PDF });

    // The tablet reloads the page (or the app is closed) halfway: the draft, files included, is kept.
    await expect(outboxButton(page)).toHaveAccessibleName("Outbox: 1 change not sent");
    await page.reload();
    await expect(page.getByText(/^Your draft of .* was restored from this device\.$/)).toBeVisible();
    await expect(sector.getByLabel("Flight time (h)")).toHaveValue("1.4");
    await expect(page.getByText("report.pdf")).toBeVisible();
    const landing = page.getByRole("group", { name: "4. Landing" });
    await landing.getByRole("button", { name: "Score 2" }).click();
    await page
      .getByRole("dialog", { name: "Confirm a low score" })
      .getByRole("button", { name: "Keep the score" })
      .click();
    await landing.getByLabel("Comment on Landing").fill(`Floated past the touchdown zone ${run}`);
    await page
      .getByRole("group", { name: "2. Take-off, climb and cruise" })
      .getByRole("button", { name: "Score 4" })
      .click();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(
      page.getByText("Saved on this device. It will be sent when the network is back."),
    ).toBeVisible();
    await expect(outboxButton(page)).toHaveAccessibleName("Outbox: 1 change not sent");

    // The line check's second form, chosen offline.
    await openInApp(page, `/pilot/line-check/detail/${lineCheck}`);
    await uploadSecondForm(page, { button: "Upload second form", upload: "Upload" });
    await expect(outboxButton(page)).toHaveAccessibleName("Outbox: 2 changes not sent");
    await dismissNotices(page);
    await outboxButton(page).click();
    const outbox = await dialogShown(page);
    await expect(outbox.getByText("Waiting to be sent")).toHaveCount(2);
    await expect(outbox.getByText("Training flight of Nguyễn Văn Minh")).toBeVisible();
    await expect(outbox.getByText("Line check form 2: Nguyễn Văn Minh")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // Back online, the first reply is lost on the way: the server made the flight, the device did not
    // hear it and sends it again with its key, and is answered the first result.
    let lost = 0;
    await page.route("**/api/v1/flt_training/create_flight", async (route) => {
      if (lost > 0) return route.continue();
      lost += 1;
      await route.fetch();
      await route.abort("connectionreset");
    });
    await page.context().setOffline(false);
    await expect.poll(() => lost).toBe(1);
    await outbox.getByRole("button", { name: "Send now" }).click();
    await expect(outbox.getByText("Nothing is waiting to be sent.")).toBeVisible();
    await outbox.getByRole("button", { name: "Close" }).click();

    // This server is the test's worker's own: no other test adds a flight meanwhile.
    expect(await flightsOfPilot()).toBe(flightsBefore + 1);
    const check = await lineCheckNow(page, lineCheck);
    expect(check.line_check_status).toBe(3);
    expect(check.second_submit).not.toBeNull();

    // Signed out with nothing left to send: no warning, and the device keeps nothing.
    await page.getByRole("button", { name: /Account menu$/ }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect.poll(() => deviceData(page)).toEqual({ database: false, pages: false });
    await page.context().close();
  });

  test("a line check changed on the server while the device was offline is refused, the choice is shown and nothing is written; sign-out warns and clears the device (vi, phone)", async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const run = runOf();
    const lineCheck = await lineCheckAwaitingInstructor(browser, `HAN-PQC ${run}`);
    const page = await signedIn(browser, demo.instructor, {
      lang: "vi",
      viewport: PHONE,
      serviceWorkers: "allow",
    });
    await installed(page);
    await page.goto(`/pilot/line-check/detail/${lineCheck}`);
    await expect(page.getByRole("button", { name: "Tải lên biểu mẫu thứ hai" })).toBeVisible();
    await synced(page, `"line-checks","detail",${lineCheck}`);

    await page.context().setOffline(true);
    // The record opened from the list says when it was synced.
    await expect(page.getByText("Ngoại tuyến: dữ liệu đồng bộ lúc")).toBeVisible();
    await uploadSecondForm(page, { button: "Tải lên biểu mẫu thứ hai", upload: "Tải lên" });
    await expect(outboxButton(page)).toHaveAccessibleName("Hộp thư đi: 1 thay đổi chưa gửi");

    // Meanwhile the training office completes the line check.
    const admin = await signedIn(browser, demo.admin, { lang: "en", viewport: TABLET });
    const before = await lineCheckNow(admin, lineCheck);
    await apiUpload(admin, "linecheck/set_line_check_status", {
      line_check_id: String(lineCheck),
      status: "4",
      reason: `Closed by the office ${run}`,
    });

    // Online again: refused with 409, said in the Outbox with the choice, nothing written.
    await page.context().setOffline(false);
    await dismissNotices(page);
    await outboxButton(page).click();
    const outbox = await dialogShown(page);
    await expect(outbox.getByText("Đã được thay đổi trên máy chủ trong lúc chờ")).toBeVisible();
    await expect(outbox.getByText(/đã thay đổi lúc/)).toBeVisible();
    await expect(outbox.getByRole("button", { name: "Gửi trên phiên bản mới" })).toBeVisible();
    await expect(outbox.getByRole("button", { name: "Hủy bỏ" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    const after = await lineCheckNow(admin, lineCheck);
    expect(after.second_submit).toBeNull();
    expect(after.line_check_status).toBe(4);
    expect(after.version).toBe(before.version + 1);
    await admin.context().close();
    await outbox.getByRole("button", { name: "Đóng" }).click();

    // Signing out with a change not sent: warned first, then the device keeps nothing.
    await page.getByRole("button", { name: /Menu tài khoản$/ }).click();
    await page.getByRole("menuitem", { name: "Đăng xuất" }).click();
    const warning = await dialogShown(page);
    await expect(warning.getByText(/1 thay đổi trong Hộp thư đi chưa được gửi/)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await warning.getByRole("button", { name: "Đăng xuất và xóa" }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect.poll(() => deviceData(page)).toEqual({ database: false, pages: false });
    await page.context().close();
  });
});
