import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import { can, type Imported } from "@trms/shared";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { useAuth } from "../lib/auth";
import { formatDateTime } from "../lib/dates";

/**
 * "Imported from <file> on <date>" on the detail of a record the history import wrote, with a link
 * to that import for whoever may run imports; nothing for a record the product made itself.
 */
export function ImportedNote({ imported, sx }: { imported: Imported | undefined; sx?: object }) {
  const { t } = useTranslation("common");
  const { user } = useAuth();
  if (!imported) return null;
  return (
    <Alert
      severity="info"
      sx={sx}
      action={
        can(user, "history_import.run") ? (
          <Button
            color="inherit"
            size="small"
            component={RouterLink}
            to={`/admin/import?batch=${imported.batch_id}`}
          >
            {t("imported.open")}
          </Button>
        ) : undefined
      }
    >
      {t("imported.text", { file: imported.file_name, at: formatDateTime(imported.imported_at) })}
    </Alert>
  );
}
