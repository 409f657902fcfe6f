import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  CaavFormStatus,
  ElearningClueReply,
  FinishElearningReply,
  RejectSimFormReply,
  SetCaavStatusReply,
  SetDownloadedFlagReply,
  SetSimFormStatusReply,
  SimAssessment,
  SimFormHistoryReply,
  SimFormOrder,
  SimFormStatus,
  SubmitCaavFormReply,
  SubmitSimFormReply,
} from "@trms/shared";
import { isAdminArea, SIM_FORM_FILE_FIELDS } from "@trms/shared";
import { API_BASE, apiPost } from "../../lib/api";
import { uploadThroughOutbox } from "../../lib/device/submit";
import { downloadApiFile } from "../../lib/download";
import { fileNameOfUrl } from "../../lib/file-name";
import { getSession } from "../../lib/session";
import { SIM_QUERY_KEY } from "../../lib/sim-session";
import { apiUpload, multipartBody } from "../../lib/upload";
import { simFormPath } from "./paths";

export const simFormKeys = {
  all: ["sim-form"] as const,
  history: (formId: number) => ["sim-form", "history", formId] as const,
  clue: (formId: number) => ["sim-form", "clue", formId] as const,
};

/** `sim/get_form_history`: the form's session, every step, and the actions the tables offer the caller. */
export const formHistoryQuery = (formId: number) =>
  queryOptions({
    queryKey: simFormKeys.history(formId),
    queryFn: ({ signal }) =>
      apiPost<SimFormHistoryReply>("sim/get_form_history", { form_id: formId }, { signal }),
    // A form the caller may not reach reads as missing; the page says so itself.
    meta: { notifyError: false },
  });

/** `sim/get_elearning_clue`: the certificate of a finished e-learning. */
export const elearningClueQuery = (formId: number) =>
  queryOptions({
    queryKey: simFormKeys.clue(formId),
    queryFn: ({ signal }) =>
      apiPost<ElearningClueReply>("sim/get_elearning_clue", { form_id: formId }, { signal }),
  });

/** After any step: the SIM lists and sessions, and this form's history and certificate. */
function useInvalidateForm() {
  const client = useQueryClient();
  return (formId: number) =>
    Promise.all([
      client.invalidateQueries({ queryKey: SIM_QUERY_KEY }),
      client.invalidateQueries({ queryKey: simFormKeys.history(formId) }),
      client.invalidateQueries({ queryKey: simFormKeys.clue(formId) }),
    ]);
}

type Progress = { onProgress?: (fraction: number) => void };

export interface SubmitFormVariables extends Progress {
  formId: number;
  /** The form's version the user saw, sent as If-Match (ADR 1600); null when not known. */
  version: number | null;
  /** Whose form, in the Outbox's list. */
  subject: string;
  order: SimFormOrder;
  file: File;
  /** Stage 2 only: the SIM-A instructor's pass/fail. */
  assessment?: SimAssessment;
}

/** `sim/submit_form`: stage 1, 2 or 3 with its PDF, through the Outbox (ADR 1620). */
export function useSubmitForm() {
  const invalidate = useInvalidateForm();
  return useMutation({
    mutationFn: ({ formId, version, subject, order, file, assessment, onProgress }: SubmitFormVariables) =>
      uploadThroughOutbox<SubmitSimFormReply>(
        {
          path: "sim/submit_form",
          fields: { submitted_form_id: formId, form_order: order, assessment },
          files: { [SIM_FORM_FILE_FIELDS.report]: file },
          ifMatch: version,
          record: `sim_form:${formId}`,
          title: { key: "sim_form_stage", values: { stage: order, pilot: subject } },
          link: simFormPath(isAdminArea(getSession().user) ? "admin" : "pilot", formId),
          refresh: [simFormKeys.all, SIM_QUERY_KEY],
        },
        onProgress,
      ),
    onSuccess: (_reply, { formId }) => invalidate(formId),
  });
}

/** `sim/submit_caav_form`: the CAAV form PDF (the caller's seat decides pilot or instructor). */
export function useSubmitCaav() {
  const invalidate = useInvalidateForm();
  return useMutation({
    mutationFn: ({ formId, file, onProgress }: Pick<SubmitFormVariables, "formId" | "file" | "onProgress">) =>
      apiUpload<SubmitCaavFormReply>(
        "sim/submit_caav_form",
        multipartBody({ submitted_form_id: formId }, { [SIM_FORM_FILE_FIELDS.report]: file }),
        { onProgress },
      ),
    onSuccess: (_reply, { formId }) => invalidate(formId),
  });
}

export interface ReasonVariables extends Progress {
  formId: number;
  reason: string;
  file: File | null;
}

/** `sim/reject_form`: the pilot's stage-1 upload goes back to Initial, with a reason. */
export function useRejectForm() {
  const invalidate = useInvalidateForm();
  return useMutation({
    mutationFn: ({ formId, reason, file, onProgress }: ReasonVariables) =>
      apiUpload<RejectSimFormReply>(
        "sim/reject_form",
        multipartBody({ form_id: formId, reason }, { [SIM_FORM_FILE_FIELDS.status]: file }),
        { onProgress },
      ),
    onSuccess: (_reply, { formId }) => invalidate(formId),
  });
}

/** `sim/set_status` or `sim/set_caav_status`: any status, an optional reason and file. */
export function useSetStatus(kind: "form" | "caav") {
  const invalidate = useInvalidateForm();
  return useMutation({
    mutationFn: ({ formId, reason, file, status, onProgress }: ReasonVariables & { status: number }) =>
      apiUpload<SetSimFormStatusReply | SetCaavStatusReply>(
        kind === "form" ? "sim/set_status" : "sim/set_caav_status",
        multipartBody(
          {
            form_id: formId,
            status: status as SimFormStatus | CaavFormStatus,
            ...(reason ? { reason } : {}),
          },
          { [SIM_FORM_FILE_FIELDS.status]: file },
        ),
        { onProgress },
      ),
    onSuccess: (_reply, { formId }) => invalidate(formId),
  });
}

/** `sim/finish_elearning`: the certificate (an image or a PDF), completed = true. */
export function useFinishElearning() {
  const invalidate = useInvalidateForm();
  return useMutation({
    mutationFn: ({ formId, file, onProgress }: { formId: number; file: File } & Progress) =>
      apiUpload<FinishElearningReply>(
        "sim/finish_elearning",
        multipartBody({ form_id: formId, completed: true }, { [SIM_FORM_FILE_FIELDS.clue]: file }),
        { onProgress },
      ),
    onSuccess: (_reply, { formId }) => invalidate(formId),
  });
}

/**
 * The third submission's download (part2 §4, §7): the file by GET, saved under the last segment of
 * its link, then `sim/set_downloaded_flag`. Either failing rejects (the caller shows 'Cannot set
 * downloaded flag').
 */
export function useDownloadThirdForm() {
  const invalidate = useInvalidateForm();
  return useMutation({
    // The caller shows the spec's own message for any failure.
    meta: { notifyError: false },
    mutationFn: async ({ formId, url }: { formId: number; url: string }) => {
      const name = fileNameOfUrl(url, "form.pdf");
      const path = url.startsWith(API_BASE) ? url.slice(API_BASE.length) : url.replace(/^\//, "");
      await downloadApiFile(path, new URLSearchParams(), { name, fallback: name });
      return apiPost<SetDownloadedFlagReply>("sim/set_downloaded_flag", { form_id: formId });
    },
    onSuccess: (_reply, { formId }) => invalidate(formId),
  });
}
