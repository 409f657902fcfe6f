import Box from "@mui/material/Box";
import { CRITERIA } from "@trms/shared";
import { useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { SectionCard } from "../../../components/form/section-card";
import { CriterionCard } from "./criterion-card";
import type { TrainingFlightFormValues } from "./form-values";

interface CriteriaSectionProps {
  form: UseFormReturn<TrainingFlightFormValues>;
  readOnly: boolean;
}

/** The 16 scored criteria as a responsive grid, with the confirmation before a score of 2 or lower. */
export function CriteriaSection({ form, readOnly }: CriteriaSectionProps) {
  const { t } = useTranslation("training-flight");
  const [pending, setPending] = useState<{ index: number; score: number } | null>(null);
  const criterion = pending ? CRITERIA[pending.index] : undefined;

  const keep = () => {
    if (!pending || !criterion) return;
    form.setValue(`criteria.${criterion.key}.score`, pending.score, { shouldDirty: true });
    form.setValue(`criteria.${criterion.key}.special_remark`, false);
    setPending(null);
    if (form.formState.isSubmitted) void form.trigger();
    // The comment box appears with the low score; the reason is what to write next.
    window.setTimeout(() => form.setFocus(`criteria.${criterion.key}.comment`), 0);
  };

  return (
    <SectionCard title={t("form.sections.criteria")} subtitle={t("form.criteria_hint")}>
      <Box sx={{ display: "grid", gap: 1.5, gridTemplateColumns: { xs: "1fr", lg: "1fr 1fr" } }}>
        {CRITERIA.map((c, index) => (
          <CriterionCard
            key={c.key}
            form={form}
            index={index}
            readOnly={readOnly}
            onLowScore={(i, score) => setPending({ index: i, score })}
          />
        ))}
      </Box>
      <ConfirmDialog
        open={pending !== null}
        title={t("confirm.low_score_title")}
        message={t("confirm.low_score_message", {
          score: pending?.score ?? "",
          name: criterion ? t(`criteria.${criterion.key}`) : "",
        })}
        confirmLabel={t("confirm.low_score_keep")}
        cancelLabel={t("actions.cancel")}
        onConfirm={keep}
        onClose={() => setPending(null)}
      />
    </SectionCard>
  );
}
