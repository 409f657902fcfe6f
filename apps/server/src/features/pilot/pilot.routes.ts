import {
  createPilotSchema,
  crewCodeSchema,
  idSchema,
  instructorOptionSchema,
  okEmptyReply,
  pilotChangePasswordSchema,
  pilotDetailSchema,
  pilotListReplySchema,
  pilotListSchema,
  pilotSearchReplySchema,
  searchPilotSchema,
  updatePilotInfoSchema,
  updatePilotSchema,
} from "@trms/shared";
import { z } from "zod";
import type { FileRule } from "../../lib/files/upload";
import { handlerRoute, jsonCall, type Route, uploadCall } from "../../lib/routes";
import { currentUser } from "../../plugins/auth";
import { ok } from "../../plugins/envelope";
import { activatePilot } from "./calls/activate";
import { changePilotAvatar } from "./calls/change-avatar";
import { changePilotPassword } from "./calls/change-password";
import { createPilot } from "./calls/create";
import { deactivatePilot } from "./calls/deactivate";
import { pilotDetail } from "./calls/detail";
import { listInstructors } from "./calls/instructors";
import { listPilots } from "./calls/list";
import { searchPilots } from "./calls/search";
import { listSimInstructors } from "./calls/sim-instructors";
import { updatePilot } from "./calls/update";
import { updatePilotInfo } from "./calls/update-info";

const AVATAR: Record<string, FileRule> = { avatar: { accept: ["image"], folder: "avatar" } };
const AVATAR_REQUIRED: Record<string, FileRule> = {
  avatar: { ...AVATAR.avatar, required: true } as FileRule,
};
const nothing = z.strictObject({}).nullish();

const tags = ["pilots"];

/** Pilot profiles: list, search, create, update, activation and passwords. */
export const pilotRoutes: readonly Route[] = [
  uploadCall({
    path: "/pilot/create_pilot",
    access: "pilot.create",
    summary: "Create a pilot with their account (multipart, with an optional avatar)",
    tags,
    body: createPilotSchema,
    files: AVATAR,
    reply: pilotDetailSchema,
    call: createPilot,
  }),
  uploadCall({
    path: "/pilot/update_pilot",
    access: "pilot.edit",
    summary: "Update a pilot's profile (multipart)",
    tags,
    body: updatePilotSchema,
    files: AVATAR,
    reply: pilotDetailSchema,
    call: updatePilot,
  }),
  uploadCall({
    path: "/pilot/change_avatar",
    access: "pilot.edit_own_info",
    summary: "Change a pilot's avatar (multipart)",
    tags,
    body: idSchema,
    files: AVATAR_REQUIRED,
    reply: pilotDetailSchema,
    call: changePilotAvatar,
  }),
  // The call needs the request's own session, which a pilot changing their own password keeps.
  handlerRoute({
    method: "POST",
    path: "/pilot/change_password",
    access: "pilot.change_password",
    summary: "Change a pilot's password",
    tags,
    schema: { body: pilotChangePasswordSchema, response: { 200: okEmptyReply } },
    async handle({ app, request }) {
      await changePilotPassword({
        app,
        actor: currentUser(request),
        body: request.body as z.output<typeof pilotChangePasswordSchema>,
        currentJti: request.sessionJti,
      });
      return ok();
    },
  }),
  jsonCall({
    path: "/pilot/sort_pilot",
    access: "pilot.browse",
    summary: "One page of pilots, searched, filtered and sorted",
    tags,
    body: pilotListSchema,
    reply: pilotListReplySchema,
    call: listPilots,
  }),
  jsonCall({
    path: "/pilot/pilot_detail",
    access: "pilot.view",
    summary: "One pilot's profile",
    tags,
    body: idSchema,
    reply: pilotDetailSchema,
    call: pilotDetail,
  }),
  jsonCall({
    path: "/pilot/search_pilot",
    access: "pilot.pick",
    summary: "Active pilots by crew code or name, for a record's pilot field",
    tags,
    body: searchPilotSchema,
    reply: pilotSearchReplySchema,
    call: searchPilots,
  }),
  jsonCall({
    path: "/pilot/instructor_list",
    access: "session.any",
    summary: "The instructors the caller may name",
    tags,
    body: nothing,
    reply: z.array(instructorOptionSchema),
    call: listInstructors,
  }),
  jsonCall({
    path: "/pilot/sim_instructor_list",
    access: "session.any",
    summary: "The SIM instructors (TRI, DPE) the caller may name",
    tags,
    body: nothing,
    reply: z.array(instructorOptionSchema),
    call: listSimInstructors,
  }),
  jsonCall({
    path: "/pilot/activate_pilot",
    access: "pilot.deactivate",
    summary: "Activate a pilot by crew code",
    tags,
    body: crewCodeSchema,
    reply: pilotDetailSchema,
    call: activatePilot,
  }),
  jsonCall({
    path: "/pilot/deactivate_pilot",
    access: "pilot.deactivate",
    summary: "Deactivate a pilot by crew code",
    tags,
    body: crewCodeSchema,
    reply: pilotDetailSchema,
    call: deactivatePilot,
  }),
  jsonCall({
    path: "/pilot/update_info_for_pilot",
    access: "pilot.edit_own_info",
    summary: "A pilot's own phone, identity and passport numbers",
    tags,
    body: updatePilotInfoSchema,
    reply: pilotDetailSchema,
    call: updatePilotInfo,
  }),
];
