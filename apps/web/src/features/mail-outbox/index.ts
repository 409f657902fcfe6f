// What another feature may use of this one: the address of its screen (the System page links it).
// The app reaches its screens through routes.tsx.
export { MAIL_OUTBOX_PATH } from "./paths";
