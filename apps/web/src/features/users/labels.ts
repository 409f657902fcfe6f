import { Role, type UserSummary } from "@trms/shared";
import { useTranslation } from "react-i18next";
import type { AvatarPickerLabels } from "../../components/avatar-picker";
import type { ChangePasswordLabels } from "../../components/change-password-dialog";
import type { PaginationLabels } from "../../components/list/paged-table";

const ROLE_KEYS: Record<number, string> = {
  [Role.ADMIN]: "admin",
  [Role.USER]: "user",
  [Role.INSTRUCTOR]: "instructor",
  [Role.PILOT]: "pilot",
  [Role.EMPLOYEE]: "employee",
};

/** The texts the shared components take as props, read from this feature's namespace. */
export function useUserLabels() {
  const { t } = useTranslation("users");
  const avatar: AvatarPickerLabels = {
    title: t("avatar.title"),
    zoom: t("avatar.zoom"),
    cancel: t("actions.cancel"),
    apply: t("avatar.apply"),
    uploading: t("avatar.uploading"),
    choose: t("avatar.choose"),
    tooLarge: t("avatar.too_large"),
    wrongType: t("avatar.wrong_type"),
  };
  const password: ChangePasswordLabels = {
    title: t("actions.change_password"),
    oldPassword: t("fields.old_password"),
    newPassword: t("fields.new_password"),
    confirmPassword: t("fields.confirm_password"),
    cancel: t("actions.cancel"),
    save: t("actions.save"),
  };
  const pagination: PaginationLabels = {
    rowsPerPage: t("list.rows_per_page"),
    displayed: ({ from, to, count }) => t("list.displayed", { from, to, count }),
  };
  const role = (user: Pick<UserSummary, "role" | "is_admin">) =>
    user.is_admin && user.role === Role.ADMIN
      ? t("roles.super_admin")
      : t(`roles.${ROLE_KEYS[user.role] ?? "user"}`);
  return { avatar, password, pagination, role };
}
