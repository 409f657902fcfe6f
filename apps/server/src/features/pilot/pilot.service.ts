import { fleetScope, pilotScope, type SessionUser, UserStatus } from "@trms/shared";
import { bindCall } from "../../lib/bind-call";
import { changePilotAvatar } from "./calls/change-avatar";
import { changePilotPassword } from "./calls/change-password";
import { createPilot } from "./calls/create";
import { pilotDetail } from "./calls/detail";
import { listPilots } from "./calls/list";
import { searchPilots } from "./calls/search";
import { updatePilot } from "./calls/update";
import { updatePilotInfo } from "./calls/update-info";
import { pilotContext } from "./pilot.context";

/** The feature's calls, one function per call in `calls/`, bound to one set of dependencies. */
export function pilotService(deps: Parameters<typeof pilotContext>[0]) {
  const ctx = pilotContext(deps);
  return {
    list: bindCall(ctx, listPilots),
    search: bindCall(ctx, searchPilots),
    detail: bindCall(ctx, pilotDetail),
    create: bindCall(ctx, createPilot),
    update: bindCall(ctx, updatePilot),
    changeAvatar: bindCall(ctx, changePilotAvatar),
    changePassword: bindCall(ctx, changePilotPassword),
    updateInfo: bindCall(ctx, updatePilotInfo),
    activate: (actor: SessionUser, crewCode: string) => ctx.setStatus(actor, crewCode, UserStatus.ACTIVE),
    deactivate: (actor: SessionUser, crewCode: string) => ctx.setStatus(actor, crewCode, UserStatus.BLOCKED),
    instructors: (actor: SessionUser) => ctx.repo.instructors(pilotScope(actor).fleet ?? fleetScope(actor)),
    simInstructors: (actor: SessionUser) =>
      ctx.repo.instructors(pilotScope(actor).fleet ?? fleetScope(actor), ["TRI", "DPE"]),
  };
}
export type PilotService = ReturnType<typeof pilotService>;
