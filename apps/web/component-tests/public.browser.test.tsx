import { expect, it } from "vitest";
import { page } from "vitest/browser";
import { auditScreens, LANGUAGES, recordedReplies } from "./screens";

// The public screens, in Vietnamese and in English, have no axe-core violation of any impact
// (WCAG 2.x A/AA and axe's best practices), the sign-in form's messages shown included.
recordedReplies("public");

for (const lang of LANGUAGES) {
  it(`public screens [${lang}]`, async () => {
    await auditScreens(lang, [
      { name: "sign in", path: "/login" },
      {
        name: "sign in, fields missing",
        path: "/login",
        act: async (lang) => {
          await page
            .getByRole("button", { name: { vi: "Đăng nhập", en: "Sign in" }[lang], exact: true })
            .click();
          await expect.poll(() => document.querySelector('[aria-invalid="true"]')).toBeTruthy();
        },
      },
      { name: "forgot password", path: "/forgot-password" },
      { name: "reset password", path: "/login/reset_password/a-token-from-a-mail" },
      { name: "survey", path: "/survey" },
      { name: "not found", path: "/no/such/page" },
    ]);
  });
}
