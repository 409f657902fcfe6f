import type { TrainingDocumentListInput, TrainingDocumentListReply } from "@trms/shared";
import type { CallArgs } from "../../../lib/routes";
import { trainingDocumentList } from "../training-document.rules";

/** One page of training documents in the caller's fleet scope, searched, filtered and sorted. */
export function listTrainingDocuments({
  app,
  actor,
  body,
}: CallArgs<TrainingDocumentListInput>): Promise<TrainingDocumentListReply> {
  return trainingDocumentList(app.database.db, actor, body, true);
}
