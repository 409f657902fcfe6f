// Training flights: the screens' addresses.
// What another feature may use of this one; the app reaches its screens through routes.tsx.
export { trainingFlightPaths } from "./paths";
