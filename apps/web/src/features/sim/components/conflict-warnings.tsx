import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import type { SimConflict } from "@trms/shared";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { ActionButton } from "../../../components/form/action-button";
import { formatSimDateTime } from "../../../lib/dates";

interface ConflictWarningsProps {
  conflicts: SimConflict[];
  /** More than one session on the form: each warning says which one. */
  numbered: boolean;
  /** The other session's screen, when the caller may open it. */
  otherPath?: (id: number) => string;
  saveLabel: string;
  pending: boolean;
  onSaveAnyway: () => unknown;
}

/**
 * Overlaps with other sessions (a pilot or instructor booked twice, a place taken), each naming the
 * other session; the user may still save deliberately.
 */
export function ConflictWarnings({
  conflicts,
  numbered,
  otherPath,
  saveLabel,
  pending,
  onSaveAnyway,
}: ConflictWarningsProps) {
  const { t } = useTranslation("sim");
  return (
    <Alert severity="warning" role="alert">
      <AlertTitle>{t("conflicts.title")}</AlertTitle>
      {t("conflicts.intro")}
      <Box component="ul" sx={{ pl: 2.5, my: 1 }}>
        {conflicts.map((conflict, position) => {
          const where = [
            numbered ? t("conflicts.row", { number: conflict.index + 1 }) : null,
            t(`fields.session_${conflict.session}`),
          ]
            .filter(Boolean)
            .join(" · ");
          const text = t(`conflicts.${conflict.kind}`, {
            crew_code: conflict.crew_code ?? "",
            place: conflict.place ?? "",
            date_time: formatSimDateTime(conflict.other_date_time),
          });
          const other =
            conflict.other_sim_id !== null && otherPath ? (
              <>
                {" "}
                <Link
                  component={RouterLink}
                  to={otherPath(conflict.other_sim_id)}
                  target="_blank"
                  rel="noopener"
                >
                  {t("conflicts.open_other")}
                </Link>
              </>
            ) : conflict.other_index !== undefined ? (
              ` (${t("conflicts.in_list", { number: conflict.other_index + 1 })})`
            ) : null;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: warnings have no identity beyond their place
            <li key={position}>
              <strong>{where}:</strong> {text}
              {other}
            </li>
          );
        })}
      </Box>
      <ActionButton variant="contained" color="warning" pending={pending} onClick={onSaveAnyway}>
        {saveLabel}
      </ActionButton>
    </Alert>
  );
}
