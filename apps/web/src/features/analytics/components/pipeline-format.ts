import type { PipelineKind } from "@trms/shared";
import { useTranslation } from "react-i18next";
import { useNumbers } from "../../../lib/use-numbers";

/** Where each kind's status names live: the screens of that record already name them. */
const STATUS_NAMES: Record<PipelineKind, string> = {
  sim_form: "sim:form_status",
  line_check: "line-check:status",
  line_training: "line-training:status",
};

/** The namespaces the pipeline's texts come from. */
export const PIPELINE_NAMESPACES = ["analytics", "sim", "line-check", "line-training"] as const;

/** How the pipeline screen writes its figures: days to one decimal, shares in percent, months MM/YYYY. */
export function usePipelineFormat() {
  const { t } = useTranslation(PIPELINE_NAMESPACES);
  const numbers = useNumbers();
  return {
    days: (value: number | null) =>
      value === null ? "–" : numbers.format(value, { maximumFractionDigits: 1 }),
    percent: (value: number | null) =>
      value === null ? "–" : `${numbers.format(value * 100, { maximumFractionDigits: 1 })}\u00a0%`,
    status: (kind: PipelineKind, status: number) => t(`${STATUS_NAMES[kind]}.${status}`),
    /** YYYY-MM as MM/YYYY. */
    month: (month: string) => `${month.slice(5, 7)}/${month.slice(0, 4)}`,
  };
}
