// What other features use of this one: the signed-in devices and second factors of one's own
// profile, the reminder above every screen, and the super administrator's end of every session and
// reset of the second factors of another account.
export { EndAllSessionsButton } from "./components/end-all-sessions-button";
export { ResetSecondFactorButton } from "./components/reset-second-factor-button";
export { SecondFactorReminder } from "./components/second-factor-reminder";
export { SecondFactors } from "./components/second-factors";
export { SignedInDevices } from "./components/signed-in-devices";
