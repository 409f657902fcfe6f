import { idSchema, pilotRecordsSchema } from "@trms/shared";
import type { FileRule } from "../../lib/files/upload";
import { jsonCall, type Route, uploadCall } from "../../lib/routes";
import { trainingRecordsByPilot } from "./calls/by-pilot";
import { createTrainingRecord } from "./calls/create";
import { deleteTrainingRecord } from "./calls/delete";
import { trainingRecordDetail } from "./calls/detail";
import { listTrainingRecords } from "./calls/list";
import type { StoredTrainingRecord, TrainingRecordInput, TrainingRecordKindSpec } from "./record-kind";

/** The record's report: one PDF, required (part1 §5). */
const REPORT: Record<string, FileRule> = {
  report: {
    accept: ["pdf"],
    folder: "training_file",
    required: true,
    requiredMessage: "alert_report_required",
  },
};

/**
 * The calls of one kind of training record (create with its report PDF, paged list, by-id read,
 * delete), each declaring its rule, made from the kind's declaration; the approval is the shared
 * `approve_result`.
 */
export function trainingRecordRoutes<
  Rec extends StoredTrainingRecord,
  Input extends TrainingRecordInput,
  Sort extends string,
>(spec: TrainingRecordKindSpec<Rec, Input, Sort>): readonly Route[] {
  const { calls, replies } = spec;
  const tags = [calls.tag];
  return [
    uploadCall({
      path: `/flt_training/${calls.create}`,
      access: "training_record.create",
      summary: `Create a ${calls.tag} record (multipart, with its report PDF)`,
      tags,
      body: spec.createSchema,
      files: REPORT,
      reply: replies.detail,
      call: (args) => createTrainingRecord(spec, args),
    }),
    jsonCall({
      path: `/flt_training/${calls.delete}`,
      access: "training_record.delete",
      summary: `Delete a ${calls.tag} record`,
      tags,
      body: idSchema,
      call: (args) => deleteTrainingRecord(spec, args),
    }),
    jsonCall({
      path: `/flt_training/${calls.list}`,
      access: "session.any",
      summary: `One page of a pilot's ${calls.tag} records`,
      tags,
      body: spec.listSchema,
      reply: replies.list,
      call: (args) => listTrainingRecords(spec, args),
    }),
    ...(calls.byPilot
      ? [
          jsonCall({
            path: `/flt_training/${calls.byPilot}`,
            access: "session.any",
            summary: `Every ${calls.tag} record of a pilot`,
            tags,
            body: pilotRecordsSchema,
            reply: replies.list,
            call: (args) => trainingRecordsByPilot(spec, args),
          }),
        ]
      : []),
    jsonCall({
      path: `/flt_training/${calls.byId}`,
      access: "session.any",
      summary: `One ${calls.tag} record`,
      tags,
      body: idSchema,
      reply: replies.detail,
      call: (args) => trainingRecordDetail(spec, args),
    }),
  ];
}
