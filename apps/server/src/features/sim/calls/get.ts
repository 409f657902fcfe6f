import type { SimSession } from "@trms/shared";
import { notFound } from "../../../lib/errors";
import { importedOf } from "../../../lib/imported";
import type { CallArgs } from "../../../lib/routes";
import { simSessionById } from "../sim.repository";
import { readableSim } from "../sim.rules";

/** `sim/get_sim_by_id`: the session with both pilots' forms, and the import it came from if any. */
export async function getSimSession({ app, actor, body }: CallArgs<{ id: number }>): Promise<SimSession> {
  const { db } = app.database;
  const row = await readableSim(db, actor, body.id);
  const session = await simSessionById(db, body.id);
  if (!session) throw notFound();
  return { ...session, ...(await importedOf(db, row.importBatchId)) };
}
