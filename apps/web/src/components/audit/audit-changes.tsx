import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";

const show = (value: unknown) =>
  value === null || value === undefined || value === ""
    ? "—"
    : typeof value === "object"
      ? JSON.stringify(value)
      : String(value);

/** An audit row's changes: `{field: [before, after]}` as "field: before → after", anything else as written. */
export function AuditChanges({ changes }: { changes: unknown }) {
  const { t } = useTranslation("audit");
  if (changes === null || changes === undefined) return <>—</>;
  if (typeof changes !== "object" || Array.isArray(changes)) return <>{show(changes)}</>;
  const entries = Object.entries(changes as Record<string, unknown>);
  if (entries.length === 0) return <>—</>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2, maxWidth: 520, overflowWrap: "anywhere" }}>
      {entries.slice(0, 12).map(([field, value]) => (
        <li key={field}>
          <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
            {field}
          </Typography>
          {": "}
          {Array.isArray(value) && value.length === 2
            ? t("changes.before_after", { before: show(value[0]), after: show(value[1]) })
            : show(value)}
        </li>
      ))}
      {entries.length > 12 ? <li>{t("changes.more", { count: entries.length - 12 })}</li> : null}
    </Box>
  );
}
