import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { HistoryChange } from "@trms/shared";
import { useTranslation } from "react-i18next";

/** At most this many changed fields of one row are listed; the record holds the rest. */
const SHOWN = 12;

/** An audit row's changes in words: "Label: value" or "Label: before → after", one per line. */
export function AuditChanges({ changes }: { changes: HistoryChange[] }) {
  const { t } = useTranslation("audit");
  if (changes.length === 0) return <>—</>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2, maxWidth: 520, overflowWrap: "anywhere" }}>
      {changes.slice(0, SHOWN).map((change, index) => (
        // Two lines may share a label (a record's instructor account and name): the place keeps them apart.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is read-only and never reordered
        <li key={index}>
          <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
            {change.label}
          </Typography>
          {": "}
          {change.value}
        </li>
      ))}
      {changes.length > SHOWN ? <li>{t("changes.more", { count: changes.length - SHOWN })}</li> : null}
    </Box>
  );
}
