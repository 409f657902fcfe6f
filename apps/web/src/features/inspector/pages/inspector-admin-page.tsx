import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import FormControlLabel from "@mui/material/FormControlLabel";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { type AccessLogEntry, FLEETS, type Grant } from "@trms/shared";
import { type FormEvent, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { DateField } from "../../../components/date-field";
import type { ListColumn } from "../../../components/list/list-column";
import { ListEmpty, ListFailed } from "../../../components/list/list-message";
import { ListPages } from "../../../components/list/list-pages";
import { ListView } from "../../../components/list/list-view";
import { PageHeader } from "../../../components/page-header";
import { type PickedPilot, PilotPicker, pilotLabel } from "../../../components/pilot-picker";
import { ApiError, failureMessage } from "../../../lib/api-error";
import { airlineToday, formatDate, formatDateTime } from "../../../lib/dates";
import { notifySuccess } from "../../../lib/notify";
import {
  accessLogQuery,
  grantsQuery,
  inspectorsQuery,
  useCreateGrant,
  useCreateInspector,
  useRevokeGrant,
} from "../api";

const PAGE_SIZE = 10;
const STATE_COLORS = { scheduled: "info", active: "success", ended: "default", revoked: "error" } as const;

/** A field's message among a refused call's details. */
const detailOf = (error: unknown, path: string) =>
  error instanceof ApiError ? error.details.find((d) => d.path === path)?.message : undefined;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function NewInspectorForm() {
  const { t } = useTranslation("inspector");
  const create = useCreateInspector();
  const [values, setValues] = useState({ email: "", full_name: "", password: "" });
  const field = (name: keyof typeof values, type = "text") => (
    <TextField
      label={t(`fields.${name}`)}
      type={type}
      size="small"
      required
      value={values[name]}
      onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      error={Boolean(detailOf(create.error, name))}
      helperText={detailOf(create.error, name)}
      autoComplete={name === "password" ? "new-password" : "off"}
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(values, {
      onSuccess: () => {
        notifySuccess(t("inspector_created"));
        setValues({ email: "", full_name: "", password: "" });
      },
    });
  };
  return (
    <Box
      component="form"
      onSubmit={submit}
      sx={{ display: "flex", gap: 2, flexWrap: "wrap", alignItems: "flex-start" }}
    >
      {field("full_name")}
      {field("email", "email")}
      {field("password", "password")}
      <Button type="submit" variant="outlined" disabled={create.isPending}>
        {t("actions.create_inspector")}
      </Button>
    </Box>
  );
}

function GrantForm() {
  const { t } = useTranslation("inspector");
  const inspectors = useQuery(inspectorsQuery());
  const create = useCreateGrant();
  const today = airlineToday();
  const [inspectorId, setInspectorId] = useState("");
  const [scope, setScope] = useState<"pilots" | "fleet">("pilots");
  const [pilots, setPilots] = useState<PickedPilot[]>([]);
  const [fleet, setFleet] = useState<string>(FLEETS[0]);
  const [start, setStart] = useState(today);
  const [end, setEnd] = useState(today);
  const [note, setNote] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      {
        inspector_id: Number(inspectorId),
        ...(scope === "pilots"
          ? { pilot_ids: pilots.flatMap((p) => (p.id === undefined ? [] : [p.id])) }
          : { fleet: fleet as (typeof FLEETS)[number] }),
        // The days as chosen: the server closes access at the end of the last, Vietnam time (ADR 1130).
        starts_on: start,
        ends_on: end,
        ...(note.trim() ? { note: note.trim() } : {}),
      },
      {
        onSuccess: () => {
          notifySuccess(t("granted"));
          setPilots([]);
          setNote("");
        },
      },
    );
  };
  const scopeError = detailOf(create.error, "pilot_ids");
  return (
    <Box component="form" onSubmit={submit} sx={{ display: "grid", gap: 2, maxWidth: 640 }}>
      <TextField
        select
        size="small"
        required
        label={t("fields.inspector")}
        value={inspectorId}
        onChange={(event) => setInspectorId(event.target.value)}
        error={Boolean(detailOf(create.error, "inspector_id"))}
        helperText={
          detailOf(create.error, "inspector_id") ??
          (inspectors.data?.inspectors.length ? null : t("no_inspectors"))
        }
      >
        {(inspectors.data?.inspectors ?? []).map((inspector) => (
          <MenuItem key={inspector.id} value={String(inspector.id)}>
            {`${inspector.full_name} · ${inspector.email}`}
          </MenuItem>
        ))}
      </TextField>
      <RadioGroup row value={scope} onChange={(event) => setScope(event.target.value as "pilots" | "fleet")}>
        <FormControlLabel value="pilots" control={<Radio />} label={t("scope.pilots")} />
        <FormControlLabel value="fleet" control={<Radio />} label={t("scope.fleet")} />
      </RadioGroup>
      {scope === "pilots" ? (
        <Box sx={{ display: "grid", gap: 1 }}>
          <PilotPicker
            label={t("fields.add_pilot")}
            size="small"
            value={null}
            onChange={(pilot) => {
              if (pilot && !pilots.some((p) => p.id === pilot.id)) setPilots([...pilots, pilot]);
            }}
            error={scopeError}
          />
          <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
            {pilots.map((pilot) => (
              <Chip
                key={pilot.id}
                label={pilotLabel(pilot)}
                onDelete={() => setPilots(pilots.filter((p) => p.id !== pilot.id))}
              />
            ))}
          </Box>
        </Box>
      ) : (
        <TextField
          select
          size="small"
          label={t("fields.fleet")}
          value={fleet}
          onChange={(event) => setFleet(event.target.value)}
        >
          {FLEETS.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
        <DateField label={t("fields.starts_on")} value={start} onChange={setStart} required />
        <DateField
          label={t("fields.ends_on")}
          value={end}
          onChange={setEnd}
          required
          error={detailOf(create.error, "ends_on") ?? detailOf(create.error, "starts_on")}
        />
      </Box>
      <TextField
        size="small"
        label={t("fields.note")}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      {create.isError && !(create.error instanceof ApiError && create.error.details.length) ? (
        <Alert severity="error">{failureMessage(create.error, t("failed"))}</Alert>
      ) : null}
      <Box>
        <Button type="submit" variant="contained" disabled={create.isPending || !inspectorId}>
          {t("actions.grant")}
        </Button>
      </Box>
    </Box>
  );
}

function scopeText(grant: Grant, fleetLabel: string) {
  return grant.fleet ? `${fleetLabel} ${grant.fleet}` : grant.pilots.map(pilotLabel).join(", ");
}

/** A list's pages, worded as every other list (the list kit's words). */
/** The grants: a table on a wide screen, the list kit's cards on a phone, with the revoke at hand. */
function GrantList() {
  const { t } = useTranslation("inspector");
  const [page, setPage] = useState(1);
  const grants = useQuery(grantsQuery(page, PAGE_SIZE));
  const revoke = useRevokeGrant();
  const [revoking, setRevoking] = useState<Grant | null>(null);
  const rows = grants.data?.grants ?? [];
  const columns: ListColumn<Grant>[] = [
    {
      key: "inspector",
      header: t("columns.inspector"),
      title: true,
      render: (grant) => grant.inspector_name,
    },
    { key: "scope", header: t("columns.scope"), render: (grant) => scopeText(grant, t("scope.fleet_short")) },
    {
      key: "window",
      header: t("columns.window"),
      nowrap: true,
      // The days chosen, first and last: access ends at the end of the last.
      render: (grant) =>
        t("window_days", { start: formatDate(grant.starts_on), end: formatDate(grant.ends_on) }),
    },
    {
      key: "state",
      header: t("columns.state"),
      render: (grant) => (
        <Chip size="small" color={STATE_COLORS[grant.state]} label={t(`states.${grant.state}`)} />
      ),
    },
    { key: "granted_by", header: t("columns.granted_by"), render: (grant) => grant.granted_by_name },
    {
      key: "actions",
      header: t("columns.actions"),
      menu: true,
      render: (grant) =>
        grant.state === "active" || grant.state === "scheduled" ? (
          <Button
            size="small"
            color="error"
            onClick={() => setRevoking(grant)}
            aria-label={`${t("actions.revoke")}: ${grant.inspector_name}`}
          >
            {t("actions.revoke")}
          </Button>
        ) : null,
    },
  ];
  const message = grants.isError ? (
    <ListFailed error={grants.error} retrying={grants.isFetching} onRetry={() => void grants.refetch()} />
  ) : grants.data && rows.length === 0 ? (
    <ListEmpty text={t("no_grants")} />
  ) : null;
  return (
    <>
      <ListView
        caption={t("sections.grants")}
        columns={columns}
        rows={rows}
        rowKey={(grant) => grant.id}
        skeletonRows={grants.isPending ? 2 : undefined}
        refreshing={grants.isPlaceholderData}
        message={message}
        footer={
          grants.data?.total ? (
            <ListPages total={grants.data.total} page={page} pageSize={PAGE_SIZE} onPage={setPage} />
          ) : undefined
        }
      />
      <ConfirmDialog
        open={revoking !== null}
        title={t("revoke_title")}
        message={revoking ? t("revoke_message", { name: revoking.inspector_name }) : ""}
        confirmLabel={t("actions.revoke")}
        cancelLabel={t("actions.cancel")}
        destructive
        busy={revoke.isPending}
        onClose={() => setRevoking(null)}
        onConfirm={() =>
          revoking
            ? revoke.mutateAsync(revoking.id).then(() => {
                notifySuccess(t("revoked"));
                setRevoking(null);
              })
            : undefined
        }
      />
    </>
  );
}

/** What inspectors opened and what they were refused, refusals marked. */
function AccessLogList() {
  const { t } = useTranslation("inspector");
  const [page, setPage] = useState(1);
  const log = useQuery(accessLogQuery(page, PAGE_SIZE));
  const rows = log.data?.access_log ?? [];
  const columns: ListColumn<AccessLogEntry>[] = [
    {
      key: "opened_at",
      header: t("columns.opened_at"),
      title: true,
      nowrap: true,
      render: (entry) => formatDateTime(entry.opened_at),
    },
    { key: "inspector", header: t("columns.inspector"), render: (entry) => entry.inspector_name },
    {
      key: "pilot",
      header: t("columns.pilot"),
      render: (entry) => (entry.crew_code ? `${entry.crew_code} · ${entry.pilot_name}` : "—"),
    },
    {
      key: "opened",
      header: t("columns.opened"),
      render: (entry) => {
        const call = t(`calls.${entry.action.split("/").pop()}`, { defaultValue: entry.action });
        return entry.file_name ? `${call}: ${entry.file_name}` : call;
      },
    },
    {
      key: "outcome",
      header: t("columns.outcome"),
      render: (entry) =>
        entry.refused ? (
          <Chip
            size="small"
            color="error"
            variant="outlined"
            label={`${t("outcome.refused")}: ${t(`refusals.${entry.refused}`)}`}
            sx={{ maxWidth: "100%", height: "auto", "& .MuiChip-label": { whiteSpace: "normal", py: 0.25 } }}
          />
        ) : (
          <Chip size="small" color="success" variant="outlined" label={t("outcome.opened")} />
        ),
    },
  ];
  const message = log.isError ? (
    <ListFailed error={log.error} retrying={log.isFetching} onRetry={() => void log.refetch()} />
  ) : log.data && rows.length === 0 ? (
    <ListEmpty text={t("no_log")} />
  ) : null;
  return (
    <ListView
      caption={t("sections.log")}
      columns={columns}
      rows={rows}
      rowKey={(entry) => entry.id}
      marked={(entry) => entry.refused !== null}
      skeletonRows={log.isPending ? 2 : undefined}
      refreshing={log.isPlaceholderData}
      message={message}
      footer={
        log.data?.total ? (
          <ListPages total={log.data.total} page={page} pageSize={PAGE_SIZE} onPage={setPage} />
        ) : undefined
      }
    />
  );
}

/** `/admin/inspector`: inspector accounts, their time-boxed grants and what they opened. */
export function InspectorAdminPage() {
  const { t } = useTranslation("inspector");
  return (
    <>
      <PageHeader title={t("title")} />
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t("intro", { today: formatDate(airlineToday()) })}
      </Typography>
      <Section title={t("sections.grant")}>
        <GrantForm />
      </Section>
      <Section title={t("sections.grants")}>
        <GrantList />
      </Section>
      <Section title={t("sections.log")}>
        <AccessLogList />
      </Section>
      <Section title={t("sections.new_inspector")}>
        <NewInspectorForm />
      </Section>
    </>
  );
}
