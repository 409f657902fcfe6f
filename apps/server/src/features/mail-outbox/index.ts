import type { Feature } from "../../lib/feature";
import { mailOutboxRoutes } from "./mail-outbox.routes";

/** The mail outbox as administrators see it: the queue's list and the retry of a failed mail. */
export const mailOutboxFeature: Feature = {
  name: "mail-outbox",
  routes: mailOutboxRoutes,
};
