import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import type { Theme } from "@mui/material/styles";
import useMediaQuery from "@mui/material/useMediaQuery";
import type { SimInput } from "@trms/shared";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { type SimFormValues, type SimRowValues, simFormResolver, simInputOf } from "../form-values";
import { SimRowFields } from "./sim-row-fields";

interface SimRowDialogProps {
  title: string;
  row: SimRowValues;
  onSave: (sim: SimInput) => void;
  onClose: () => void;
}

/** One imported row fixed by hand, with the same checks as the create form (part2 §5). */
export function SimRowDialog({ title, row, onSave, onClose }: SimRowDialogProps) {
  const { t } = useTranslation("sim");
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down("sm"));
  const form = useForm<SimFormValues>({ defaultValues: { sims: [row] }, resolver: simFormResolver });
  const save = form.handleSubmit((values) => {
    const [fixed] = values.sims;
    if (fixed) onSave(simInputOf(fixed));
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth fullScreen={phone}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <form id={`${titleId}form`} noValidate onSubmit={save} style={{ paddingTop: 8 }}>
          <SimRowFields control={form.control} index={0} />
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("actions.cancel")}</Button>
        <Button type="submit" form={`${titleId}form`} variant="contained">
          {t("import.apply_fix")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
