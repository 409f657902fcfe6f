import type { Feature } from "../../lib/feature";
import { mailOutboxRoutes } from "./mail-outbox.routes";
import { mailOutboxService } from "./mail-outbox.service";

/** The mail outbox as administrators see it: the queue's list and the retry of a failed mail. */
export const mailOutboxFeature: Feature = {
  name: "mail-outbox",
  async routes(api, { database, outbox }) {
    await api.register(mailOutboxRoutes, { service: mailOutboxService({ db: database.db, outbox }) });
  },
};
