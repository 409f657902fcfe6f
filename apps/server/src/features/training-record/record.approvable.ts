import type { ApproveResultReply } from "@trms/shared";
import type { AppDeps } from "../../lib/app-deps";
import type { Approvable } from "../../lib/approvable";
import { trainingRecordDetail } from "./calls/detail";
import { trainingRecordOfFile, visibleTrainingRecord } from "./record.queries";
import { accessOf } from "./record.replies";
import type { AnyTrainingRecordKind } from "./record-kind";

/** The kind as the one approval call and the training files' access see it. */
export function trainingRecordApprovable(spec: AnyTrainingRecordKind, app: AppDeps): Approvable {
  const db = app.database.db;
  return {
    kind: spec.kind,
    table: spec.table,
    visible: async (actor, id) => accessOf((await visibleTrainingRecord(db, spec, actor, id)).record),
    // The kind's own detail, built from its declaration's fields: the approval's reply schema checks it.
    detail: async (actor, row) =>
      (await trainingRecordDetail(spec, { app, actor, body: { id: Number(row.id) } })) as ApproveResultReply,
    mayReadFile: (actor, key) => trainingRecordOfFile(db, spec, actor, key),
  };
}
