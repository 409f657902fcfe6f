import { isSuperAdmin, Role, type UserSummary } from "@trms/shared";
import { useTranslation } from "react-i18next";
import type { ChangePasswordLabels } from "../../components/change-password-dialog";
import { useSharedLabels } from "../../components/shared-labels";

const ROLE_KEYS: Record<number, string> = {
  [Role.ADMIN]: "admin",
  [Role.USER]: "user",
  [Role.INSTRUCTOR]: "instructor",
  [Role.PILOT]: "pilot",
  [Role.EMPLOYEE]: "employee",
};

/** The texts the shared components take as props, read from this feature's namespace. */
export function useUserLabels() {
  const { avatar } = useSharedLabels();
  const { t } = useTranslation("user");
  const password: ChangePasswordLabels = {
    title: t("actions.change_password"),
    oldPassword: t("fields.old_password"),
    newPassword: t("fields.new_password"),
    confirmPassword: t("fields.confirm_password"),
    cancel: t("actions.cancel"),
    save: t("actions.save"),
  };
  const role = (user: Pick<UserSummary, "role" | "is_admin">) =>
    isSuperAdmin(user) ? t("roles.super_admin") : t(`roles.${ROLE_KEYS[user.role] ?? "user"}`);
  return { avatar, password, role };
}
