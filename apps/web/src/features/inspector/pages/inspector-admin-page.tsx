import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import FormControlLabel from "@mui/material/FormControlLabel";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TablePagination from "@mui/material/TablePagination";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { FLEETS, type Grant } from "@trms/shared";
import { type FormEvent, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { DateField } from "../../../components/date-field";
import { PageHeader } from "../../../components/page-header";
import { type PickedPilot, PilotPicker, pilotLabel } from "../../../components/pilot-picker";
import { ApiError, failureMessage } from "../../../lib/api-error";
import { AIRLINE_OFFSET, airlineToday, formatDate, formatDateTime } from "../../../lib/dates";
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
const DAY_MS = 86_400_000;
const STATE_COLORS = { scheduled: "info", active: "success", ended: "default", revoked: "error" } as const;

/** The first instant of an airline day, and the first instant after it. */
const dayStart = (day: string) => new Date(`${day}T00:00:00${AIRLINE_OFFSET}`);
const dayEnd = (day: string) => new Date(dayStart(day).getTime() + DAY_MS);

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
        starts_at: dayStart(start).toISOString(),
        ends_at: dayEnd(end).toISOString(),
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
          error={detailOf(create.error, "ends_at")}
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

function GrantTable() {
  const { t } = useTranslation("inspector");
  const [page, setPage] = useState(1);
  const grants = useQuery(grantsQuery(page, PAGE_SIZE));
  const revoke = useRevokeGrant();
  const [revoking, setRevoking] = useState<Grant | null>(null);
  const rows = grants.data?.grants ?? [];
  return (
    <>
      <Box
        // Keyboard users scroll a wide table too (axe: scrollable-region-focusable).
        tabIndex={0}
        role="region"
        aria-label={t("sections.grants")}
        sx={{ overflowX: "auto", position: "relative" }}
      >
        <Table size="small" aria-label={t("sections.grants")}>
          <TableHead>
            <TableRow>
              <TableCell>{t("columns.inspector")}</TableCell>
              <TableCell>{t("columns.scope")}</TableCell>
              <TableCell>{t("columns.window")}</TableCell>
              <TableCell>{t("columns.state")}</TableCell>
              <TableCell>{t("columns.granted_by")}</TableCell>
              <TableCell>
                <Box
                  component="span"
                  sx={{
                    position: "absolute",
                    width: 1,
                    height: 1,
                    overflow: "hidden",
                    clip: "rect(0 0 0 0)",
                  }}
                >
                  {t("columns.actions")}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={6}>{grants.isLoading ? t("loading") : t("no_grants")}</TableCell>
              </TableRow>
            ) : null}
            {rows.map((grant) => (
              <TableRow key={grant.id}>
                <TableCell>{grant.inspector_name}</TableCell>
                <TableCell>{scopeText(grant, t("scope.fleet_short"))}</TableCell>
                <TableCell sx={{ whiteSpace: "nowrap" }}>
                  {`${formatDateTime(grant.starts_at)} – ${formatDateTime(grant.ends_at)}`}
                </TableCell>
                <TableCell>
                  <Chip size="small" color={STATE_COLORS[grant.state]} label={t(`states.${grant.state}`)} />
                </TableCell>
                <TableCell>{grant.granted_by_name}</TableCell>
                <TableCell>
                  {grant.state === "active" || grant.state === "scheduled" ? (
                    <Button size="small" color="error" onClick={() => setRevoking(grant)}>
                      {t("actions.revoke")}
                    </Button>
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <TablePagination
        component="div"
        count={grants.data?.total ?? 0}
        page={page - 1}
        rowsPerPage={PAGE_SIZE}
        rowsPerPageOptions={[PAGE_SIZE]}
        onPageChange={(_event, next) => setPage(next + 1)}
        labelDisplayedRows={({ from, to, count }) => t("displayed", { from, to, count })}
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

function AccessLogTable() {
  const { t } = useTranslation("inspector");
  const [page, setPage] = useState(1);
  const log = useQuery(accessLogQuery(page, PAGE_SIZE));
  const rows = log.data?.access_log ?? [];
  return (
    <>
      <Box
        // Keyboard users scroll a wide table too (axe: scrollable-region-focusable).
        tabIndex={0}
        role="region"
        aria-label={t("sections.log")}
        sx={{ overflowX: "auto", position: "relative" }}
      >
        <Table size="small" aria-label={t("sections.log")}>
          <TableHead>
            <TableRow>
              <TableCell>{t("columns.opened_at")}</TableCell>
              <TableCell>{t("columns.inspector")}</TableCell>
              <TableCell>{t("columns.pilot")}</TableCell>
              <TableCell>{t("columns.opened")}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={4}>{log.isLoading ? t("loading") : t("no_log")}</TableCell>
              </TableRow>
            ) : null}
            {rows.map((entry) => (
              <TableRow key={entry.id}>
                <TableCell sx={{ whiteSpace: "nowrap" }}>{formatDateTime(entry.opened_at)}</TableCell>
                <TableCell>{entry.inspector_name}</TableCell>
                <TableCell>{`${entry.crew_code} · ${entry.pilot_name}`}</TableCell>
                <TableCell>
                  {t(`calls.${entry.action.split("/").pop()}`, { defaultValue: entry.action })}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <TablePagination
        component="div"
        count={log.data?.total ?? 0}
        page={page - 1}
        rowsPerPage={PAGE_SIZE}
        rowsPerPageOptions={[PAGE_SIZE]}
        onPageChange={(_event, next) => setPage(next + 1)}
        labelDisplayedRows={({ from, to, count }) => t("displayed", { from, to, count })}
      />
    </>
  );
}

/** `/admin/inspector`: inspector accounts, their time-boxed grants and what they opened (ADR 1065). */
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
        <GrantTable />
      </Section>
      <Section title={t("sections.log")}>
        <AccessLogTable />
      </Section>
      <Section title={t("sections.new_inspector")}>
        <NewInspectorForm />
      </Section>
    </>
  );
}
