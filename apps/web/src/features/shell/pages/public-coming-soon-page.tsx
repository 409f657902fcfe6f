import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { PublicLayout } from "../../../components/public/public-layout";

/** The public survey's placeholder, framed like the sign-in pages since it needs no session. */
export function PublicComingSoonPage() {
  const { t } = useTranslation(["shell", "common"]);
  return (
    <PublicLayout title={t("menu.survey")}>
      <div className="pub-notice pub-stack">
        <div>
          <span className="pub-notice__badge">{t("coming_soon.title")}</span>
          <p className="pub__text">{t("coming_soon.description")}</p>
        </div>
        <p style={{ margin: 0 }}>
          <RouterLink className="pub-link" to="/">
            {t("common:actions.go_home")}
          </RouterLink>
        </p>
      </div>
    </PublicLayout>
  );
}
