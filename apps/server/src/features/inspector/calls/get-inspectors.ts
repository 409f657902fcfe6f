import type { InspectorSummary } from "@trms/shared";
import type { CallArgs } from "../../../lib/routes";
import { inspectorAccounts } from "../inspector.repository";

/** `inspector/get_inspectors`: every inspector account. */
export async function getInspectors({ app }: CallArgs<unknown>): Promise<{ inspectors: InspectorSummary[] }> {
  return { inspectors: await inspectorAccounts(app.database.db) };
}
