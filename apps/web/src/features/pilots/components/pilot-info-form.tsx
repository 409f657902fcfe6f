import { zodResolver } from "@hookform/resolvers/zod";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { PILOT_LIMITS, type PilotDetail } from "@trms/shared";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { useErrorText } from "../../../components/form-errors";
import { muiRegister } from "../../../components/form-field";
import { notifySuccess } from "../../../lib/notify";
import { useUpdatePilotInfo } from "../api";
import { FormSection } from "./form-section";

const text = (max: number) => z.string().trim().max(max, { error: "field_too_long" });
const infoSchema = z.object({
  phone_number: text(PILOT_LIMITS.phone_number),
  identify_number: text(PILOT_LIMITS.identify_number),
  passport_number: text(PILOT_LIMITS.passport_number),
});
type InfoValues = z.input<typeof infoSchema>;

/** Part1 §6: a pilot viewing themself edits only phone, identify and passport numbers. */
export function PilotInfoForm({ pilot }: { pilot: PilotDetail }) {
  const { t } = useTranslation("pilots");
  const errorText = useErrorText("pilots");
  const update = useUpdatePilotInfo();
  const form = useForm<InfoValues>({
    resolver: zodResolver(infoSchema),
    values: {
      phone_number: pilot.phone_number ?? "",
      identify_number: pilot.identify_number ?? "",
      passport_number: pilot.passport_number ?? "",
    },
  });
  const field = muiRegister(form.register);
  const { errors, isDirty, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    await update.mutateAsync({ id: pilot.id, ...values }).then(
      () => notifySuccess(t("notifications.info_updated")),
      () => undefined,
    );
  });

  const input = (name: keyof InfoValues, max: number, inputMode?: "tel") => (
    <TextField
      label={t(`fields.${name}`)}
      error={Boolean(errors[name])}
      helperText={errorText(errors[name])}
      slotProps={{ htmlInput: { maxLength: max, inputMode } }}
      {...field(name)}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: "grid", gap: 2 }}>
      <FormSection title={t("profile.editable")}>
        {input("phone_number", PILOT_LIMITS.phone_number, "tel")}
        {input("identify_number", PILOT_LIMITS.identify_number)}
        {input("passport_number", PILOT_LIMITS.passport_number)}
      </FormSection>
      <Box
        sx={{
          display: "flex",
          gap: 2,
          alignItems: "center",
          flexWrap: "wrap",
          justifyContent: "space-between",
        }}
      >
        <Typography variant="body2" color="text.secondary" sx={{ flex: "1 1 260px" }}>
          {t("profile.info_hint")}
        </Typography>
        <Button type="submit" variant="contained" disabled={!isDirty} loading={isSubmitting}>
          {t("actions.save")}
        </Button>
      </Box>
    </Box>
  );
}
