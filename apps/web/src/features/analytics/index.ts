// The analytics screens' addresses, for the menus' links.
// What another feature may use of this one; the app reaches its screens through routes.tsx (ADR 0990).
export { analyticsPaths } from "./paths";
