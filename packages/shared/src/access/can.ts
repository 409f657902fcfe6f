import { analyticsRules } from "../analytics/access";
import { criteriaReportRules } from "../criteria-report/access";
import { eventReportRules } from "../event-report/access";
import { fotRules } from "../fot/access";
import { historyImportRules } from "../history-import/access";
import { inspectorRules } from "../inspector/access";
import { ledgerRules } from "../ledger/access";
import { lineCheckRules } from "../line-check/access";
import { lineTrainingRules } from "../line-training/access";
import { mailOutboxRules } from "../mail-outbox/access";
import { pilotRules } from "../pilot/access";
import { simRules } from "../sim/access";
import { simFormRules } from "../sim-form/access";
import { simSlotRules } from "../sim-slot/access";
import { systemRules } from "../system/access";
import { toldgRules } from "../toldg/access";
import { trainingDocumentRules } from "../training-document/access";
import { trainingFileRules } from "../training-file/access";
import { trainingFlightRules } from "../training-flight/access";
import { monthlyReportRules, trainingRecordRules } from "../training-record/access";
import { userRules } from "../user/access";
import { sessionRules } from "./rules";
import { isInspector, type SessionUser } from "./session";

export {
  hasPermission,
  holdsGrantedPermissions,
  isAdminArea,
  isAdminRole,
  isInspector,
  isInstructor,
  isPilotArea,
  isSuperAdmin,
  type Rule,
  type SessionUser,
} from "./session";

/**
 * Every action the product guards, with the rule that allows it: each feature keeps its rules in
 * its own `access.ts`; this is their one union. The server's route guard and record checks and the
 * web's show/hide all read it.
 */
export const actions = {
  ...sessionRules,
  ...pilotRules,
  ...userRules,
  ...toldgRules,
  ...trainingFlightRules,
  ...trainingFileRules,
  ...trainingRecordRules,
  ...monthlyReportRules,
  ...fotRules,
  ...criteriaReportRules,
  ...simRules,
  ...simFormRules,
  ...simSlotRules,
  ...trainingDocumentRules,
  ...eventReportRules,
  ...lineCheckRules,
  ...lineTrainingRules,
  ...ledgerRules,
  ...mailOutboxRules,
  ...systemRules,
  ...analyticsRules,
  ...inspectorRules,
  ...historyImportRules,
} as const;

export type Action = keyof typeof actions;

/**
 * The only actions an inspector may ever perform (ADR 1065), and what each reads: its own account
 * (itself, signing out, its list of granted pilots), or one pilot's training file, which the route
 * guard lets through only when a live grant covers the pilot the call names. Every other action, of
 * today or added later, is refused to an inspector here and by the route guard, whatever its rule.
 */
export const INSPECTOR_ACTIONS: Partial<Record<Action, "account" | "pilot">> = {
  "session.me": "account",
  "session.logout": "account",
  "inspector.read": "account",
  "training_file.view": "pilot",
};

/**
 * What a session may do while its account must first enrol a second factor (ADR 1540): read itself,
 * sign out, enrol. Every other call is refused until the factor is confirmed.
 */
export const ENROLMENT_ACTIONS: Partial<Record<Action, true>> = {
  "session.me": true,
  "session.logout": true,
  "second_factor.manage": true,
};

/** The record a rule reads, for the rules that read one. */
export type ActionRecord<A extends Action> = Parameters<(typeof actions)[A]>[1];

/**
 * Whether this account may perform the action (on this record, for record-level rules).
 * Unknown accounts may do nothing.
 */
export function can<A extends Action>(
  user: SessionUser | null | undefined,
  action: A,
  record?: ActionRecord<A>,
): boolean {
  if (!user) return false;
  if (isInspector(user) && !Object.hasOwn(INSPECTOR_ACTIONS, action)) return false;
  const rule = actions[action] as (user: SessionUser, record?: ActionRecord<A>) => boolean;
  return rule(user, record);
}
