import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useQuery } from "@tanstack/react-query";
import { can, isSuperAdmin, simSlotFleet, simSlotTypeOfFleet } from "@trms/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAuth } from "../../../lib/auth";
import { simSlotTimetableQuery } from "../api";

interface SlotPickerProps {
  label: string;
  /** The slot's start, HH:mm, for the session's date-time. */
  onPick: (start: string) => void;
}

/**
 * A SIM slot of the caller's fleet (every fleet's for the super administrator) that fills the time of
 * a session: the slot is not stored, only the time it gives.
 */
export function SlotPicker({ label, onPick }: SlotPickerProps) {
  const { t } = useTranslation("sim");
  const { user } = useAuth();
  const [picked, setPicked] = useState("");
  const type = isSuperAdmin(user) ? null : simSlotTypeOfFleet(user?.fleet);
  const slots = useQuery({ ...simSlotTimetableQuery(type), enabled: can(user, "sim_slot.view") });
  const options = slots.data ?? [];
  if (options.length === 0) return null;
  return (
    <TextField
      select
      label={label}
      value={picked}
      onChange={(event) => {
        const slot = options.find((option) => String(option.id) === event.target.value);
        setPicked(event.target.value);
        if (slot) onPick(slot.start);
      }}
      helperText={t("slots.hint")}
    >
      {options.map((slot) => (
        <MenuItem key={slot.id} value={String(slot.id)}>
          {t("slots.option", {
            fleet: type === null ? `${simSlotFleet(slot.type)} · ` : "",
            slot: slot.slot,
            start: slot.start,
            end: slot.end,
          })}
        </MenuItem>
      ))}
    </TextField>
  );
}
