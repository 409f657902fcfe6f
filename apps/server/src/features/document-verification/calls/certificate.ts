import type { AppDeps } from "../../../lib/app-deps";
import { signingKey } from "../../../lib/pdf/issue";

/** `verify/certificate`: the certificate of the key this system signs its PDFs with (PEM). */
export async function signingCertificate(app: AppDeps): Promise<string> {
  return (await signingKey(app.config)).certificatePem;
}
