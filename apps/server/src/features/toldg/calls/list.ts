import type { ToldgListInput, ToldgListReply } from "@trms/shared";
import type { CallArgs } from "../../../lib/routes";
import { toldgRows } from "../toldg.list";

export function listToldg({ app, actor, body }: CallArgs<ToldgListInput>): Promise<ToldgListReply> {
  return toldgRows(app.database.db, actor, body);
}
