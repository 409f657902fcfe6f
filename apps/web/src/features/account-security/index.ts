// What other features use of this one: the signed-in devices of one's own profile, and the super
// administrator's end of every session of another account.
export { EndAllSessionsButton } from "./components/end-all-sessions-button";
export { SignedInDevices } from "./components/signed-in-devices";
