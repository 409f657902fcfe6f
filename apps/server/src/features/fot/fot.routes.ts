import { fotListReplySchema, fotListSchema } from "@trms/shared";
import { jsonCall, type Route } from "../../lib/routes";
import { listFot } from "./calls/list";

/** The FOT pilot list: path, rule, schemas and the call. */
export const fotRoutes: readonly Route[] = [
  jsonCall({
    path: "/pilot/fot_list",
    access: "fot.list",
    summary: "One page of the FOT pilot list with progress and flight hours",
    tags: ["pilots"],
    body: fotListSchema,
    reply: fotListReplySchema,
    call: listFot,
  }),
];
