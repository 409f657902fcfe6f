import TablePagination from "@mui/material/TablePagination";
import { useTranslation } from "react-i18next";

/**
 * The page turner under a list of fixed page size that is not a list page (a section of a screen):
 * its page, from 1, kept within the pages there are.
 */
export function ListPages(props: {
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation("common");
  const { total, page, pageSize } = props;
  return (
    <TablePagination
      component="div"
      count={total}
      page={Math.min(page - 1, Math.max(0, Math.ceil(total / pageSize) - 1))}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[pageSize]}
      onPageChange={(_event, next) => props.onPage(next + 1)}
      labelRowsPerPage={t("list.rows_per_page")}
      labelDisplayedRows={({ from, to, count }) => t("list.displayed", { from, to, count })}
      sx={{ "& .MuiTablePagination-toolbar": { flexWrap: "wrap", justifyContent: "flex-end", pl: 2 } }}
    />
  );
}
