import type { SessionUser, TrainingDocumentListInput } from "@trms/shared";
import { bindCall } from "../../lib/bind-call";
import { createTrainingDocument } from "./calls/create";
import { deleteTrainingDocument } from "./calls/delete";
import { trainingDocumentDetail } from "./calls/detail";
import { trainingDocumentExportRows } from "./calls/export-rows";
import { latestTrainingDocument } from "./calls/latest";
import { mayReadTrainingDocument } from "./calls/may-read-record";
import { updateTrainingDocument } from "./calls/update";
import { trainingDocumentContext } from "./training-document.context";

/** The feature's calls, one function per call in `calls/`, bound to one set of dependencies. */
export function trainingDocumentService(deps: Parameters<typeof trainingDocumentContext>[0]) {
  const ctx = trainingDocumentContext(deps);
  return {
    exportRows: bindCall(ctx, trainingDocumentExportRows),
    detail: bindCall(ctx, trainingDocumentDetail),
    create: bindCall(ctx, createTrainingDocument),
    update: bindCall(ctx, updateTrainingDocument),
    delete: bindCall(ctx, deleteTrainingDocument),
    latest: bindCall(ctx, latestTrainingDocument),
    mayReadRecord: bindCall(ctx, mayReadTrainingDocument),
    list: (actor: SessionUser, input: TrainingDocumentListInput) => ctx.list(actor, input),
    files: ctx.files,
  };
}
export { TRAINING_DOCUMENT_FILES } from "./training-document.context";
export type TrainingDocumentService = ReturnType<typeof trainingDocumentService>;
