import "../src/app/base.css";
import "../src/components/public/public.css";
import {
  DEMO_PASSWORD,
  DEMO_SIGN_INS,
  type Language,
  type LoginChallenge,
  type LoginReply,
} from "@trms/shared";
import axe from "axe-core";
import { StrictMode, Suspense } from "react";
import { createRoot, type Root } from "react-dom/client";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterAll, beforeAll, expect } from "vitest";
import { type Locator, page, userEvent } from "vitest/browser";
import { App } from "../src/app/app";
import { i18nReady } from "../src/app/i18n";
import { routes } from "../src/app/router";
import { PageLoader } from "../src/components/page-loader";
import { apiPost } from "../src/lib/api";
import { clearDevice } from "../src/lib/device/device-db";
import { switchLanguage } from "../src/lib/language";
import { passwordVerifier } from "../src/lib/password";
import { queryClient } from "../src/lib/query-client";
import { endSession, startSession } from "../src/lib/session";
import { answerAs, answerCalls, type Recording, recording } from "./recorded-replies";

/** Data-backed screens may take a while on a busy machine; a missing element still fails in time. */
export const WAIT = { timeout: 20_000 };
export const LANGUAGES: Language[] = ["vi", "en"];
/** The two widths a layout is checked at: a desktop's and a phone's. */
export const DESKTOP_AND_PHONE = [
  ["desktop", 1280],
  ["phone", 390],
] as const;
export { DEMO_PASSWORD };
export const demo = DEMO_SIGN_INS;

export interface Dialog {
  name: string;
  /** Opens it and answers the opened element, which Escape closes again. */
  open: (lang: Language) => Promise<Locator>;
}

export interface Screen {
  name: string;
  path: string;
  /** What shows once the screen's data is there; the page heading when not given. */
  ready?: () => Locator | Promise<Locator>;
  /** Brings the screen into the state to check (errors shown, say) once it is ready. */
  act?: (lang: Language) => Promise<void>;
  dialogs?: Dialog[];
}

let mounted: Root | null = null;

/**
 * Renders the app at `path` as the browser does (main.tsx): the same routes, guards, providers and
 * lazy chunks, in a router of its own, from an empty query cache, so each screen makes its own calls
 * as it does when the page loads.
 */
export function mount(path: string): void {
  mounted?.unmount();
  queryClient.clear();
  let root = document.getElementById("root");
  if (!root) {
    root = document.createElement("div");
    root.id = "root";
    document.body.append(root);
  }
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  mounted = createRoot(root);
  mounted.render(
    <StrictMode>
      <Suspense fallback={<PageLoader />}>
        <App>
          <RouterProvider router={router} />
        </App>
      </Suspense>
    </StrictMode>,
  );
}

/** The test file's calls answered from its recording (recorded-replies.ts). */
export function recordedReplies(name: string): { current: Recording } {
  const state = { current: undefined as unknown as Recording };
  let finish: () => Promise<string[]>;
  beforeAll(async () => {
    // Test files share the browser's cookies and storage: each starts signed out, as a new visitor.
    endSession("expired");
    answerAs(null);
    const answering = await answerCalls(name);
    state.current = answering.recording;
    finish = answering.finish;
    await i18nReady;
  });
  afterAll(async () => {
    mounted?.unmount();
    mounted = null;
    const unanswered = await finish();
    if (unanswered.length > 0)
      console.warn(`Left unanswered, as in the recording:\n${unanswered.join("\n")}`);
  });
  return state;
}

/**
 * Signs the demo account in (recording) or starts its recorded session (replay), in the language
 * the test's calls are then asked in: set here, before any call, as the language is part of each
 * call's key and test files share the browser's language cookie.
 */
export async function signInAs(
  replies: { current: Recording },
  email: string,
  lang: Language,
): Promise<void> {
  await switchLanguage(lang);
  endSession("expired");
  // An empty device, as a new visitor's: answers an earlier test kept there (ADR 1620) would fill
  // this test's screens once the page is idle, in place of the calls its recording holds.
  await clearDevice();
  answerAs(email);
  if (recording) {
    // The contract's challenge sign-in, as the sign-in page makes it.
    const { salt, code } = await apiPost<LoginChallenge>("auth/login", { email });
    const { token, user } = await apiPost<LoginReply>("auth/login/validate", {
      email,
      password: passwordVerifier(DEMO_PASSWORD, salt) + code,
    });
    replies.current.sessions[email] = { salt, user };
    startSession(token, salt, user);
    return;
  }
  const session = replies.current.sessions[email];
  if (!session) throw new Error(`no recorded session of ${email}`);
  // The server is not asked on replay: any token the browser reads as live will do.
  startSession(liveToken(), session.salt, session.user as Parameters<typeof startSession>[2]);
}

