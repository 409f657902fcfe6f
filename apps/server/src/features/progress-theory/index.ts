/** Tables of the progress-theory feature; its calls, screens and seed arrive with issue 10 (ADR 0024). */
export { progressTheoryFiles, progressTheoryReports } from "./progress-theory.table";
