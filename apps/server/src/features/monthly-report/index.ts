import type { Feature } from "../../lib/feature";
import { pdfIssuer } from "../../lib/pdf/issue";
import { monthlyReportRoutes } from "./monthly-report.routes";
import { monthlyReportService } from "./monthly-report.service";

/** The monthly accumulated training report (FOT Export): a PDF streamed per pilot. */
export const monthlyReportFeature: Feature = {
  name: "monthly-report",
  async routes(api, { database, config }) {
    await api.register(monthlyReportRoutes, {
      service: monthlyReportService({ db: database.db, issuer: pdfIssuer({ db: database.db, config }) }),
    });
  },
};
