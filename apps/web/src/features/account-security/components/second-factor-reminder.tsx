import GppMaybeIcon from "@mui/icons-material/GppMaybe";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Tooltip from "@mui/material/Tooltip";
import { useQuery } from "@tanstack/react-query";
import { isAdminArea, SECOND_FACTOR_PAGE } from "@trms/shared";
import { useTranslation } from "react-i18next";
import { Navigate, Link as RouterLink } from "react-router";
import { VISUALLY_HIDDEN } from "../../../components/list/list-styles";
import { useAuth } from "../../../lib/auth";
import { formatDate } from "../../../lib/dates";
import { secondFactorStatusQuery } from "../factors-api";

/**
 * In the top bar of an account that must hold a second factor and holds none: by when to set one
 * up, and the way there (in the bar, so no screen moves when it appears); once the grace period is
 * over, the enrolment page itself. Only the admin area's accounts can be required to hold one.
 */
export function SecondFactorReminder() {
  const { t } = useTranslation("security");
  const { user } = useAuth();
  const status = useQuery({ ...secondFactorStatusQuery(), enabled: isAdminArea(user), staleTime: 60_000 });
  const data = status.data;
  if (!data?.due_at) return null;
  if (data.enrolment_only) return <Navigate to={SECOND_FACTOR_PAGE} replace />;
  const message = t("factors.enrol_by", { date: formatDate(data.due_at) });
  return (
    <Tooltip title={message} describeChild>
      <Button
        color="inherit"
        variant="outlined"
        size="small"
        component={RouterLink}
        to={SECOND_FACTOR_PAGE}
        startIcon={<GppMaybeIcon />}
        sx={{ flexShrink: 0, minWidth: 0, "& .MuiButton-startIcon": { mr: { xs: 0, sm: 1 } } }}
      >
        {/* Read out at every width; shown from the tablet up, where the bar has room for it. */}
        <Box component="span" sx={(theme) => ({ [theme.breakpoints.down("sm")]: VISUALLY_HIDDEN })}>
          {t("factors.set_up_now")}
        </Box>
      </Button>
    </Tooltip>
  );
}
