import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { type ReactNode, useEffect, useId } from "react";
import { useTranslation } from "react-i18next";
import { BrandMark } from "../../../components/brand-mark";
import { LanguageSwitcher } from "../../../components/language-switcher";

/** The public frame of the sign-in pages (same backdrop and bar), with a card wide enough for tables. */
export function SurveyLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation("common");
  const headingId = useId();
  const appTitle = t("app_title");

  useEffect(() => {
    document.title = `${title} · ${appTitle}`;
  }, [title, appTitle]);

  return (
    <div className="pub">
      <header className="pub__bar">
        <LanguageSwitcher tone="dark" />
      </header>
      <main className="pub__main">
        <Paper
          component="section"
          aria-labelledby={headingId}
          elevation={3}
          sx={{ width: "100%", maxWidth: 720, mt: { xs: 1, sm: 4 }, p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}
        >
          <div className="pub__brand">
            <BrandMark />
            <p className="pub__brand-name">{appTitle}</p>
          </div>
          <Typography id={headingId} variant="h5" component="h1" sx={{ fontWeight: 500 }}>
            {title}
          </Typography>
          {children}
        </Paper>
      </main>
    </div>
  );
}
