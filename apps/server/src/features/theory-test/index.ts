/** Tables of the theory-test feature; its calls, screens and seed arrive with issue 10 (ADR 0024). */
export { theoryTestFiles, theoryTests } from "./theory-test.table";
