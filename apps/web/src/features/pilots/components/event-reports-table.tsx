import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import type { ListColumn } from "../../../components/list/list-column";
import { ListEmpty } from "../../../components/list/list-message";
import { ListView } from "../../../components/list/list-view";

const COLUMNS = [
  "no",
  "date",
  "flight_number",
  "sector",
  "content",
  "note",
  "minus_point",
  "detail",
] as const;

/**
 * The pilot's event reports under the profile (part1 §2). Event reports arrive with their own
 * feature; until then the table shows its columns and the empty state without calling the API.
 */
export function EventReportsTable() {
  const { t } = useTranslation("pilots");
  const columns: ListColumn<never>[] = COLUMNS.map((key) => ({
    key,
    header: t(`event_reports.columns.${key}`),
    render: () => null,
  }));
  return (
    // minWidth 0: as a grid item the section would otherwise widen the page to the table's width.
    <Box component="section" sx={{ minWidth: 0 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5, fontWeight: 500 }}>
        {t("event_reports.title")}
      </Typography>
      <ListView
        caption={t("event_reports.caption")}
        columns={columns}
        rows={[]}
        rowKey={() => 0}
        message={<ListEmpty text={t("event_reports.empty")} />}
      />
    </Box>
  );
}
