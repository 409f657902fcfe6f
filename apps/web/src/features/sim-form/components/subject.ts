import type { SimPilotForm, SimSession } from "@trms/shared";
import { formatSimDateTime } from "../../../lib/dates";

/** The SIM's day, DD/MM/YYYY (airline local time). */
export const simDay = (session: SimSession) =>
  formatSimDateTime(session.sessiona_date_time).split(" - ")[0] ?? "";

/** "Pilot name (DD/MM/YYYY)": whose form, of which SIM, for titles and button names. */
export const formSubject = (session: SimSession, form: SimPilotForm) =>
  `${form.pilot_name ?? form.pilot_crew_code} (${simDay(session)})`;
