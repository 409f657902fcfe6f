import type { SimInput } from "@trms/shared";
import type { CallArgs } from "../../../lib/routes";
import { checkedSims, sessionValues, storeSimSessions } from "../sim.rules";

export async function createSimSession({ app, actor, body }: CallArgs<SimInput>) {
  const { db } = app.database;
  const people = await checkedSims(db, actor, [body], () => "");
  const [id] = await db.transaction((tx) =>
    storeSimSessions(tx, actor, [sessionValues(body, people)], "create_sim"),
  );
  return { id: id as number };
}
