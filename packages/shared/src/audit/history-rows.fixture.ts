import type { HistoryRow } from "./history-words";

/** A stored file's key with a Vietnamese name, percent-encoded as the store keeps it. */
const FILE =
  "sim_form/2026/03/00000000-0000-4000-8000-000000000007/SIM%20form%20-%20L%C3%AA%20Ho%C3%A0ng%20Nam.pdf";
const LINE_FILE =
  "line_training/2026/02/00000000-0000-4000-9000-000000000011/Line%20training%20form%20-%20P1014%20instructor%20form%201.pdf";
const SHA = "0c43a480214fef9cb840b176f72036ef60dfcac3ae96720e5cbcad2ef3c20b7a";

const trainingFlight = {
  id: 12,
  pilotId: 3,
  instructorId: 4,
  instructorName: "Trần Quốc Huy",
  flightType: 5,
  dateOfFlight: "2026-01-05",
  numberOfSector: 2,
  routes: "HAN-SGN-HAN",
  autolandAt: "HAN",
  autolandRunway: "11R",
  autolandResult: 1,
  recommendation: true,
  recommendationValue: "Continue",
  grounded: false,
  criteria: { landing: { score: 4, comment: "Smooth", special_remark: false } },
  minScore: 4,
  phaseNormalProgress: true,
  phaseNormalComments: null,
  phaseSpecialRequirements: null,
  phaseSpecialComments: null,
  phaseReportFile: null,
  checkComments: "Good",
  checkOverallPerformance: 4.5,
  checkReportFile: FILE,
  reportFile: FILE,
  comments: "Fine",
  noticeToNextInstructor: null,
  instructorSignature: "data",
  createdBy: 1,
  status: 0,
  approvedAt: null,
  approvedBy: null,
  traineeSignature: null,
  sectors: [
    {
      position: 1,
      dateOfSector: "2026-01-05",
      departure: "HAN",
      destination: "SGN",
      flightTime: 2.25,
      nightOrDay: "DAY",
      pfPm: "PF",
    },
  ],
};

const baseTraining = {
  id: 5,
  pilotId: 3,
  instructorId: 4,
  instructorName: "Trần Quốc Huy",
  dateOfFlight: "2026-01-20",
  airport: "VCA",
  goAround: 2,
  touchAndGo: 3,
  fullStop: 1,
  flightTime: 1.5,
  preDepartureAndPostFlight: 3,
  toGaClb: 3,
  cruiseDescentApproach: 3,
  landing: 2,
  circuit: 3,
  acHandling: 3,
  othersCriteria: "Radio",
  othersPoint: 3,
  result: false,
  comments: null,
  reportFile: FILE,
  status: 0,
  approvedAt: null,
  approvedBy: null,
  traineeSignature: null,
  createdBy: 1,
};

const theoryTest = {
  id: 6,
  pilotId: 3,
  dateOfTest: "2026-01-12",
  cfpDecode: 4,
  melCdl: 4,
  metarTafSigmetWxchart: 4,
  planningMinima: 4,
  fonsSpecialChecklists: 4,
  taskSharing: 4,
  standardCallouts: 4,
  performanceFlysmartEfb: 4,
  radioTelephonyVhfHfComm: 4,
  limitations: 4,
  abnormalHandlingProcedure: 4,
  memoryItems: 4,
  comments: "Good",
  result: true,
  status: 0,
};

const progressTheory = {
  id: 7,
  pilotId: 3,
  dateOfTest: "2026-02-10",
  aircraftLimitations: 2,
  aircraftSystems: 3,
  emergencyEquipment: 3,
  sops: 3,
  fom: 3,
  airwayManuals: 3,
  melCdl: 3,
  generalAviationKnowledge: 3,
  overallPerformance: 2.5,
  status: 0,
};

const simSession = {
  first_pilot_crew_code: "P1011",
  second_pilot_crew_code: "P1012",
  sima_instructor_crew_code: "I2001",
  simb_instructor_crew_code: "I2002",
  sessiona_date_time: "2026-03-02T08:00:00+07:00",
  sessiona_place: "VN001",
  sessionb_date_time: "2026-03-03T08:00:00+07:00",
  sessionb_place: "VN001",
  note: null,
};

const lineCheck = {
  pilot_crew_code: "P1011",
  instructor_crew_code: "I2001",
  line_check_date: "2026-03-10T07:00:00+07:00",
  line_check_sectors: "HAN-SGN",
  note: "Night",
};

const lineTraining = {
  pilot_crew_code: "P1011",
  pilot_name: "Lê Hoàng Nam",
  line_training_type: 1,
  fleet: "A321",
  start_date: "2026-02-01",
  status: 1,
};

const trainingDocument = {
  fleet: "A321",
  training_type: 1,
  document_name: "SIM briefing",
  start_date: "2026-02-01",
  note: null,
};

