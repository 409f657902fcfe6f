// What other features use of this one: the frame's device session (sync, app update), the top bar's
// offline mark and Outbox.
export { DeviceSession } from "./components/device-session";
export { OfflineStatus } from "./components/offline-status";
export { OutboxButton } from "./components/outbox-button";
