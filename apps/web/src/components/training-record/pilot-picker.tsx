import { useTranslation } from "react-i18next";
import { PilotPicker as SearchPilotPicker } from "../pilot-picker";

export interface PickedPilot {
  id: number;
  crew_code: string;
  full_name: string;
}

interface PilotPickerProps {
  value: PickedPilot | null;
  onChange: (pilotId: number, pilot: PickedPilot) => void;
  /** The field's label; "Pilot" by default. */
  label?: string;
  /** An error shown under the field (a form's message for this pilot). */
  error?: string;
  onBlur?: () => void;
}

/** Whose records to show: the pilots the caller may see, searched on the server as they type. */
export function PilotPicker({ value, onChange, label, error, onBlur }: PilotPickerProps) {
  const { t } = useTranslation("training-record");
  return (
    <SearchPilotPicker<PickedPilot>
      sx={{ flex: "1 1 260px", maxWidth: { sm: 360 } }}
      size="small"
      value={value}
      label={label ?? t("pilot_picker.label")}
      error={error}
      onBlur={onBlur}
      onChange={(picked) => {
        if (picked) onChange(picked.id, picked);
      }}
    />
  );
}
