import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import {
  SIM_SLOT_TYPES,
  type SimSlot,
  type SimSlotFormValues,
  type SimSlotType,
  simSlotFleet,
  simSlotFormSchema,
  simSlotLabels,
  simSlotTimes,
  simSlotTypeLock,
} from "@trms/shared";
import { useEffect } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate } from "react-router";
import type { z } from "zod";
import { SubmitButton } from "../../../components/form/action-button";
import { useLeaveGuard } from "../../../components/form/leave-guard";
import { schemaResolver } from "../../../components/form/resolver";
import { FormTextField } from "../../../components/form/text-field";
import { useFormSubmit } from "../../../components/form/use-form-submit";
import { useAuth } from "../../../lib/auth";
import { notifySuccess } from "../../../lib/notify";
import { useCreateSimSlot, useUpdateSimSlot } from "../api";

type Output = z.output<typeof simSlotFormSchema>;
const LIST = "/admin/sim-slot";

interface SimSlotFormProps {
  /** The slot being edited; a new slot without it. */
  slot?: SimSlot;
  readOnly?: boolean;
}

/**
 * The slot form (part2 §2, §4): choose the type (the fleet; fixed to one's own unless super admin),
 * then a label of that fleet; start and end fill from the label. Changing the type clears the rest.
 */
export function SimSlotForm({ slot, readOnly = false }: SimSlotFormProps) {
  const { t } = useTranslation("sim-slot");
  const { user: actor } = useAuth();
  const navigate = useNavigate();
  const create = useCreateSimSlot();
  const update = useUpdateSimSlot();
  const lock = actor ? simSlotTypeLock(actor) : "none";
  const lockedType = lock === null || lock === "none" ? null : lock;
  const types = lockedType ? [slot?.type ?? lockedType] : SIM_SLOT_TYPES;

  const form = useForm<SimSlotFormValues, unknown, Output>({
    resolver: schemaResolver<SimSlotFormValues, Output>(simSlotFormSchema),
    defaultValues: slot
      ? { type: slot.type, slot: slot.slot, start: slot.start, end: slot.end }
      : { type: lockedType ?? "", slot: "", start: "", end: "" },
  });
  const type = useWatch({ control: form.control, name: "type" }) as SimSlotType | "";

  useEffect(() => {
    const subscription = form.watch((values, { name }) => {
      // Picking a type resets the slot and its times; picking a label fills them (part2 §4).
      if (name === "type") {
        form.setValue("slot", "", { shouldDirty: true });
        form.setValue("start", "");
        form.setValue("end", "");
      } else if (name === "slot") {
        const times =
          values.type && values.slot ? simSlotTimes(values.type as SimSlotType, values.slot) : null;
        form.setValue("start", times?.start ?? "", { shouldValidate: Boolean(times) });
        form.setValue("end", times?.end ?? "", { shouldValidate: Boolean(times) });
      }
    });
    return () => subscription.unsubscribe();
  }, [form]);

  const { submit, pending } = useFormSubmit(
    form,
    async (values) => {
      if (slot) {
        await update.mutateAsync({ id: slot.id, ...values });
        notifySuccess(t("notifications.updated"));
      } else {
        await create.mutateAsync(values);
        notifySuccess(t("notifications.created"));
      }
      navigate(LIST);
    },
    { serverFields: ["type", "slot", "start", "end"] },
  );
  const guard = useLeaveGuard(!readOnly && form.formState.isDirty && !pending);
  const labels = type ? simSlotLabels(type) : [];

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 2, maxWidth: 720 }}>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: "grid", gap: 2.5 }}>
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
          <FormTextField
            control={form.control}
            name="type"
            namespace="sim-slot"
            select
            label={t("fields.type")}
            required
            // A fleet-bound manager works on their own fleet's slots only (part2 §5).
            readOnly={readOnly || lockedType !== null}
            helperText={lockedType && !readOnly ? t("form.type_locked") : undefined}
          >
            {types.map((value) => (
              <MenuItem key={value} value={value}>
                {simSlotFleet(value)}
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField
            control={form.control}
            name="slot"
            namespace="sim-slot"
            select
            label={t("fields.slot")}
            required
            readOnly={readOnly}
            disabled={!type}
            helperText={!type ? t("form.choose_type_first") : undefined}
          >
            {labels.map((label) => {
              const times = simSlotTimes(type as SimSlotType, label);
              return (
                <MenuItem key={label} value={label}>
                  {t("form.label_option", { label, start: times?.start, end: times?.end })}
                </MenuItem>
              );
            })}
          </FormTextField>
          <FormTextField
            control={form.control}
            name="start"
            namespace="sim-slot"
            label={t("fields.start")}
            required
            readOnly
            placeholder="HH:mm"
          />
          <FormTextField
            control={form.control}
            name="end"
            namespace="sim-slot"
            label={t("fields.end")}
            required
            readOnly
            placeholder="HH:mm"
          />
        </Box>
        {readOnly ? null : (
          <Box sx={{ display: "flex", gap: 1, justifyContent: "flex-end" }}>
            <Button component={RouterLink} to={LIST} onClick={guard.release} disabled={pending}>
              {t("actions.cancel")}
            </Button>
            <SubmitButton pending={pending}>{slot ? t("actions.save") : t("actions.create")}</SubmitButton>
          </Box>
        )}
      </Box>
      {guard.dialog}
    </Paper>
  );
}
