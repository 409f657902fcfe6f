import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Typography from "@mui/material/Typography";
import type { HistoryVerification } from "@trms/shared";
import type { ReactNode, Ref } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/dates";
import { useNumbers } from "../../../lib/use-numbers";

interface SummaryField {
  label: string;
  value: ReactNode;
}

/** What one verification checked: when, how much, and the newest daily anchor to compare elsewhere. */
export function VerificationSummary({
  verification,
  headingRef,
}: {
  verification: HistoryVerification;
  /** The heading takes focus when a run ends, so the keyboard lands on its result. */
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const { t } = useTranslation("audit");
  const numbers = useNumbers();
  const anchor = verification.latest_anchor;
  const fields: SummaryField[] = [
    { label: t("integrity.summary.verified_at"), value: formatDateTime(verification.verified_at) },
    {
      label: t("integrity.summary.duration"),
      value: t("integrity.summary.seconds", {
        seconds: numbers.format(verification.duration_ms / 1000, { maximumFractionDigits: 1 }),
      }),
    },
    { label: t("integrity.summary.rows"), value: numbers.format(verification.rows) },
    { label: t("integrity.summary.chains"), value: numbers.format(verification.chains) },
    { label: t("integrity.summary.anchors"), value: numbers.format(verification.anchors) },
    {
      label: t("integrity.summary.latest_anchor_at"),
      value: anchor ? formatDateTime(anchor.at) : t("integrity.summary.no_anchor"),
    },
    ...(anchor
      ? [
          {
            label: t("integrity.summary.latest_anchor_hash"),
            value: (
              <Box component="code" data-testid="latest-anchor-hash" sx={{ fontFamily: "monospace" }}>
                {anchor.hash}
              </Box>
            ),
          },
        ]
      : []),
  ];
  return (
    <Card variant="outlined" component="section" aria-labelledby="audit-integrity-summary-title">
      <CardContent sx={{ display: "grid", gap: 1.5 }}>
        <Typography
          id="audit-integrity-summary-title"
          ref={headingRef}
          tabIndex={-1}
          variant="subtitle1"
          component="h2"
          sx={{ fontWeight: 600, outline: "none" }}
        >
          {t("integrity.summary.title")}
        </Typography>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: "grid",
            gridTemplateColumns: { xs: "1fr", sm: "minmax(12rem, auto) 1fr" },
            columnGap: 2,
            rowGap: { xs: 0, sm: 1 },
          }}
        >
          {fields.map((field) => (
            <Box key={field.label} sx={{ display: "contents" }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {field.label}
              </Typography>
              <Typography
                component="dd"
                variant="body2"
                sx={{ m: 0, mb: { xs: 1, sm: 0 }, fontWeight: 500, overflowWrap: "anywhere" }}
              >
                {field.value}
              </Typography>
            </Box>
          ))}
        </Box>
        {anchor ? (
          <Typography variant="body2" color="text.secondary">
            {t("integrity.summary.anchor_hint")}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}
