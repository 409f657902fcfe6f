import { systemStatusReplySchema, systemStatusRequestSchema } from "@trms/shared";
import { jsonCall, type Route } from "../../lib/routes";
import { getSystemStatus } from "./calls/get-status";

/** The System page's one call: the super administrator only. */
export const systemRoutes: readonly Route[] = [
  jsonCall({
    path: "/system/get_status",
    access: "system.view",
    summary:
      "How the answering instance runs: version, database, migrations, daily jobs, uptime, last backup and mail outbox",
    tags: ["system"],
    body: systemStatusRequestSchema,
    reply: systemStatusReplySchema,
    call: getSystemStatus,
  }),
];
