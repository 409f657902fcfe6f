import { formPilotCrewCode, type SessionUser } from "@trms/shared";
import type { Database } from "../../db/client";
import type { MailOutbox } from "../../lib/mail-outbox/mail-outbox";
import { stagedFormCalls } from "../../lib/staged-form";
import { crewInFleetScope as crewInFleetScopeOf } from "../pilot";
import { simForm } from "./sim-form.form";
import type { LoadedSimForm } from "./sim-form.repository";
import { simFormRepository } from "./sim-form.repository";

export { SIM_FORM_HISTORY_ENTITIES } from "./sim-form.form";

export interface SimFormServiceDeps {
  db: Database;
  outbox: MailOutbox;
  publicUrl: string;
}

/**
 * What the SIM form's own calls share (reject, the CAAV form, e-learning, file reads): the calls
 * every staged form answers, made from its declaration, and the rules they read.
 */
export function simFormContext(deps: SimFormServiceDeps) {
  const { db } = deps;
  const form = stagedFormCalls(deps, simForm);
  const crewInFleetScope = (actor: SessionUser, crewCodes: string[]) =>
    crewInFleetScopeOf(db, actor, crewCodes);

  /** A manager reaches the forms of their fleet's pilots only (ADR 0942). */
  const inFleetScope = (actor: SessionUser, loaded: LoadedSimForm) =>
    crewInFleetScope(actor, [formPilotCrewCode(loaded.record)]);

  return {
    deps,
    db,
    form,
    inFleetScope,
    reachable: form.reachable,
    repo: simFormRepository(db),
  };
}
export type SimFormContext = ReturnType<typeof simFormContext>;
