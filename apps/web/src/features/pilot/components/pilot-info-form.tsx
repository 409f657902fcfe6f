import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { PILOT_LIMITS, type PilotDetail, updatePilotInfoSchema } from "@trms/shared";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { SubmitButton } from "../../../components/form/action-button";
import { useLeaveGuard } from "../../../components/form/leave-guard";
import { schemaResolver } from "../../../components/form/resolver";
import { FormTextField } from "../../../components/form/text-field";
import { useFormSubmit } from "../../../components/form/use-form-submit";
import { notifySuccess } from "../../../lib/notify";
import { useUpdatePilotInfo } from "../api";
import { FormSection } from "./form-section";

const INFO_FIELDS = ["phone_number", "identify_number", "passport_number"] as const;
type InfoValues = Record<(typeof INFO_FIELDS)[number], string>;

/** Part1 §6: a pilot viewing themself edits only phone, identify and passport numbers. */
export function PilotInfoForm({ pilot }: { pilot: PilotDetail }) {
  const { t } = useTranslation("pilot");
  const update = useUpdatePilotInfo();
  const form = useForm<InfoValues>({
    // The server's own schema: the same patterns and limits refuse the same numbers here.
    resolver: schemaResolver<InfoValues>(updatePilotInfoSchema, {
      toInput: (values) => ({ id: pilot.id, ...values }),
    }),
    values: {
      phone_number: pilot.phone_number ?? "",
      identify_number: pilot.identify_number ?? "",
      passport_number: pilot.passport_number ?? "",
    },
  });
  const { submit, pending } = useFormSubmit(
    form,
    async (values) => {
      await update.mutateAsync({ id: pilot.id, ...values });
      notifySuccess(t("notifications.info_updated"));
    },
    { serverFields: INFO_FIELDS },
  );
  const guard = useLeaveGuard(form.formState.isDirty && !pending);

  const input = (name: keyof InfoValues, inputMode?: "tel" | "numeric") => (
    <FormTextField
      control={form.control}
      name={name}
      namespace="pilot"
      label={t(`fields.${name}`)}
      max={PILOT_LIMITS[name]}
      slotProps={{ htmlInput: { inputMode } }}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: "grid", gap: 2 }}>
      <FormSection title={t("profile.editable")}>
        {input("phone_number", "tel")}
        {input("identify_number", "numeric")}
        {input("passport_number")}
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
        <SubmitButton pending={pending} disabled={!form.formState.isDirty}>
          {t("actions.save")}
        </SubmitButton>
      </Box>
      {guard.dialog}
    </Box>
  );
}
