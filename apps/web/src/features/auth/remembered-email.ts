import { REMEMBER_ME_DAYS } from "@trms/shared";
import { daysFromNow, deleteCookie, getCookie, setCookie } from "../../lib/cookies";

const REMEMBER_COOKIE = "remember_email";

export function getRememberedEmail(): string | null {
  return getCookie(REMEMBER_COOKIE);
}

/** Ticked: keep the email 30 days for the next visit; unticked: forget it. */
export function rememberEmail(email: string, remember: boolean): void {
  if (remember) setCookie(REMEMBER_COOKIE, email, daysFromNow(REMEMBER_ME_DAYS));
  else deleteCookie(REMEMBER_COOKIE);
}
