import {
  accessLogReplySchema,
  accessLogSchema,
  createGrantSchema,
  createInspectorSchema,
  grantListReplySchema,
  grantListSchema,
  grantSchema,
  inspectorListReplySchema,
  inspectorSummarySchema,
  myPilotsReplySchema,
  revokeGrantSchema,
} from "@trms/shared";
import { z } from "zod";
import { jsonCall, type Route } from "../../lib/routes";
import { createGrant } from "./calls/create-grant";
import { createInspector } from "./calls/create-inspector";
import { getAccessLog } from "./calls/get-access-log";
import { getGrants } from "./calls/get-grants";
import { getInspectors } from "./calls/get-inspectors";
import { getMyPilots } from "./calls/get-my-pilots";
import { revokeGrant } from "./calls/revoke-grant";

const strictEmpty = z.strictObject({}).nullish();

const tags = ["inspector"];

/** Inspector access: the super administrator's calls and the inspector's list. */
export const inspectorRoutes: readonly Route[] = [
  jsonCall({
    path: "/inspector/create_inspector",
    access: "inspector.manage",
    summary: "Create an inspector account (role 6), which reads nothing until it is granted",
    tags,
    body: createInspectorSchema,
    reply: inspectorSummarySchema,
    call: createInspector,
  }),
  jsonCall({
    path: "/inspector/get_inspectors",
    access: "inspector.manage",
    summary: "Every inspector account",
    tags,
    body: strictEmpty,
    reply: inspectorListReplySchema,
    call: getInspectors,
  }),
  jsonCall({
    path: "/inspector/create_grant",
    access: "inspector.manage",
    summary: "Grant an inspector read access to chosen pilots or one fleet for a time window",
    tags,
    body: createGrantSchema,
    reply: grantSchema,
    call: createGrant,
  }),
  jsonCall({
    path: "/inspector/get_grants",
    access: "inspector.manage",
    summary: "Every grant, newest first, with its state now",
    tags,
    body: grantListSchema,
    reply: grantListReplySchema,
    call: getGrants,
  }),
  jsonCall({
    path: "/inspector/revoke_grant",
    access: "inspector.manage",
    summary: "End a grant now: the inspector's next call under it is refused",
    tags,
    body: revokeGrantSchema,
    call: revokeGrant,
  }),
  jsonCall({
    path: "/inspector/get_access_log",
    access: "inspector.manage",
    summary: "Every pilot's file an inspector opened, newest first",
    tags,
    body: accessLogSchema,
    reply: accessLogReplySchema,
    call: getAccessLog,
  }),
  jsonCall({
    path: "/inspector/get_my_pilots",
    access: "inspector.read",
    summary: "The inspector's granted pilots now, and when its access ends",
    tags,
    body: strictEmpty,
    reply: myPilotsReplySchema,
    call: getMyPilots,
  }),
];
