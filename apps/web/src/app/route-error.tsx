import { useTranslation } from "react-i18next";

/**
 * Last resort for a route that throws, most often a chunk that vanished after a deploy:
 * a reload fetches the new build. Plain markup, since MUI may be the very chunk that failed.
 */
export function RouteError() {
  const { t } = useTranslation("common");
  return (
    <div className="trms-route-error" role="alert">
      <span>{t("errors.page_failed")}</span>
      <button type="button" className="pub-btn pub-btn--primary" onClick={() => window.location.reload()}>
        {t("actions.reload")}
      </button>
    </div>
  );
}
