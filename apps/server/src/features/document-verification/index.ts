import type { Feature } from "../../lib/feature";
import { signingKey } from "../../lib/pdf/issue";
import { documentVerificationRoutes } from "./document-verification.routes";
import { documentVerificationService } from "./document-verification.service";

/** Public verification of the signed PDFs the product issues. */
export const documentVerificationFeature: Feature = {
  name: "document-verification",
  async routes(api, { database, config }) {
    const service = documentVerificationService({ db: database.db, key: () => signingKey(config) });
    await api.register(documentVerificationRoutes, { service });
  },
};
