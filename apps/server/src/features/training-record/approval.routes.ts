import { approveResultReplySchema, approveResultSchema } from "@trms/shared";
import type { Approvable } from "../../lib/approvable";
import { jsonCall, type Route } from "../../lib/routes";
import { approveResult } from "./calls/approve";

/**
 * `flt_training/approve_result {id, type}`: the one approval call of the four kinds of training
 * record (part1 §7), `type` defaulting to `training_flight`; `kinds` are the features' `approvable`.
 */
export const approvalRoutes = (kinds: readonly Approvable[]): readonly Route[] => [
  jsonCall({
    path: "/flt_training/approve_result",
    access: "training_record.approve",
    summary: "The trainee approves a training record's result",
    tags: ["training records"],
    body: approveResultSchema,
    reply: approveResultReplySchema,
    // A training flight's version (ADR 1600); the other kinds keep none, and ignore the header.
    ifMatch: true,
    call: (args) => approveResult({ ...args, kinds }),
  }),
];
