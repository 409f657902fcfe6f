import { RouterProvider } from "react-router";
import { setUnauthorizedHandler } from "../lib/api";
import { AuthProvider } from "../lib/auth";
import { endSession } from "../lib/session";
import { router } from "./router";

// A 401 ends the session; the area guards then send the user to /login with their origin.
setUnauthorizedHandler(() => endSession("expired"));

/**
 * Only what every page needs. MUI's theme and the query client wrap the signed-in area instead
 * (features/shell), so /login downloads neither (ADR 0102).
 */
export function App() {
  return (
    <AuthProvider>
      <RouterProvider router={router} />
    </AuthProvider>
  );
}
