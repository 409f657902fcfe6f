import { describe, expect, it } from "vitest";
import { Role } from "../access/roles";
import { testAccount } from "../access/test-accounts";
import { LineCheckStatus } from "../line-check/constants";
import { LineTrainingStatus } from "../line-training/constants";
import { SimFormStatus } from "../sim/constants";
import { ResultStatus } from "../training-record/constants";
import {
  approvalWaitingStatuses,
  elearningWaitingCompletion,
  lineCheckReadingWaitingCompletion,
  lineCheckWaitingStatuses,
  lineTrainingWaitingStatuses,
  simFormWaitingCases,
} from "./waiting";

const pilot = testAccount({ role: Role.PILOT, crew_code: "P1", pilot_id: 10 });
const instructor = testAccount({ role: Role.INSTRUCTOR, crew_code: "I1", pilot_id: 20 });
const admin = testAccount({ role: Role.ADMIN, is_admin: true });
const S = SimFormStatus;

describe("what waits on whom, read off the workflow tables", () => {
  it("puts a pilot's stage 1 on Initial forms of sessions without a placeholder seat", () => {
    const cases = simFormWaitingCases(pilot);
    expect(cases.length).toBeGreaterThan(0);
    // A pilot never instructs: only their own form's seat counts, and only its stage 1.
    expect(cases.every((c) => c.pilot && !c.placeholder && c.statuses.join() === `${S.INITIAL}`)).toBe(true);
  });

  it("puts stage 2 on SIM-A and stage 3 on SIM-B at their turn, and both on one instructor", () => {
    const cases = simFormWaitingCases(instructor).filter((c) => !c.pilot && !c.placeholder);
    const of = (sima: boolean, simb: boolean) =>
      cases.find((c) => c.sima === sima && c.simb === simb)?.statuses ?? [];
    expect(of(true, false)).toEqual([S.PILOT_SUBMITTED, S.FAILED]);
    expect(of(false, true)).toEqual([S.INSTRUCTOR_A_SUBMITTED]);
    // One instructor on both sessions: their stage 3 waits in Pilot Submitted, and in Instructor A
    // Submitted and Failed so that no such form is stuck.
    expect(of(true, true)).toEqual([S.PILOT_SUBMITTED, S.INSTRUCTOR_A_SUBMITTED, S.FAILED]);
    expect(simFormWaitingCases(instructor).some((c) => c.placeholder)).toBe(false);
  });

  it("never waits on a Completed SIM form, whatever the role (My tasks' index holds open forms only)", () => {
    for (const role of Object.values(Role)) {
      const account = testAccount({ role, crew_code: "X1", pilot_id: 30 });
      const statuses = simFormWaitingCases(account).flatMap((c) => c.statuses);
      expect(statuses).not.toContain(S.COMPLETED);
    }
  });

  it("gives an account without a crew code or pilot nothing", () => {
    expect(simFormWaitingCases(admin)).toEqual([]);
    expect(elearningWaitingCompletion(admin)).toEqual([]);
    expect(lineCheckWaitingStatuses(admin)).toEqual({ pilot: [], instructor: [] });
    expect(lineCheckReadingWaitingCompletion(admin)).toEqual([]);
    expect(lineTrainingWaitingStatuses(admin)).toEqual([]);
    expect(approvalWaitingStatuses(admin, "training_flight")).toEqual([]);
  });

  it("reads e-learning, line checks, line trainings and approvals the same way", () => {
    expect(elearningWaitingCompletion(pilot)).toEqual([false]);
    expect(lineCheckWaitingStatuses(pilot).pilot).toEqual([LineCheckStatus.INITIAL]);
    expect(lineCheckWaitingStatuses(pilot).instructor).toEqual([]);
    expect(lineCheckWaitingStatuses(instructor).instructor).toEqual([LineCheckStatus.PILOT_SUBMITTED]);
    expect(lineCheckReadingWaitingCompletion(pilot)).toEqual([false]);
    expect(lineTrainingWaitingStatuses(pilot)).toEqual([LineTrainingStatus.PILOT_SUBMIT]);
    expect(approvalWaitingStatuses(pilot, "theory_test")).toEqual([ResultStatus.AWAITING_APPROVAL]);
    expect(approvalWaitingStatuses(instructor, "base_training")).toEqual([ResultStatus.AWAITING_APPROVAL]);
  });
});
