// The criteria report: its address, for the FOT list's links.
// What another feature may use of this one; the app reaches its screens through routes.tsx.
export { criteriaReportPaths } from "./paths";
