import {
  airportListReplySchema,
  createTrainingFlightSchema,
  idSchema,
  searchTrainingFlightSchema,
  trainingFlightDetailSchema,
  trainingFlightListReplySchema,
  updateTrainingFlightSchema,
} from "@trms/shared";
import { z } from "zod";
import { jsonCall, type Route, uploadCall } from "../../lib/routes";
import { airportList } from "./calls/airport-list";
import { createTrainingFlight } from "./calls/create";
import { deleteTrainingFlight } from "./calls/delete";
import { trainingFlightDetail } from "./calls/detail";
import { searchTrainingFlights } from "./calls/search";
import { updateTrainingFlight } from "./calls/update";
import { vietnamAirportList } from "./calls/vietnam-airport-list";
import { REPORTS, REPORTS_KEPT } from "./training-flight.rules";

const tags = ["training flights"];
const nothing = z.strictObject({}).nullish();

/** Training flights (part1 §3–§7): path, rule, schemas and the call. */
export const trainingFlightRoutes: readonly Route[] = [
  jsonCall({
    path: "/flt_training/airport_list",
    access: "session.any",
    summary: "The airport codes a sector may name",
    tags,
    body: nothing,
    reply: airportListReplySchema,
    call: airportList,
  }),
  jsonCall({
    path: "/flt_training/vietnam_airport_list",
    access: "session.any",
    summary: "Vietnam's airport codes",
    tags,
    body: nothing,
    reply: airportListReplySchema,
    call: vietnamAirportList,
  }),
  uploadCall({
    path: "/flt_training/create_flight",
    access: "training_flight.create",
    summary: "Create a training flight (multipart, with its report files)",
    tags,
    body: createTrainingFlightSchema,
    files: REPORTS,
    reply: trainingFlightDetailSchema,
    call: createTrainingFlight,
  }),
  uploadCall({
    path: "/flt_training/update_flight",
    // Only authors (instructors) and administrators ever may; anyone else is refused before
    // the upload is read.
    access: "training_flight.edit",
    summary: "Update a training flight (multipart)",
    tags,
    body: updateTrainingFlightSchema,
    files: REPORTS_KEPT,
    reply: trainingFlightDetailSchema,
    ifMatch: true,
    call: updateTrainingFlight,
  }),
  jsonCall({
    path: "/flt_training/delete_flight",
    access: "training_flight.delete",
    summary: "Delete a training flight",
    tags,
    body: idSchema,
    call: deleteTrainingFlight,
  }),
  jsonCall({
    path: "/flt_training/search_training_flight",
    access: "session.any",
    summary: "One page of a pilot's training flights",
    tags,
    body: searchTrainingFlightSchema,
    reply: trainingFlightListReplySchema,
    call: searchTrainingFlights,
  }),
  jsonCall({
    path: "/flt_training/training_flight_by_id",
    access: "session.any",
    summary: "One training flight",
    tags,
    body: idSchema,
    reply: trainingFlightDetailSchema,
    call: trainingFlightDetail,
  }),
];
