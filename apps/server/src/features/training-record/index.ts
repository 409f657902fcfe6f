/**
 * The training record kinds' shared module (part1 §3–§4): the service, calls and demo records that
 * base training, theory test and progress theory are configurations of, and the trainee's approval
 * that training flights share. Not a feature of its own: it registers no calls.
 */

export { approvalRoutes } from "./approval.routes";
export { type Approvable, type ApprovalTable, approveRecord } from "./approve-record";
export { seedDemoRecords } from "./demo-seed";
export { type TrainingRecordCalls, type TrainingRecordReplies, trainingRecordRoutes } from "./record.routes";
export {
  BY_PILOT_LIMIT,
  type PilotListRequest,
  type StoredTrainingRecord,
  type TrainingRecordInput,
  type TrainingRecordKindSpec,
  type TrainingRecordService,
  type TrainingRecordTable,
  trainingFileUrl,
  trainingRecordService,
} from "./record-service";
export { trainingFileAccess } from "./training-files";
