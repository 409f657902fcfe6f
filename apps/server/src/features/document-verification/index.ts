import type { Feature } from "../../lib/feature";
import { documentVerificationRoutes } from "./document-verification.routes";

/** Public verification of the signed PDFs the product issues. */
export const documentVerificationFeature: Feature = {
  name: "document-verification",
  routes: documentVerificationRoutes,
};
