import { queryOptions } from "@tanstack/react-query";
import type { AuditEntryRow, AuditRecordKind } from "@trms/shared";
import { apiPost } from "../../lib/api";

/** One record's trail, oldest first. */
export const recordAuditQuery = (entity: AuditRecordKind, id: number) =>
  queryOptions({
    queryKey: ["audit", "record", entity, id] as const,
    queryFn: ({ signal }) =>
      apiPost<{ audit_list: Omit<AuditEntryRow, "id" | "entity" | "entity_id" | "actor_id">[] }>(
        "audit/get_record_audit",
        { entity, entity_id: id },
        { signal },
      ),
    meta: { notifyError: false },
  });
