/** Tables of the base-training feature; its calls, screens and seed arrive with issue 10 (ADR 0024). */
export { baseTrainingFiles, baseTrainings } from "./base-training.table";
