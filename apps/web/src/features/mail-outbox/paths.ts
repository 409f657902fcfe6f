/** The address of the outbox screen, for the System page to link to. */
export const MAIL_OUTBOX_PATH = "/admin/mail-outbox";
