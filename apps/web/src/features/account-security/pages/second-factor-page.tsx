import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, Link as RouterLink, useNavigate } from "react-router";
import { BrandMark } from "../../../components/brand-mark";
import { LanguageSwitcher } from "../../../components/language-switcher";
import { MuiProvider } from "../../../components/mui-provider";
import { useAuth } from "../../../lib/auth";
import { homePath } from "../../../lib/home";
import { queryClient } from "../../../lib/query-client";
import { SecondFactors } from "../components/second-factors";
import { secondFactorStatusQuery } from "../factors-api";

/**
 * /second-factor: where an account that must hold a second factor sets one up, on its own page
 * outside the areas (whose screens it may not open until it has), and where the reminder leads.
 */
export function SecondFactorPage() {
  return (
    <MuiProvider>
      <QueryClientProvider client={queryClient}>
        <Enrolment />
      </QueryClientProvider>
    </MuiProvider>
  );
}

function Enrolment() {
  const { t } = useTranslation(["security", "common"]);
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const status = useQuery(secondFactorStatusQuery());
  useEffect(() => {
    document.title = `${t("factors.page_title")} · ${t("common:app_title")}`;
  }, [t]);
  if (!user) return <Navigate to="/login" replace />;
  const home = homePath(user) ?? "/";
  const mustEnrol = status.data?.enrolment_only ?? false;
  return (
    <Box component="main" sx={{ maxWidth: 760, mx: "auto", px: { xs: 2, sm: 4 }, py: { xs: 3, sm: 5 } }}>
      <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 2, mb: 3 }}>
        <BrandMark />
        <LanguageSwitcher />
      </Box>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {t("factors.page_title")}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {mustEnrol ? t("factors.page_intro_required") : t("factors.page_intro")}
      </Typography>
      <SecondFactors onEnrolled={() => navigate(home, { replace: true })} />
      <Box sx={{ display: "flex", flexWrap: "wrap", justifyContent: "space-between", gap: 2, mt: 3 }}>
        <Button onClick={() => void signOut()}>{t("factors.sign_out")}</Button>
        {mustEnrol ? null : (
          <Button variant="contained" component={RouterLink} to={home}>
            {t("factors.continue")}
          </Button>
        )}
      </Box>
    </Box>
  );
}
