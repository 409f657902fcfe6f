import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  AccessLogEntry,
  CreateGrantInput,
  CreateInspectorInput,
  Grant,
  InspectorSummary,
  MyPilotsReply,
} from "@trms/shared";
import { apiPost } from "../../lib/api";

export const inspectorKeys = {
  all: ["inspector"] as const,
  inspectors: () => [...inspectorKeys.all, "inspectors"] as const,
  grants: (page: number, pageSize: number) => [...inspectorKeys.all, "grants", page, pageSize] as const,
  log: (page: number, pageSize: number) => [...inspectorKeys.all, "log", page, pageSize] as const,
  mine: () => [...inspectorKeys.all, "mine"] as const,
};

export const inspectorsQuery = () =>
  queryOptions({
    queryKey: inspectorKeys.inspectors(),
    queryFn: ({ signal }) =>
      apiPost<{ inspectors: InspectorSummary[] }>("inspector/get_inspectors", {}, { signal }),
  });

export const grantsQuery = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: inspectorKeys.grants(page, pageSize),
    queryFn: ({ signal }) =>
      apiPost<{ grants: Grant[]; total: number }>(
        "inspector/get_grants",
        { page_number: page, page_count: pageSize },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export const accessLogQuery = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: inspectorKeys.log(page, pageSize),
    queryFn: ({ signal }) =>
      apiPost<{ access_log: AccessLogEntry[]; total: number }>(
        "inspector/get_access_log",
        { page_number: page, page_count: pageSize },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

/** The inspector's granted pilots; a 401 (the window ended) signs the inspector out. */
export const myPilotsQuery = () =>
  queryOptions({
    queryKey: inspectorKeys.mine(),
    queryFn: ({ signal }) => apiPost<MyPilotsReply>("inspector/get_my_pilots", {}, { signal }),
  });

export function useCreateInspector() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateInspectorInput) =>
      apiPost<InspectorSummary>("inspector/create_inspector", input),
    onSuccess: () => client.invalidateQueries({ queryKey: inspectorKeys.all }),
  });
}

export function useCreateGrant() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateGrantInput) => apiPost<Grant>("inspector/create_grant", input),
    onSuccess: () => client.invalidateQueries({ queryKey: inspectorKeys.all }),
  });
}

export function useRevokeGrant() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiPost<null>("inspector/revoke_grant", { id }),
    onSuccess: () => client.invalidateQueries({ queryKey: inspectorKeys.all }),
  });
}
