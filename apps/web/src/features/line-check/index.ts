// Line checks: the screens' addresses, for the training file's links.
// What another feature may use of this one; the app reaches its screens through routes.tsx.
export { lineCheckPaths } from "./paths";
