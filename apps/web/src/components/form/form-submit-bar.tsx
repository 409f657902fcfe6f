import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import { SubmitButton } from "./action-button";
import { UploadProgress } from "./upload-progress";

interface FormSubmitBarProps {
  /** Share of the upload sent, or null when idle. */
  progress: number | null;
  pending: boolean;
  submitLabel: string;
  cancelLabel: string;
  onCancel: () => void;
}

/** Save and Cancel under a long form, kept in view on a wide screen, with the upload's progress. */
export function FormSubmitBar({ progress, pending, submitLabel, cancelLabel, onCancel }: FormSubmitBarProps) {
  return (
    <Paper
      elevation={6}
      sx={{
        position: { md: "sticky" },
        bottom: { md: 12 },
        zIndex: 2,
        borderRadius: 2,
        px: 2,
        py: 1.5,
        display: "grid",
        gap: 1,
      }}
    >
      <UploadProgress value={progress} />
      <Box sx={{ display: "flex", gap: 1, justifyContent: "flex-end" }}>
        <Button onClick={onCancel} disabled={pending}>
          {cancelLabel}
        </Button>
        <SubmitButton pending={pending}>{submitLabel}</SubmitButton>
      </Box>
    </Paper>
  );
}
