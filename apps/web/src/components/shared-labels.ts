import { useTranslation } from "react-i18next";
import type { AvatarPickerLabels } from "./avatar-picker";

/** The texts of the shared avatar picker, kept once in the common namespace. */
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
  return { avatar };
}
