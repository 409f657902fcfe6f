import {
  BASE_TRAINING_SCORES,
  type BaseTrainingScoreKey,
  type BaseTrainingSortField,
  baseTrainingDetailSchema,
  baseTrainingListReplySchema,
  baseTrainingListSchema,
  type CreateBaseTrainingInput,
  createBaseTrainingSchema,
} from "@trms/shared";
import { baseTrainings } from "../../db/tables/base-training.table";
import type { TrainingRecordKindSpec } from "../training-record";

export type BaseTrainingRecord = typeof baseTrainings.$inferSelect;

/** The scored items' columns by the names the calls use. */
const SCORE_COLUMNS = {
  pre_departure_and_post_flight: "preDepartureAndPostFlight",
  to_ga_clb: "toGaClb",
  cruise_descent_approach: "cruiseDescentApproach",
  landing: "landing",
  circuit: "circuit",
  ac_handling: "acHandling",
} as const satisfies Record<BaseTrainingScoreKey, keyof BaseTrainingRecord>;

/** Base training as the shared training-record calls take it (part1 §3 Base training). */
export const baseTrainingSpec: TrainingRecordKindSpec<
  BaseTrainingRecord,
  CreateBaseTrainingInput,
  BaseTrainingSortField
> = {
  kind: "base_training",
  table: baseTrainings,
  date: baseTrainings.dateOfFlight,
  sortColumns: {
    date_of_flight: baseTrainings.dateOfFlight,
    airport: baseTrainings.airport,
    instructor_name: baseTrainings.instructorName,
  },
  values: (input) => ({
    dateOfFlight: input.date_of_flight,
    airport: input.airport,
    goAround: input.go_around,
    touchAndGo: input.touch_and_go,
    fullStop: input.full_stop,
    flightTime: input.flight_time,
    ...Object.fromEntries(BASE_TRAINING_SCORES.map((key) => [SCORE_COLUMNS[key], input[key]])),
    othersCriteria: input.others?.criteria ?? null,
    othersPoint: input.others?.point ?? null,
    result: input.result,
    comments: input.comments,
  }),
  row: (record) => ({
    date_of_flight: record.dateOfFlight,
    airport: record.airport,
    result: record.result,
  }),
  detail: (record) => ({
    go_around: record.goAround,
    touch_and_go: record.touchAndGo,
    full_stop: record.fullStop,
    flight_time: record.flightTime,
    ...Object.fromEntries(BASE_TRAINING_SCORES.map((key) => [key, record[SCORE_COLUMNS[key]]])),
    others:
      record.othersCriteria !== null
        ? { criteria: record.othersCriteria, point: record.othersPoint as number }
        : null,
    comments: record.comments,
  }),
  calls: {
    create: "create_base_flight",
    delete: "delete_base_flight",
    list: "base_training_list",
    byPilot: "base_training_by_pilot",
    byId: "base_training_by_id",
    items: "base_trainings",
    tag: "base training",
  },
  createSchema: createBaseTrainingSchema,
  listSchema: baseTrainingListSchema,
  replies: { list: baseTrainingListReplySchema, detail: baseTrainingDetailSchema },
};
