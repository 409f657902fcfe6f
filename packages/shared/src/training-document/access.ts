import { Permission } from "../access/roles";
import { fleetScope } from "../access/scope";
import { hasPermission, isPilotArea, type SessionUser } from "../access/session";
import { ALL_FLEETS } from "./constants";

/** A training document as the record-level rules read it. */
export interface TrainingDocumentAccessRecord {
  fleet: string;
}

/**
 * Whether the document's fleet is within the account's (ADR 0501): documents for All are everyone's;
 * the super administrator sees every fleet; every other account its own.
 */
export function documentInFleet(user: SessionUser, document: TrainingDocumentAccessRecord): boolean {
  if (document.fleet === ALL_FLEETS) return true;
  const scope = fleetScope(user);
  return scope === null || document.fleet === scope;
}

const within = (user: SessionUser, document?: TrainingDocumentAccessRecord) =>
  document ? documentInFleet(user, document) : true;

/**
 * Who may do what to training documents (part2 §6): the numbered permissions 41–44
 * (role admin holds them all); pilots and instructors read the documents of their fleet and All.
 * With a record, the record's fleet must be within the account's too.
 */
export const trainingDocumentRules = {
  "training_document.view": (user: SessionUser, document?: TrainingDocumentAccessRecord) =>
    (hasPermission(user, Permission.VIEW_TRAINING_DOCUMENT) || isPilotArea(user)) && within(user, document),
  "training_document.create": (user: SessionUser, document?: TrainingDocumentAccessRecord) =>
    hasPermission(user, Permission.CREATE_TRAINING_DOCUMENT) && within(user, document),
  "training_document.edit": (user: SessionUser, document?: TrainingDocumentAccessRecord) =>
    hasPermission(user, Permission.EDIT_TRAINING_DOCUMENT) && within(user, document),
  "training_document.delete": (user: SessionUser, document?: TrainingDocumentAccessRecord) =>
    hasPermission(user, Permission.DELETE_TRAINING_DOCUMENT) && within(user, document),
  /** The folder of a type's latest document (SIM list, line check list): any signed-in account, for its own fleet. */
  "training_document.folder": (user: SessionUser) => Boolean(user),
} as const;
