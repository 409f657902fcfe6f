import Chip from "@mui/material/Chip";

/** Active (1) or blocked/inactive (0): the account status of users and pilots. */
export function StatusChip({ active, label }: { active: boolean; label: string }) {
  return (
    <Chip
      size="small"
      label={label}
      color={active ? "success" : "default"}
      variant={active ? "filled" : "outlined"}
      sx={{ fontWeight: 500 }}
    />
  );
}
