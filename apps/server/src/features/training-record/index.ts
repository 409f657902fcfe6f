/**
 * The training record kinds' shared module (part1 §3–§4): the calls, routes and demo records that
 * base training, theory test and progress theory are declarations of, and the trainee's approval
 * that training flights share. Not a feature of its own: it registers no calls.
 */

export { approvalRoutes } from "./approval.routes";
export { seedDemoRecords } from "./demo-seed";
export { trainingRecordApprovable } from "./record.approvable";
export { trainingFileUrl } from "./record.replies";
export { trainingRecordRoutes } from "./record.routes";
export { trainingRecordFileRecords } from "./record.training-file";
export {
  BY_PILOT_LIMIT,
  type PilotListRequest,
  type StoredTrainingRecord,
  type TrainingRecordCalls,
  type TrainingRecordInput,
  type TrainingRecordKindSpec,
  type TrainingRecordReplies,
  type TrainingRecordTable,
} from "./record-kind";
export { trainingFileAccess } from "./training-files";
