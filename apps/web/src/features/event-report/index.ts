// Event reports: a pilot's reports with their dialog (the pilot screens) and the screens' addresses.
// What another feature may use of this one; the app reaches its screens through routes.tsx.
export { pilotEventReportsQuery } from "./api";
export { EventReportDialog } from "./components/event-report-dialog";
export { eventReportPaths } from "./paths";
