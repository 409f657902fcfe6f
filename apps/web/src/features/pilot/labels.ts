import { Position } from "@trms/shared";
import { useTranslation } from "react-i18next";
import type { ChangePasswordLabels } from "../../components/change-password-dialog";
import { useSharedLabels } from "../../components/shared-labels";

const POSITION_KEYS: Record<number, string> = {
  [Position.CAPTAIN]: "captain",
  [Position.FIRST_OFFICER]: "first_officer",
  [Position.CAPTAIN_TRAINING]: "captain_training",
  [Position.FIRST_OFFICER_TRAINING]: "first_officer_training",
};

export const POSITIONS = Object.values(Position);

/** The texts the shared components take as props, and the position label of a code. */
export function usePilotLabels() {
  const { avatar } = useSharedLabels();
  const { t } = useTranslation("pilot");
  const password: ChangePasswordLabels = {
    title: t("actions.change_password"),
    oldPassword: t("password.old"),
    newPassword: t("password.new"),
    confirmPassword: t("password.confirm"),
    cancel: t("actions.cancel"),
    save: t("actions.save"),
  };
  const position = (code: number | string | null | undefined) => {
    if (code === null || code === undefined || code === "") return "";
    const key = POSITION_KEYS[Number(code)];
    return key ? t(`positions.${key}`) : "";
  };
  return { avatar, password, position };
}
