import { fleetScope, isAdminArea, isInstructor, type SessionUser } from "@trms/shared";
import type { Database } from "../../db/client";
import type { FileStore } from "../../lib/files/file-store";
import type { MailOutbox } from "../../lib/mail-outbox/mail-outbox";
import { stagedFormCalls } from "../../lib/staged-form";
import { crewInFleetScope as crewInFleetScopeOf } from "../pilot";
import { lineTrainingForm } from "./line-training.form";
import {
  type LineTrainingRow,
  type LineTrainingScope,
  lineTrainingRepository,
} from "./line-training.repository";

export interface LineTrainingServiceDeps {
  db: Database;
  store: FileStore;
  outbox: MailOutbox;
  publicUrl: string;
}

export const snapshot = (row: LineTrainingRow) => ({
  pilot_crew_code: row.pilotCrewCode,
  pilot_name: row.pilotName,
  line_training_type: row.lineTrainingType,
  fleet: row.fleet,
  start_date: row.startDate,
  status: row.status,
});

/**
 * What the line training's own calls share (list, create, the latest submission, clean-up): the
 * calls every staged form answers, made from its declaration, and the rules they read.
 */
export function lineTrainingContext(deps: LineTrainingServiceDeps) {
  const { db } = deps;
  const repo = lineTrainingRepository(db);
  const form = stagedFormCalls(deps, lineTrainingForm);
  const crewInFleetScope = (actor: SessionUser, crewCodes: string[]) =>
    crewInFleetScopeOf(db, actor, crewCodes);

  function scopeOf(actor: SessionUser): LineTrainingScope {
    if (isAdminArea(actor)) return { all: true, staffFleet: fleetScope(actor) };
    return { crewCode: actor.crew_code ?? "", fleet: isInstructor(actor) ? actor.fleet : null };
  }

  return {
    deps,
    crewInFleetScope,
    crewMember: repo.crewMember,
    db,
    form,
    reachable: form.reachable,
    repo,
    scopeOf,
  };
}
export type LineTrainingContext = ReturnType<typeof lineTrainingContext>;
