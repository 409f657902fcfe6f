// The SIM form workflow: what it adds to the SIM list (each pilot's cell, the downloaded column, the
// e-learning prompt) and a form's address.
// What another feature may use of this one; the app reaches its screens through routes.tsx.
export { ElearningPrompt } from "./components/elearning-prompt";
export { preloadElearningPrompt } from "./elearning-preload";
export { simFormListColumns } from "./list-columns";
export { simFormPath } from "./paths";
