import {
  endAllSessionsReplySchema,
  endAllSessionsSchema,
  endSessionReplySchema,
  endSessionSchema,
  okReply,
  signedInDevicesReplySchema,
} from "@trms/shared";
import { z } from "zod";
import { handlerRoute, jsonCall, type Route } from "../../lib/routes";
import { currentUser, SESSION_COOKIE } from "../../plugins/auth";
import { ok } from "../../plugins/envelope";
import { sessionEnd } from "./calls/session-end";
import { sessionList } from "./calls/session-list";
import { sessionsEndAll } from "./calls/sessions-end-all";

const tags = ["auth"];

// The list takes no payload: nothing, or an empty object.
const strictEmpty = z.strictObject({}).nullish();

/** The signed-in account's devices (its sessions), and the super administrator's end of all of an account's. */
export const sessionRoutes: readonly Route[] = [
  // Reads the request's own session, to mark the caller's device.
  handlerRoute({
    method: "POST",
    path: "/auth/sessions",
    access: "session.devices",
    summary: "The signed-in account's devices: its live sessions, newest first, the caller's own marked",
    tags,
    schema: { body: strictEmpty, response: { 200: okReply(signedInDevicesReplySchema) } },
    async handle({ app, request }) {
      return ok(
        await sessionList({
          app,
          actor: currentUser(request),
          currentJti: request.sessionJti,
          language: request.language,
        }),
      );
    },
  }),
  // Ending the caller's own session clears its cookie, as signing out does.
  handlerRoute({
    method: "POST",
    path: "/auth/sessions/end",
    access: "session.devices",
    summary: "End one of the signed-in account's sessions; its token answers 401 from the next call",
    tags,
    schema: { body: endSessionSchema, response: { 200: okReply(endSessionReplySchema) } },
    async handle({ app, request, reply }) {
      const ended = await sessionEnd({
        app,
        actor: currentUser(request),
        body: request.body as z.output<typeof endSessionSchema>,
        currentJti: request.sessionJti,
      });
      if (ended.current) reply.clearCookie(SESSION_COOKIE, { path: "/" });
      return ok(ended);
    },
  }),
  jsonCall({
    path: "/auth/sessions/end_all",
    access: "session.end_all",
    summary: "End every session of an account (the super administrator); answers how many were ended",
    tags,
    body: endAllSessionsSchema,
    reply: endAllSessionsReplySchema,
    call: sessionsEndAll,
  }),
];
