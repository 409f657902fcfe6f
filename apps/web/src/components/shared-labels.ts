import { useTranslation } from "react-i18next";
import type { AvatarPickerLabels } from "./avatar-picker";
import type { PaginationLabels } from "./list/paged-table";

/** The texts of the shared avatar picker and paged table, kept once in the common namespace. */
export function useSharedLabels() {
  const { t } = useTranslation("common");
  const avatar: AvatarPickerLabels = {
    title: t("avatar.title"),
    zoom: t("avatar.zoom"),
    cancel: t("actions.cancel"),
    apply: t("avatar.apply"),
    uploading: t("avatar.uploading"),
    choose: t("avatar.choose"),
    tooLarge: t("avatar.too_large"),
    wrongType: t("avatar.wrong_type"),
    unreadable: t("avatar.unreadable"),
  };
  const pagination: PaginationLabels = {
    rowsPerPage: t("list.rows_per_page"),
    displayed: ({ from, to, count }) => t("list.displayed", { from, to, count }),
  };
  return { avatar, pagination };
}
