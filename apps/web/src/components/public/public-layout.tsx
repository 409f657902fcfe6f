import { type ReactNode, useEffect, useId } from "react";
import { useTranslation } from "react-i18next";
import { BrandMark } from "../brand-mark";
import { LanguageSwitcher } from "../language-switcher";

interface PublicLayoutProps {
  /** The card's heading, e.g. "Sign in"; also the document title. */
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** The frame of every page shown without a session: sign-in, password pages, survey, not found. */
export function PublicLayout({ title, subtitle, children }: PublicLayoutProps) {
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
        <section className="pub__card" aria-labelledby={headingId}>
          <div className="pub__brand">
            <BrandMark />
            <p className="pub__brand-name">{appTitle}</p>
          </div>
          <h1 className="pub__title" id={headingId}>
            {title}
          </h1>
          {subtitle ? <p className="pub__subtitle">{subtitle}</p> : null}
          <div className="pub__body">{children}</div>
        </section>
      </main>
    </div>
  );
}
