import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { SIM_FORM_ENTITY, type SimFormHistoryItem, type SimPilotForm, type SimSession } from "@trms/shared";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { AuditTrailPanel } from "../../../components/audit/audit-trail-panel";
import { FileLink } from "../../../components/file-link";
import { SectionCard } from "../../../components/form/section-card";
import { ImportedNote } from "../../../components/imported-note";
import { PageHeader } from "../../../components/page-header";
import { RecordNotFound } from "../../../components/training-record/record-not-found";
import { SimFormStatusChip } from "../../../components/workflow/sim-form-status-chip";
import { useAuth } from "../../../lib/auth";
import { formatDateTime, formatSimDateTime } from "../../../lib/dates";
import { isSimFormMarked, readSimId, simAreaOf, simPaths } from "../../../lib/sim-session";
import { simDetailQuery } from "../../../lib/sim-session-query";
import { formHistoryQuery } from "../api";
import { CaavStatusChip } from "../components/caav-status-chip";
import { DownloadThirdButton } from "../components/download-third-button";
import { FormDialogs } from "../components/form-dialogs";
import { HistoryList, Sha256 } from "../components/history-list";
import { entryLabel } from "../components/pilot-form-cell";
import { formSubject } from "../components/subject";
import { useFormDialog } from "../components/use-form-dialog";
import { formOf, menuEntries } from "../record";

const STAGE_ACTION = { 1: "submit_first", 2: "submit_second", 3: "submit_third" } as const;

/** The latest step of `action` in the history (the current file's submission). */
const latestOf = (history: SimFormHistoryItem[], ...actions: string[]) =>
  [...history].reverse().find((item) => actions.includes(item.action));

/** A labelled value of a section. */
function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", alignItems: "center" }}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 140 }}>
        {label}
      </Typography>
      <Box sx={{ minWidth: 0 }}>{children}</Box>
    </Box>
  );
}

