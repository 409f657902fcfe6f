import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import Paper from "@mui/material/Paper";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Language, NotificationSettings } from "@trms/shared";
import { useTranslation } from "react-i18next";
import { apiPost } from "../lib/api";
import { notifySuccess } from "../lib/notify";

const notificationsQuery = queryOptions({
  queryKey: ["auth", "notifications"],
  queryFn: () => apiPost<NotificationSettings>("auth/user/get_notifications"),
});

/**
 * The signed-in account's own switch for workflow mails (a SIM form awaiting one's upload);
 * turning it on or off also sets the mail language to the one on screen.
 */
export function MailNotificationsSwitch() {
  const { t, i18n } = useTranslation("common");
  const client = useQueryClient();
  const settings = useQuery(notificationsQuery);
  const update = useMutation({
    mutationFn: (on: boolean) =>
      apiPost<NotificationSettings>("auth/user/update_notifications", {
        mail_notifications: on,
        language: (i18n.language.startsWith("en") ? "en" : "vi") satisfies Language,
      }),
    onSuccess: (saved) => {
      client.setQueryData(notificationsQuery.queryKey, saved);
      notifySuccess(
        t(saved.mail_notifications ? "mail_notifications.turned_on" : "mail_notifications.turned_off"),
      );
    },
  });
  const checked = settings.data?.mail_notifications ?? true;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 2 }}>
      <Typography variant="subtitle2" component="h2">
        {t("mail_notifications.title")}
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={checked}
            disabled={!settings.data || update.isPending}
            onChange={(event) => update.mutate(event.target.checked)}
            slotProps={{ input: { "aria-describedby": "mail-notifications-help" } }}
          />
        }
        label={t("mail_notifications.label")}
      />
      <FormHelperText id="mail-notifications-help">{t("mail_notifications.help")}</FormHelperText>
    </Paper>
  );
}
