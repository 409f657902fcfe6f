import AddIcon from "@mui/icons-material/Add";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import {
  type RecencyData,
  SURVEY_MAX_FLIGHTS,
  type SurveyFlightInput,
  surveyFlightFormSchema,
  surveyFormSchema,
} from "@trms/shared";
import { type FormEvent, useState } from "react";
import { Controller, type FieldError, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { DateField } from "../../../components/date-field";
import { showServerFieldErrors, useErrorText } from "../../../components/form/errors";
import { muiRegister } from "../../../components/form/register";
import { schemaResolver } from "../../../components/form/resolver";
import { MuiProvider } from "../../../components/mui-provider";
import { failureMessage } from "../../../lib/api-error";
import { notifySuccess } from "../../../lib/notify";
import { submitSurvey } from "../api";
import { EMPTY_FLIGHT_ENTRY, FlightEntryForm, type FlightEntryValues } from "../components/flight-entry-form";
import { FlightsTable } from "../components/flights-table";
import { RecencyResult } from "../components/recency-result";
import { SurveyLayout } from "../components/survey-layout";

interface SurveyValues {
  email: string;
  license_number: string;
  sim_date: string;
  flights: SurveyFlightInput[];
}
const EMPTY_SURVEY: SurveyValues = { email: "", license_number: "", sim_date: "", flights: [] };

const newestFirst = (flights: SurveyFlightInput[]) =>
  [...flights].sort((a, b) => b.flight_date.localeCompare(a.flight_date));

/** The public survey is its own lazy route and pays for MUI there, not on /login. */
export function SurveyPage() {
  return (
    <MuiProvider>
      <SurveyScreen />
    </MuiProvider>
  );
}

function SurveyScreen() {
  const { t } = useTranslation("toldg", { keyPrefix: "survey" });
  const { t: tCommon } = useTranslation("common");
  const errorText = useErrorText("toldg", "survey");
  const [result, setResult] = useState<RecencyData | null>(null);
  const form = useForm<SurveyValues>({
    resolver: schemaResolver<SurveyValues>(surveyFormSchema),
    defaultValues: EMPTY_SURVEY,
  });
  const entry = useForm<FlightEntryValues, unknown, unknown>({
    resolver: schemaResolver<FlightEntryValues, unknown>(surveyFlightFormSchema),
    defaultValues: EMPTY_FLIGHT_ENTRY,
  });
  // The entry sub-form is shown first, hidden after Add, and reopened by the add button (part1 §2).
  const [entryOpen, setEntryOpen] = useState(true);
  const [editing, setEditing] = useState<number | null>(null);
  const [limitReached, setLimitReached] = useState(false);
  const flights = useWatch({ control: form.control, name: "flights" });
  const field = muiRegister(form.register);
  const { errors, isSubmitting } = form.formState;

  const closeEntry = () => {
    entry.reset(EMPTY_FLIGHT_ENTRY);
    setEditing(null);
    setEntryOpen(false);
  };

  /** Puts a valid entry into the list; false when its date is taken or the list is full. */
  const commitEntry = (flight: SurveyFlightInput): boolean => {
    if (flights.some((other, index) => index !== editing && other.flight_date === flight.flight_date)) {
      entry.setError("flight_date", { message: "survey_duplicate_date" });
      return false;
    }
    if (editing === null && flights.length >= SURVEY_MAX_FLIGHTS) {
      setLimitReached(true);
      return false;
    }
    const next =
      editing === null ? [...flights, flight] : flights.map((f, i) => (i === editing ? flight : f));
    form.setValue("flights", newestFirst(next), { shouldValidate: form.formState.isSubmitted });
    setLimitReached(false);
    closeEntry();
    return true;
  };

  const saveEntry = () => entry.handleSubmit((flight) => void commitEntry(flight as SurveyFlightInput))();

  const openNewEntry = () => {
    if (flights.length >= SURVEY_MAX_FLIGHTS) {
      setLimitReached(true);
      return;
    }
    entry.reset(EMPTY_FLIGHT_ENTRY);
    setEditing(null);
    setEntryOpen(true);
  };

  const editEntry = (index: number) => {
    const flight = flights[index];
    if (!flight) return;
    entry.reset({
      flight_date: flight.flight_date,
      to_number: String(flight.to_number),
      ldg_number: String(flight.ldg_number),
    });
    setEditing(index);
    setEntryOpen(true);
    setLimitReached(false);
  };

  const removeEntry = (index: number) => {
    form.setValue(
      "flights",
      flights.filter((_, i) => i !== index),
      { shouldValidate: form.formState.isSubmitted },
    );
    if (editing === index) closeEntry();
    else if (editing !== null && editing > index) setEditing(editing - 1);
    setLimitReached(false);
    if (flights.length === 1) setEntryOpen(true);
  };

  const send = form.handleSubmit(async (values) => {
    try {
      const data = await submitSurvey({
        email: values.email,
        license_number: values.license_number,
        sim_date: values.sim_date || null,
        flights: values.flights,
      });
      notifySuccess(t("notifications.success"));
      setResult(data);
      window.scrollTo({ top: 0 });
    } catch (error) {
      if (!showServerFieldErrors(error, form.setError, ["email", "license_number", "sim_date"])) {
        form.setError("root.server", { message: failureMessage(error, tCommon("errors.internal")) });
      }
    }
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A flight typed into the open sub-form but not yet added goes in first, so nothing typed is lost.
    const pending = entry.getValues();
    if (entryOpen && (pending.flight_date || pending.to_number || pending.ldg_number)) {
      if (!(await entry.trigger())) return;
      if (!commitEntry(surveyFlightFormSchema.parse(pending))) return;
    }
    await send();
  };

  const startOver = () => {
    const { email, license_number } = form.getValues();
    form.reset({ ...EMPTY_SURVEY, email, license_number });
    closeEntry();
    setEntryOpen(true);
    setResult(null);
  };

  if (result) {
    return (
      <SurveyLayout title={t("title")}>
        <RecencyResult data={result} onAgain={startOver} />
      </SurveyLayout>
    );
  }

  const failure = errors.root?.server?.message;
  const listError =
    errors.flights?.root ?? (errors.flights?.message ? (errors.flights as FieldError) : undefined);
  return (
    <SurveyLayout title={t("title")}>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {t("intro")}
      </Typography>
      <Alert severity="info" sx={{ mt: 2 }}>
        <AlertTitle>{t("rule.title")}</AlertTitle>
        <Typography variant="body2">{t("rule.body")}</Typography>
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {t("rule.dates")}
        </Typography>
        <Typography variant="caption" component="p" sx={{ mt: 0.5 }}>
          {t("rule.source")}
        </Typography>
      </Alert>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        aria-label={t("title")}
        sx={{ display: "grid", gap: 2.5, mt: 3 }}
      >
        {failure ? <Alert severity="error">{failure}</Alert> : null}
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
          <TextField
            label={t("fields.email")}
            type="email"
            autoComplete="email"
            required
            error={Boolean(errors.email)}
            helperText={errorText(errors.email)}
            {...field("email")}
          />
          <TextField
            label={t("fields.license_number")}
            required
            autoComplete="off"
            error={Boolean(errors.license_number)}
            helperText={errorText(errors.license_number)}
            {...field("license_number")}
          />
          <Controller
            control={form.control}
            name="sim_date"
            render={({ field: date }) => (
              <DateField
                label={t("fields.sim_date")}
                value={date.value}
                onChange={date.onChange}
                onBlur={date.onBlur}
                inputRef={date.ref}
                error={errorText(errors.sim_date)}
              />
            )}
          />
        </Box>

        <Box component="section" aria-labelledby="survey-flights" sx={{ display: "grid", gap: 1.5 }}>
          <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 1 }}>
            <Typography id="survey-flights" variant="subtitle1" component="h2" sx={{ fontWeight: 500 }}>
              {t("flights.title", { count: flights.length, max: SURVEY_MAX_FLIGHTS })}
            </Typography>
            {!entryOpen ? (
              <Button type="button" startIcon={<AddIcon />} onClick={openNewEntry}>
                {t("actions.add_flight")}
              </Button>
            ) : null}
          </Box>
          <Typography variant="body2" color="text.secondary">
            {t("flights.hint")}
          </Typography>
          {flights.length > 0 ? (
            <FlightsTable
              caption={t("flights.caption")}
              flights={flights}
              editing={editing}
              onEdit={editEntry}
              onRemove={removeEntry}
            />
          ) : null}
          {limitReached || listError ? (
            <Alert severity="error">
              {limitReached ? t("errors.survey_max_flights") : errorText(listError)}
            </Alert>
          ) : null}
          {entryOpen ? (
            <FlightEntryForm
              form={entry}
              editing={editing !== null}
              onSave={saveEntry}
              onCancel={flights.length > 0 ? closeEntry : undefined}
            />
          ) : null}
        </Box>

        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={isSubmitting}
          startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" /> : null}
        >
          {t("actions.submit")}
        </Button>
      </Box>
    </SurveyLayout>
  );
}
