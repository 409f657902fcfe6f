import { queryOptions } from "@tanstack/react-query";
import type { AuditRecordKind, RecordAuditReply } from "@trms/shared";
import { apiPost } from "../../lib/api";

/** One record's trail, oldest first. */
export const recordAuditQuery = (entity: AuditRecordKind, id: number) =>
  queryOptions({
    queryKey: ["audit", "record", entity, id] as const,
    queryFn: ({ signal }) =>
      apiPost<RecordAuditReply>("audit/get_record_audit", { entity, entity_id: id }, { signal }),
    meta: { notifyError: false },
  });