function liveToken(): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, "");
  return `${part({ alg: "none" })}.${part({ exp: 4_102_444_800 })}.recorded`;
}

/** Calls the API as the app does (through the recorded replies), for ids a screen's path needs. */
export function api<T>(call: string, body: unknown): Promise<T> {
  return apiPost<T>(call, body);
}

export const heading = () => page.getByRole("heading", { level: 1 });
/** The first data row of the screen's table. */
export const firstRow = () => page.getByRole("row").nth(1);

/** A locator for the first element that matches a CSS selector, once there. */
export async function waitForSelector(selector: string): Promise<Locator> {
  await expect.poll(() => document.querySelector(selector), WAIT).toBeTruthy();
  return page.elementLocator(document.querySelector(selector) as Element);
}

/** No progress bar left and every transition that ends ended: the screen as it stays. */
export async function settle(): Promise<void> {
  await expect.poll(() => page.getByRole("progressbar").elements().length, WAIT).toBe(0);
  // Endless animations (skeleton pulses) never finish; only transitions that end are waited for.
  await expect
    .poll(
      () =>
        document
          .getAnimations()
          .every(
            (a) => a.playState !== "running" || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
          ),
      WAIT,
    )
    .toBe(true);
}

/** One block per violation: rule, impact, help link, then each element and what to fix. */
function describeViolation(where: string, violation: axe.Result): string {
  const nodes = violation.nodes.map((node) => {
    const fix = (node.failureSummary ?? "").split("\n").map((line) => `      ${line.trim()}`);
    return [`    ${node.target.join(" ")}`, `      ${node.html.slice(0, 200)}`, ...fix].join("\n");
  });
  return [
    `${where}: ${violation.id} (${violation.impact}) ${violation.help}`,
    `    ${violation.helpUrl}`,
    ...nodes,
  ].join("\n");
}

/**
 * axe-core over the whole document with its default rules (WCAG 2.x A/AA and its best practices:
 * what @axe-core/playwright's AxeBuilder runs when given no tags), once the screen has settled.
 */
export async function audit(where: string, report: string[]): Promise<void> {
  await settle();
  const results = await axe.run(document, { resultTypes: ["violations"] });
  report.push(...results.violations.map((violation) => describeViolation(where, violation)));
}

/** The screen has no axe violation of any impact. */
export async function expectNoViolations(where: string): Promise<void> {
  const report: string[] = [];
  await audit(where, report);
  expect(report.length, `axe violations:\n\n${report.join("\n\n")}\n`).toBe(0);
}

/** How far the settled page is wider than the screen (0 or less: nothing scrolls sideways). */
export async function overflow(): Promise<number> {
  await settle();
  return document.documentElement.scrollWidth - document.documentElement.clientWidth;
}

/** Visits each screen (and its dialogs) in the language and collects what axe finds. */
export async function auditScreens(lang: Language, screens: Screen[]): Promise<void> {
  await switchLanguage(lang);
  const report: string[] = [];
  for (const screen of screens) {
    try {
      await auditScreen(lang, screen, report);
    } catch (error) {
      // What the screen showed when a step failed, as a screenshot would tell it.
      const buttons = page
        .getByRole("button")
        .elements()
        .map((button) => button.textContent);
      throw new Error(
        `${screen.name} [${lang}]: ${error instanceof Error ? error.message : error}\n` +
          `Shown: ${document.body.innerText.slice(0, 1500)}\nButtons: ${buttons.join(" | ")}`,
        { cause: error },
      );
    }
  }
  expect(report.length, `axe violations:\n\n${report.join("\n\n")}\n`).toBe(0);
}

async function auditScreen(lang: Language, screen: Screen, report: string[]): Promise<void> {
  mount(screen.path);
  expect(document.documentElement.lang).toBe(lang);
  await expect.element(await (screen.ready ?? heading)(), WAIT).toBeVisible();
  await screen.act?.(lang);
  await audit(`${screen.name} [${lang}]`, report);
  for (const dialog of screen.dialogs ?? []) {
    const opened = await dialog.open(lang);
    await expect.element(opened, WAIT).toBeVisible();
    await audit(`${screen.name} › ${dialog.name} [${lang}]`, report);
    await userEvent.keyboard("{Escape}");
    await expect.poll(() => opened.elements().length, WAIT).toBe(0);
  }
}

/** A dialog opened by a button whose text is given per language. */
export function openedBy(
  name: string,
  button: Record<Language, string>,
  role: "dialog" | "menu" = "dialog",
): Dialog {
  return {
    name,
    open: async (lang) => {
      await page.getByRole("button", { name: button[lang], exact: true }).click();
      return page.getByRole(role);
    },
  };
}
