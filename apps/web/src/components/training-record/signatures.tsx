import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../lib/dates";
import { SectionCard } from "../form/section-card";

function Signature({ label, name, note }: { label: string; name: string | null; note: string }) {
  return (
    <Box sx={{ border: 1, borderColor: "divider", borderRadius: 1.5, p: 2, minHeight: 96 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        sx={{
          fontFamily: "Georgia, 'Times New Roman', serif",
          fontStyle: "italic",
          fontSize: 22,
          color: name ? "primary.dark" : "text.disabled",
          my: 0.5,
        }}
      >
        {name ?? "—"}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {note}
      </Typography>
    </Box>
  );
}

export interface SignedRecord {
  instructor_signature?: string | null;
  trainee_signature?: string | null;
  trainee_approval?: string | null;
  created_at: string;
}

/**
 * The instructor's signature (their full name) at creation and the trainee's at approval, on every
 * training record form. `instructor` is the signer before the record exists.
 */
export function SignaturesSection({ instructor, detail }: { instructor: string; detail?: SignedRecord }) {
  const { t } = useTranslation("training-record");
  return (
    <SectionCard title={t("signatures.title")}>
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
        <Signature
          label={t("signatures.instructor")}
          name={detail?.instructor_signature ?? instructor}
          note={detail ? formatDateTime(detail.created_at) : t("signatures.signed_on_save")}
        />
        <Signature
          label={t("signatures.trainee")}
          name={detail?.trainee_signature ?? null}
          note={detail?.trainee_approval ? formatDateTime(detail.trainee_approval) : t("status.awaiting")}
        />
      </Box>
    </SectionCard>
  );
}
