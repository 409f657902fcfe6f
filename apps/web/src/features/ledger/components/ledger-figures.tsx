import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Link from "@mui/material/Link";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { LEDGER_VALIDITIES, VALIDITY_STATES } from "@trms/shared";
import dayjs from "dayjs";
import { lazy, type ReactNode, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { GateHold, useSettled } from "../../../components/landing-gate";
import { API_DATE } from "../../../lib/dates";
import { ledgerFiguresQuery } from "../api";
import { VALIDITY_TONE } from "./validity-cell";

const FiguresChart = lazy(() => import("./figures-chart"));

function FigureCard({
  title,
  to,
  linkText,
  children,
}: {
  title: string;
  to: string;
  linkText: string;
  children: ReactNode;
}) {
  return (
    <Card variant="outlined" sx={{ height: "100%" }}>
      <CardContent sx={{ display: "grid", gap: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {children}
        <Link component={RouterLink} to={to} variant="body2">
          {linkText}
        </Link>
      </CardContent>
    </Card>
  );
}

function Counts({ items }: { items: { label: string; count: number; to?: string }[] }) {
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: "none", display: "grid", gap: 0.5 }}>
      {items.map((item) => (
        <Box
          component="li"
          key={item.label}
          sx={{ display: "flex", justifyContent: "space-between", gap: 2 }}
        >
          {item.to ? (
            <Link component={RouterLink} to={item.to} variant="body2">
              {item.label}
            </Link>
          ) : (
            <Typography variant="body2">{item.label}</Typography>
          )}
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {item.count}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * The figures above the ledger, counted from the records in the caller's scope. The
 * dashboard shows its list once they are in.
 */
export function LedgerFigures() {
  return (
    <GateHold>
      <Figures />
    </GateHold>
  );
}

function Figures() {
  const { t } = useTranslation("ledger");
  const figures = useQuery(ledgerFiguresQuery());
  useSettled(!figures.isPending);
  if (figures.isError) return <Typography color="error">{t("figures.failed")}</Typography>;
  const data = figures.data;
  if (!data)
    return (
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "repeat(3, 1fr)" }, mb: 3 }}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={160} />
        ))}
      </Box>
    );
  const month = dayjs(data.today);
  const simMonthLink = `/admin/sim?start_date=${month.startOf("month").format(API_DATE)}&end_date=${month.endOf("month").format(API_DATE)}`;
  const count = (rows: { status: number; count: number }[], status: number) =>
    rows.find((r) => r.status === status)?.count ?? 0;
  const months = data.event_reports_by_month.map((m) => m.month);
  return (
    <Box
      data-testid="ledger-figures"
      sx={{
        display: "grid",
        gap: 2,
        gridTemplateColumns: { xs: "1fr", md: "repeat(2, 1fr)", lg: "repeat(4, 1fr)" },
        mb: 3,
      }}
    >
      <FigureCard
        title={t("figures.sim_this_month")}
        to={simMonthLink}
        linkText={t("figures.open_sim_month")}
      >
        <Counts
          items={[1, 2, 3, 4, 5, 6].map((status) => ({
            label: t(`sim_status.${status}`),
            count: count(data.sim_forms_this_month, status),
          }))}
        />
      </FigureCard>
      <FigureCard title={t("figures.sim_waiting")} to="/admin/sim" linkText={t("figures.open_sim")}>
        <Counts
          items={[1, 2, 3, 4].map((status) => ({
            label: t(`waiting.${status}`),
            count: count(data.sim_forms_waiting, status),
          }))}
        />
      </FigureCard>
      {LEDGER_VALIDITIES.slice(0, 2).map((key) => (
        <FigureCard
          key={key}
          title={t(`figures.states_of`, { validity: t(`validity.${key}`) })}
          to={`/admin/dashboards?validity=${key}&expiring_within_days=30`}
          linkText={t("figures.open_expiring")}
        >
          <Counts
            items={VALIDITY_STATES.map((state) => ({
              label: t(`state.${state}`),
              count: data.validity_states[key][state],
              ...(state === "expired" ? { to: `/admin/dashboards?validity=${key}&expired=1` } : {}),
              ...(state === "expiring"
                ? { to: `/admin/dashboards?validity=${key}&expiring_within_days=30` }
                : {}),
            }))}
          />
          <Box sx={{ display: "flex", height: 8, borderRadius: 1, overflow: "hidden" }} aria-hidden>
            {VALIDITY_STATES.map((state) => (
              <Box
                key={state}
                sx={{ flex: data.validity_states[key][state], bgcolor: VALIDITY_TONE[state].color }}
              />
            ))}
          </Box>
        </FigureCard>
      ))}
      <Box sx={{ gridColumn: { md: "span 2" } }}>
        <FigureCard
          title={t("figures.event_reports")}
          to="/admin/event_report"
          linkText={t("figures.open_event_reports")}
        >
          <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
            <FiguresChart
              label={t("figures.event_reports")}
              months={months}
              series={[
                { label: t("figures.reports"), data: data.event_reports_by_month.map((m) => m.reports) },
                {
                  label: t("figures.minus_points"),
                  data: data.event_reports_by_month.map((m) => m.minus_points),
                },
              ]}
            />
          </Suspense>
        </FigureCard>
      </Box>
      <Box sx={{ gridColumn: { md: "span 2" } }}>
        <FigureCard title={t("figures.below_standard")} to="/admin/fot" linkText={t("figures.open_fot")}>
          <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
            <FiguresChart
              label={t("figures.below_standard")}
              months={data.below_standard_by_month.map((m) => m.month)}
              series={[
                { label: t("figures.flights"), data: data.below_standard_by_month.map((m) => m.flights) },
              ]}
            />
          </Suspense>
        </FigureCard>
      </Box>
    </Box>
  );
}
