import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { PublicLayout } from "../../../components/public/public-layout";

/** Unknown path outside the areas, e.g. a mistyped link from an email. */
export function PublicNotFoundPage() {
  const { t } = useTranslation(["shell", "common"]);
  return (
    <PublicLayout title={t("not_found.title")}>
      <div className="pub-notice pub-stack">
        <div>
          <p className="pub-notice__code" aria-hidden>
            404
          </p>
          <p className="pub__text">{t("not_found.description")}</p>
        </div>
        <RouterLink className="pub-btn pub-btn--primary" to="/">
          {t("common:actions.go_home")}
        </RouterLink>
      </div>
    </PublicLayout>
  );
}
