// The analytics screens' addresses, for the menus' links, and the pilots with a warning, for the
// dashboard and the pilot area's landing page.
// What another feature may use of this one; the app reaches its screens through routes.tsx.
export { analyticsPaths } from "./paths";
export { preloadWarnedPilots } from "./preload";
export { WarnedPilotsPanel } from "./warned-pilots-panel";
