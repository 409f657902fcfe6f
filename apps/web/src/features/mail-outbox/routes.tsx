import type { RouteObject } from "react-router";

/** The mail outbox, relative to /admin (linked from the System page). */
export const mailOutboxAdminRoutes: RouteObject[] = [
  {
    path: "mail-outbox",
    handle: { section: "mail_outbox" } as const,
    lazy: async () => ({ Component: (await import("./pages/mail-outbox-page")).MailOutboxPage }),
  },
];
