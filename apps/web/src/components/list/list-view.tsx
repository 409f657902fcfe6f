import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import useMediaQuery from "@mui/material/useMediaQuery";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { pageFromServer, serverLayoutDesktop } from "../../lib/ssr";
import { ListCards } from "./list-cards";
import { ListTable, type ListTableProps } from "./list-table";
import { useRowsInSteps } from "./use-rows-in-steps";

/** As many placeholder rows as a screen shows, while the first rows wait to render. */
const SKELETON_ROWS = 10;

/** Below this width each row becomes a card: a phone never scrolls a table sideways. */
export const CARD_LAYOUT_QUERY = "(max-width: 599.95px)";

/** The table's own props (the view names the row-menu column itself), plus what the view adds. */
export interface ListViewProps<Row> extends Omit<ListTableProps<Row>, "menuHeader"> {
  /** A later page or a new search is on its way while the old rows stay. */
  refreshing?: boolean;
  footer?: ReactNode;
}

/** The rows as a table on a wide screen and as cards on a phone, with the state the list is in. */
export function ListView<Row>({ footer, refreshing, rows, ...rest }: ListViewProps<Row>) {
  const { t } = useTranslation("common");
  const shown = useRowsInSteps(rows);
  const props = {
    ...rest,
    rows: shown.rows,
    skeletonRows: rest.skeletonRows ?? (shown.waiting ? Math.min(rows.length, SKELETON_ROWS) : undefined),
  };
  // A page the server rendered is taken over with the layout it chose: cards for a phone.
  const fromServer = pageFromServer();
  const cards = useMediaQuery(CARD_LAYOUT_QUERY, {
    noSsr: !fromServer,
    defaultMatches: fromServer && !serverLayoutDesktop(),
  });
  const progress = (
    <Box sx={{ height: 4 }}>{refreshing ? <LinearProgress aria-label={t("list.loading")} /> : null}</Box>
  );
  if (cards) {
    return (
      <Box sx={{ display: "grid", gap: 1 }} aria-busy={refreshing || Boolean(props.skeletonRows)}>
        {progress}
        <ListCards {...props} />
        {footer ? (
          <Paper variant="outlined" sx={{ borderRadius: 2 }}>
            {footer}
          </Paper>
        ) : null}
      </Box>
    );
  }
  return (
    <Paper
      variant="outlined"
      sx={{ borderRadius: 2, overflow: "hidden" }}
      aria-busy={refreshing || Boolean(props.skeletonRows)}
    >
      {progress}
      <ListTable {...props} menuHeader={t("list.row_actions")} />
      {footer}
    </Paper>
  );
}
