import type { Grant, GrantListInput } from "@trms/shared";
import type { CallArgs } from "../../../lib/routes";
import { grantPage } from "../inspector.repository";
import { shownGrants } from "../inspector.rules";

/** `inspector/get_grants`: every grant, newest first, with its state now. */
export async function getGrants({
  app,
  body,
}: CallArgs<GrantListInput>): Promise<{ grants: Grant[]; total: number }> {
  const { rows, total } = await grantPage(app.database.db, body);
  return { grants: await shownGrants(app.database.db, rows, new Date()), total };
}
