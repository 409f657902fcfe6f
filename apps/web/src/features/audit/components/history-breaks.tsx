import Box from "@mui/material/Box";
import type { HistoryBreak } from "@trms/shared";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type { ListColumn } from "../../../components/list/list-column";
import { ListView } from "../../../components/list/list-view";

/** What a cell shows where the break has no such value (an anchor has no record, a gone row no id). */
const NONE = "—";

/** A break with its place in the reply, the only key two identical breaks would not share. */
interface NumberedBreak extends HistoryBreak {
  index: number;
}

function recordText(t: TFunction<"audit">, brk: HistoryBreak): string {
  if (!brk.entity) return NONE;
  const kind = t(`kinds.${brk.entity}`, { defaultValue: brk.entity });
  return brk.entity_id ? `${kind} #${brk.entity_id}` : kind;
}

/** A check's value (a place in the chain, a count), as it came; monospace as it may be a hash. */
function CheckValue({ value }: { value: string | null }) {
  if (value === null) return NONE;
  return (
    // A long value (a hash) wraps at any character, a dozen to a line at least.
    <Box
      component="code"
      sx={{ display: "inline-block", minWidth: "12ch", fontFamily: "monospace", overflowWrap: "anywhere" }}
    >
      {value}
    </Box>
  );
}

/** The listed breaks: a table on a wide screen, a card each on a phone (the list screens' view). */
export function HistoryBreaks({ breaks }: { breaks: HistoryBreak[] }) {
  const { t } = useTranslation("audit");
  const rows: NumberedBreak[] = breaks.map((brk, index) => ({ ...brk, index }));
  const columns: ListColumn<NumberedBreak>[] = [
    {
      key: "problem",
      header: t("integrity.breaks.problem"),
      title: true,
      // The sentence leads the row: it keeps a readable width while hashes wrap beside it.
      render: (row) => <Box sx={{ minWidth: 200 }}>{t(`integrity.problems.${row.problem}`)}</Box>,
    },
    {
      key: "history",
      header: t("integrity.breaks.history"),
      nowrap: true,
      render: (row) => t(`integrity.tables.${row.history}`),
    },
    {
      key: "record",
      header: t("integrity.breaks.record"),
      render: (row) => <Box sx={{ minWidth: 120 }}>{recordText(t, row)}</Box>,
    },
    {
      key: "row",
      header: t("integrity.breaks.row"),
      nowrap: true,
      render: (row) => (row.row_id === null ? NONE : `#${row.row_id}`),
    },
    {
      key: "seq",
      header: t("integrity.breaks.seq"),
      align: "right",
      nowrap: true,
      render: (row) => (row.seq === null ? NONE : row.seq),
    },
    {
      key: "expected",
      header: t("integrity.breaks.expected"),
      render: (row) => <CheckValue value={row.expected} />,
    },
    { key: "found", header: t("integrity.breaks.found"), render: (row) => <CheckValue value={row.found} /> },
  ];
  return (
    <ListView
      caption={t("integrity.breaks.caption")}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.index}
      minWidth={900}
    />
  );
}
