import type { TotpStartReply } from "@trms/shared";
import QRCode from "qrcode";
import { AppError } from "../../../lib/errors";
import type { CallArgs } from "../../../lib/routes";
import { newTotpSecret } from "../auth.factors";
import { findTotp, startTotp } from "../auth.factors.repository";

/**
 * `auth/second_factor/totp/start`: a new secret for the account's authenticator app, as a QR code
 * and typed out. It counts only once a first code confirms it (`totp/confirm`); an app already
 * confirmed is removed first.
 */
export async function totpStart({ app, actor }: CallArgs<unknown>): Promise<TotpStartReply> {
  const db = app.database.db;
  if ((await findTotp(db, actor.id))?.confirmedAt) throw new AppError("CONFLICT", "totp_already_enrolled");
  const { secret, sealed, otpauthUrl } = newTotpSecret(app, actor.email);
  await startTotp(db, actor.id, sealed, new Date());
  const qrSvg = await QRCode.toString(otpauthUrl, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return { secret, otpauth_url: otpauthUrl, qr_svg: qrSvg };
}