/** One submission stage: whose it is, the current file, who sent it and when, its SHA-256. */
function Stage({
  order,
  session,
  form,
  history,
}: {
  order: 1 | 2 | 3;
  session: SimSession;
  form: SimPilotForm;
  history: SimFormHistoryItem[];
}) {
  const { t } = useTranslation("sim-form");
  const url = [form.first_submit, form.second_submit, form.third_submit][order - 1] ?? null;
  const step = url ? latestOf(history, STAGE_ACTION[order]) : undefined;
  const who =
    order === 1
      ? (form.pilot_name ?? form.pilot_crew_code)
      : order === 2
        ? (session.sima_instructor_name ?? session.sima_instructor_crew_code)
        : (session.simb_instructor_name ?? session.simb_instructor_crew_code);
  return (
    <Box
      component="li"
      sx={{ listStyle: "none", border: 1, borderColor: "divider", borderRadius: 1.5, p: 1.5 }}
    >
      <Typography variant="subtitle2" component="h3">
        {t(`detail.stage_${order}`)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t("detail.stage_owner", { name: who })}
      </Typography>
      <Box sx={{ mt: 1 }}>
        {url ? (
          <>
            <FileLink url={url} />
            {step ? (
              <Typography variant="body2">
                {t("detail.submitted_by", { name: step.actor_name ?? "—", date: formatDateTime(step.date) })}
              </Typography>
            ) : null}
            {step?.file_sha256 ? <Sha256 value={step.file_sha256} /> : null}
          </>
        ) : order === 2 && session.sima_instructor_crew_code === session.simb_instructor_crew_code ? (
          // One instructor on both sessions: no stage 2; say why it is not offered.
          <Typography variant="body2" color="text.secondary">
            {t("detail.stage_2_not_needed", { name: who })}
          </Typography>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t("detail.not_submitted")}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/** The parts of a SIM form audited under its id besides the form itself. */
const SIM_FORM_PART_ENTITIES = ["sim_caav_form", "sim_elearning"] as const;

/**
 * /admin/sim/forms/:formId and /pilot/sim/forms/:formId: one pilot's SIM form — the three
 * stages, the CAAV form, e-learning and the full history, with only the actions the server's
 * `actions` offer this account.
 */
export function SimFormDetailPage() {
  const { t } = useTranslation(["sim-form", "sim"]);
  const { user } = useAuth();
  const formId = readSimId(useParams().formId);
  const paths = simPaths(simAreaOf(user));
  const reply = useQuery({ ...formHistoryQuery(formId ?? 0), enabled: formId !== null });
  const simId = reply.data?.sim_id;
  const detail = useQuery({ ...simDetailQuery(simId ?? 0), enabled: simId !== undefined });
  const dialogs = useFormDialog();

  if (formId === null || reply.isError || detail.isError) {
    return <RecordNotFound to={paths.list} text={t("detail.not_found")} backLabel={t("detail.back")} />;
  }
  const session = detail.data;
  const data = reply.data;
  if (!session || !data) {
    return (
      <>
        <PageHeader title={t("detail.title_loading")} back={{ to: paths.list, label: t("detail.back") }} />
        <Box sx={{ display: "flex", justifyContent: "center", py: 6 }}>
          <CircularProgress aria-label={t("detail.loading")} />
        </Box>
      </>
    );
  }
  const order = data.pilot_order;
  const form = formOf(session, order);
  const subject = formSubject(session, form);
  const entries = menuEntries(data.actions, form.elearning_completion);
  const caavStep = latestOf(data.history, "submit_caav_pilot", "submit_caav_instructor");
  const elearningStep = latestOf(data.history, "finish_elearning");
  const statusName = t(`sim:form_status.${form.form_status}`);

  return (
    <>
      <PageHeader title={t("detail.title", { subject })} back={{ to: paths.list, label: t("detail.back") }} />
      <Stack spacing={2}>
        <ImportedNote imported={session.imported} />
        {entries.length > 0 || data.actions.includes("set_downloaded_flag") ? (
          <Box
            component="section"
            aria-label={t("detail.actions")}
            sx={{ display: "flex", gap: 1, flexWrap: "wrap", alignItems: "center" }}
          >
            {entries.map((entry) => (
              <Button
                key={entry.kind === "upload" ? `upload-${entry.order}` : entry.kind}
                variant={entry.kind === "upload" ? "contained" : "outlined"}
                color={entry.kind === "reject" ? "error" : "primary"}
                onClick={() => dialogs.show(entry)}
              >
                {entryLabel(t as never, entry)}
              </Button>
            ))}
            {data.actions.includes("set_downloaded_flag") ? (
              <Box sx={{ display: "inline-flex", alignItems: "center", gap: 0.5 }}>
                <Typography variant="body2">{t("download.column")}:</Typography>
                <DownloadThirdButton form={form} subject={subject} />
              </Box>
            ) : null}
          </Box>
        ) : null}

        <SectionCard title={t("detail.form")}>
          <Stack spacing={1}>
            <Line label={t("sim:fields.session_a")}>
              {formatSimDateTime(session.sessiona_date_time)} · {session.sessiona_place} ·{" "}
              {session.sima_instructor_name ?? session.sima_instructor_crew_code}
            </Line>
            <Line label={t("sim:fields.session_b")}>
              {formatSimDateTime(session.sessionb_date_time)} · {session.sessionb_place} ·{" "}
              {session.simb_instructor_name ?? session.simb_instructor_crew_code}
            </Line>
            <Line label={t("detail.status")}>
              <Box sx={{ display: "flex", gap: 0.5, alignItems: "center", flexWrap: "wrap" }}>
                <SimFormStatusChip
                  status={form.form_status}
                  onClick={() => dialogs.show({ kind: "history" })}
                  ariaLabel={t("reset_history.open", { status: statusName, subject })}
                />
                {isSimFormMarked(form) ? (
                  <Typography variant="body2" color="error">
                    {t("sim:list.marked")}
                  </Typography>
                ) : null}
              </Box>
            </Line>
            {form.second_submit ? (
              <Line label={t("upload.assessment")}>
                <Chip
                  size="small"
                  color={data.assessed_fail ? "error" : "success"}
                  label={data.assessed_fail ? t("assessment.fail") : t("assessment.pass")}
                />
              </Line>
            ) : null}
            <Line label={t("download.column")}>
              {form.downloaded_flag === 2 ? t("detail.downloaded_yes") : t("detail.downloaded_no")}
            </Line>
          </Stack>
          {data.assessed_fail && form.form_status !== 5 ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {t("upload.assessed_fail_notice")}
            </Alert>
          ) : null}
        </SectionCard>

        <SectionCard title={t("detail.stages")}>
          <Box
            component="ol"
            sx={{
              m: 0,
              p: 0,
              display: "grid",
              gap: 1.5,
              gridTemplateColumns: { xs: "1fr", md: "repeat(3, 1fr)" },
            }}
          >
            {([1, 2, 3] as const).map((stage) => (
              <Stage key={stage} order={stage} session={session} form={form} history={data.history} />
            ))}
          </Box>
        </SectionCard>

        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>
          <SectionCard title={t("caav.title")}>
            <Stack spacing={1}>
              <Line label={t("detail.status")}>
                <CaavStatusChip status={form.caav_form_status} />
              </Line>
              <Line label={t("caav.file")}>
                {form.caav_form ? (
                  <FileLink url={form.caav_form} />
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    {t("detail.not_submitted")}
                  </Typography>
                )}
              </Line>
              {caavStep ? (
                <Typography variant="body2">
                  {t("detail.submitted_by", {
                    name: caavStep.actor_name ?? "—",
                    date: formatDateTime(caavStep.date),
                  })}
                </Typography>
              ) : null}
              {caavStep?.file_sha256 ? <Sha256 value={caavStep.file_sha256} /> : null}
            </Stack>
          </SectionCard>
          <SectionCard title={t("elearning.title")}>
            <Stack spacing={1}>
              <Line label={t("detail.status")}>
                <Chip
                  size="small"
                  color={form.elearning_completion ? "success" : "default"}
                  variant={form.elearning_completion ? "filled" : "outlined"}
                  label={t(`elearning.state_${form.elearning_completion ? 1 : 0}`)}
                />
              </Line>
              {elearningStep ? (
                <Typography variant="body2">
                  {t("detail.submitted_by", {
                    name: elearningStep.actor_name ?? "—",
                    date: formatDateTime(elearningStep.date),
                  })}
                </Typography>
              ) : null}
              {elearningStep?.file_sha256 ? <Sha256 value={elearningStep.file_sha256} /> : null}
            </Stack>
          </SectionCard>
        </Box>

        <SectionCard title={t("detail.history")}>
          <HistoryList items={data.history} />
        </SectionCard>
      </Stack>
      <AuditTrailPanel entity={SIM_FORM_ENTITY} also={SIM_FORM_PART_ENTITIES} id={formId} />
      <FormDialogs
        session={session}
        order={order}
        dialog={dialogs.dialog}
        open={dialogs.open}
        onClose={dialogs.close}
        subject={subject}
        assessedFail={data.assessed_fail}
      />
    </>
  );
}