const eventReportReply = {
  id: 9,
  date_of_occurence: "2026-03-15T03:00:00.000Z",
  flight_number: "VN321",
  aircraft_registration: "VN-A321",
  sector: "HAN-SGN",
  content: "Hard landing",
  note: null,
  fleet: "A321",
  pilots: [
    { pilot_id: 3, full_name: "Lê Hoàng Nam", crew_code: "P1011", name_position: 1, minus_point: 1.5 },
  ],
  files: [
    {
      id: 1,
      url: `/api/v1/files/${FILE}`,
      name: "SIM form - Lê Hoàng Nam.pdf",
      mime: "application/pdf",
      size: 1234,
    },
  ],
  created_at: "2026-03-15T04:00:00.000Z",
  updated_at: "2026-03-15T04:00:00.000Z",
};
const eventReportInput = {
  date_of_occurence: "2026-03-15T03:00:00.000Z",
  flight_number: "VN321",
  aircraft_registration: "VN-A321",
  sector: "HAN-SGN",
  content: "Hard landing on runway 11R",
  note: null,
  pilots: [{ pilot_id: 3, minus_point: 2.5 }],
};

const status = (from: number, to: number, extra: Record<string, unknown> = {}) => ({
  status: [from, to],
  ...extra,
});
const upload = (from: number, to: number, file = FILE) => status(from, to, { file, file_sha256: SHA });

/**
 * One row of each kind of history the product writes: every record kind with each action its
 * writers use, with the changes each writer records (read from the writers: the workflow engine's
 * status moves, the features' create, update and delete snapshots, downloads, the retention purge).
 */
