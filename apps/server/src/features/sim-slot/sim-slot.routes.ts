import {
  createSimSlotSchema,
  simSlotIdSchema,
  simSlotListSchema,
  simSlotSchema,
  updateSimSlotSchema,
} from "@trms/shared";
import { z } from "zod";
import { jsonCall, type Route } from "../../lib/routes";
import { createSimSlot } from "./calls/create";
import { deleteSimSlot } from "./calls/delete";
import { getSimSlot } from "./calls/get";
import { listSimSlots } from "./calls/list";
import { updateSimSlot } from "./calls/update";

const tags = ["sim-slot"];

/** Each fleet's named simulator periods (part2 §9): path, rule, schemas and the call. */
export const simSlotRoutes: readonly Route[] = [
  jsonCall({
    path: "/sim/create_sim_slot",
    access: "sim_slot.manage",
    summary: "Create a slot of a fleet from the part2 §9 table",
    tags,
    body: createSimSlotSchema,
    reply: simSlotSchema,
    call: createSimSlot,
  }),
  jsonCall({
    path: "/sim/update_sim_slot",
    access: "sim_slot.manage",
    summary: "Update a SIM slot",
    tags,
    body: updateSimSlotSchema,
    reply: simSlotSchema,
    call: updateSimSlot,
  }),
  jsonCall({
    path: "/sim/delete_sim_slot",
    access: "sim_slot.manage",
    summary: "Delete a SIM slot",
    tags,
    body: simSlotIdSchema,
    call: deleteSimSlot,
  }),
  jsonCall({
    path: "/sim/get_sim_slots",
    access: "sim_slot.view",
    summary: "A page of slots; the reply is an array",
    tags,
    body: simSlotListSchema,
    reply: z.array(simSlotSchema),
    call: listSimSlots,
  }),
  jsonCall({
    path: "/sim/get_sim_slot_by_id",
    access: "sim_slot.view",
    summary: "One SIM slot",
    tags,
    body: simSlotIdSchema,
    reply: simSlotSchema,
    call: getSimSlot,
  }),
];
