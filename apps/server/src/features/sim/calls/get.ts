import type { SimSession } from "@trms/shared";
import { notFound } from "../../../lib/errors";
import type { CallArgs } from "../../../lib/routes";
import { simSessionById } from "../sim.repository";
import { readableSim } from "../sim.rules";

export async function getSimSession({ app, actor, body }: CallArgs<{ id: number }>): Promise<SimSession> {
  const { db } = app.database;
  await readableSim(db, actor, body.id);
  const session = await simSessionById(db, body.id);
  if (!session) throw notFound();
  return session;
}