export const HISTORY_ROWS_OF_EVERY_WRITER: HistoryRow[] = [
  // Training flights: created, changed (also after the trainee approved), approved, deleted.
  { entity: "training_flight", action: "create", changes: trainingFlight },
  {
    entity: "training_flight",
    action: "update",
    changes: {
      routes: ["HAN-SGN-HAN", "HAN-DAD-HAN"],
      flightType: [0, 5],
      criteria: [
        { landing: { score: 3, comment: null, special_remark: false } },
        { landing: { score: 4, comment: "Smooth", special_remark: true } },
      ],
      sectors: [trainingFlight.sectors, [{ ...trainingFlight.sectors[0], flightTime: 1.75 }]],
      checkReportFile: [null, FILE],
      fields: [{ field: "routes", before: "HAN-SGN-HAN", after: "HAN-DAD-HAN" }],
    },
  },
  {
    entity: "training_flight",
    action: "update",
    changes: { comments: ["Fine", "Very good"], status: [1, 0], after_approval: true, fields: [] },
  },
  {
    entity: "training_flight",
    action: "approve_result",
    changes: status(0, 1, { approved_at: "2026-01-06T02:30:00.000Z" }),
  },
  { entity: "training_flight", action: "change_after_approval", changes: status(1, 0) },
  { entity: "training_flight", action: "delete", changes: trainingFlight },
  // The three other training records.
  { entity: "base_training", action: "create", changes: { ...baseTraining, report_sha256: SHA } },
  {
    entity: "base_training",
    action: "approve_result",
    changes: status(0, 1, { approved_at: "2026-01-21T02:30:00Z" }),
  },
  { entity: "base_training", action: "delete", changes: baseTraining },
  { entity: "theory_test", action: "create", changes: { ...theoryTest, report_sha256: SHA } },
  { entity: "theory_test", action: "approve_result", changes: status(0, 1) },
  { entity: "theory_test", action: "delete", changes: theoryTest },
  { entity: "progress_theory", action: "create", changes: { ...progressTheory, report_sha256: SHA } },
  { entity: "progress_theory", action: "approve_result", changes: status(0, 1) },
  { entity: "progress_theory", action: "delete", changes: progressTheory },
  // SIM sessions and their forms, CAAV forms and e-learning.
  { entity: "sim", action: "create", changes: { source: "create_monthly_sim", ...simSession } },
  { entity: "sim", action: "update", changes: { sessiona_place: ["VN001", "VN018"], note: [null, "Moved"] } },
  {
    entity: "sim",
    action: "delete",
    changes: { ...simSession, forms: [{ id: 4, pilot_order: 1, form_status: 1 }] },
  },
  { entity: "sim_form", action: "submit_first", changes: upload(1, 2) },
  { entity: "sim_form", action: "submit_second", changes: upload(2, 3) },
  { entity: "sim_form", action: "submit_third", changes: upload(3, 4) },
  { entity: "sim_form", action: "reject", changes: status(2, 1, { reason: "Page 2 is not signed" }) },
  {
    entity: "sim_form",
    action: "set_status",
    changes: status(3, 4, { reason: "Paper form filed", file: FILE, file_sha256: SHA }),
  },
  { entity: "sim_form", action: "set_downloaded_flag", changes: { downloaded_flag: 2 } },
  { entity: "sim_form", action: "download", changes: { file: FILE } },
  { entity: "sim_caav_form", action: "submit_caav_pilot", changes: upload(1, 2) },
  { entity: "sim_caav_form", action: "submit_caav_instructor", changes: upload(2, 3) },
  { entity: "sim_caav_form", action: "set_caav_status", changes: status(1, 2) },
  { entity: "sim_elearning", action: "finish_elearning", changes: upload(0, 1) },
  { entity: "sim_slot", action: "create", changes: { type: "A321", slot: 1, start: "08:00", end: "12:00" } },
  { entity: "sim_slot", action: "update", changes: { start: ["08:00", "09:00"], end: ["12:00", "13:00"] } },
  {
    entity: "sim_slot",
    action: "delete",
    changes: { id: 2, type: "A321", slot: 1, start: "08:00", end: "12:00" },
  },
  {
    entity: "sim_schedule",
    action: "create",
    changes: {
      sim_month: "2026-03",
      file: "sim_schedule/2026/03/00000000-0000-4000-8000-000000000001/L%E1%BB%8Bch.xlsx",
    },
  },
  {
    entity: "sim_schedule",
    action: "replace",
    changes: {
      sim_month: "2026-03",
      file: "sim_schedule/2026/03/00000000-0000-4000-8000-000000000002/L%E1%BB%8Bch%202.xlsx",
      replaced: {
        key: "sim_schedule/2026/03/00000000-0000-4000-8000-000000000001/L%E1%BB%8Bch.xlsx",
        name: "Lịch.xlsx",
        size: 20480,
        sha256: SHA,
        uploaded_by: 1,
        uploaded_at: "2026-03-01T01:00:00.000Z",
      },
    },
  },
  // Line checks, their reading confirmation, and line training.
  { entity: "line_check", action: "create", changes: lineCheck },
  { entity: "line_check", action: "update", changes: { note: ["Night", "Day"] } },
  { entity: "line_check", action: "submit_first", changes: upload(1, 2) },
  { entity: "line_check", action: "submit_second", changes: upload(2, 3) },
  { entity: "line_check", action: "set_status", changes: status(1, 4, { reason: "Paper form checked" }) },
  { entity: "line_check", action: "set_downloaded_flag", changes: { downloaded_flag: 2 } },
  { entity: "line_check", action: "delete", changes: { ...lineCheck, line_check_status: 2 } },
  { entity: "line_check_documents", action: "read_documents", changes: status(0, 1) },
  { entity: "line_training", action: "create", changes: lineTraining },
  { entity: "line_training", action: "submit_first", changes: { ...upload(1, 1), form_order: 1 } },
  {
    entity: "line_training",
    action: "submit_second",
    changes: { ...upload(1, 2, LINE_FILE), form_order: 2 },
  },
  {
    entity: "line_training",
    action: "set_status",
    changes: status(1, 3, { reason: "Completed on the previous system" }),
  },
  {
    entity: "line_training",
    action: "clean_up",
    changes: { ...lineTraining, submissions: 2, files_removed: [LINE_FILE] },
  },
  // Training documents and event reports.
  { entity: "training_document", action: "create", changes: { ...trainingDocument, files: [FILE] } },
  {
    entity: "training_document",
    action: "update",
    changes: {
      document_name: ["SIM briefing", "SIM briefing 2"],
      files_removed: [FILE],
      files_added: [LINE_FILE],
    },
  },
  { entity: "training_document", action: "delete", changes: { ...trainingDocument, files: [FILE] } },
  { entity: "event_report", action: "create", changes: { after: eventReportInput, files: [FILE] } },
  {
    entity: "event_report",
    action: "update",
    changes: {
      before: eventReportReply,
      after: { ...eventReportInput, file_ids: [{ id: 1 }] },
      files_removed: [],
      files_added: [FILE],
    },
  },
  { entity: "event_report", action: "delete", changes: { before: eventReportReply, files: [FILE] } },
  // The public survey, pilots, the mail outbox and the retention purge.
  {
    entity: "toldg",
    action: "submit",
    changes: {
      submitted: {
        sim_date: "2026-02-01",
        flights: [{ flight_date: "2026-03-01", to_number: 2, ldg_number: 2 }],
      },
      previous_sim_date: null,
      dates: { recency_date: "2026-05-30", sim_expired_date: "2026-05-02", ac_expired_date: "2026-05-30" },
      ip: "203.0.113.9",
      user_agent: "Mozilla/5.0",
    },
  },
  { entity: "pilot", action: "deactivate", changes: { crew_code: "P1011", status: [1, 0] } },
  { entity: "pilot", action: "activate", changes: { crew_code: "P1011", status: [0, 1] } },
  { entity: "mail_outbox", action: "retry", changes: { status: [4, 1], attempts: [5, 0] } },
  // A signed-in device ended by its account, and every session of an account by the super administrator.
  {
    entity: "session",
    action: "end",
    changes: {
      account: "pilot@demo.trms",
      method: "password",
      ip: "203.0.113.7",
      user_agent:
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
    },
  },
  { entity: "session", action: "end_all", changes: { account: "pilot@demo.trms", sessions_ended: 3 } },
  {
    entity: "retention",
    action: "purge",
    changes: { retention_years: 5, records: 3, chains: 4, history_rows: 12, files: 2 },
  },
];
