import { SECOND_FACTOR_PAGE } from "@trms/shared";
import type { ReactNode } from "react";
import { setEnrolmentRequiredHandler, setUnauthorizedHandler } from "../lib/api";
import { AuthProvider } from "../lib/auth";
import { endSession } from "../lib/session";
import { onServer } from "../lib/ssr";

// A 401 ends the session; the area guards then send the user to /login with their origin. On the
// server a 401 only renders the page signed out, and the browser's own calls end the session.
if (!onServer) setUnauthorizedHandler(() => endSession("expired"));
// An account that must first enrol a second factor is led to its enrolment page (ADR 1540).
if (!onServer)
  setEnrolmentRequiredHandler(() => {
    if (window.location.pathname !== SECOND_FACTOR_PAGE) window.location.assign(SECOND_FACTOR_PAGE);
  });

/**
 * Only what every page needs, around the router (the browser's, or the server's static one). MUI's
 * theme and the query client wrap the signed-in area instead (features/shell), so /login downloads
 * neither (ADR 0102).
 */
export function App({ children }: { children: ReactNode }) {
  return <AuthProvider>{children}</AuthProvider>;
}
