import Box from "@mui/material/Box";
import type { SimSession } from "@trms/shared";
import type { TFunction } from "i18next";
import type { ListColumn } from "../../../components/list/list-column";
import { DownloadThirdButton } from "./download-third-button";
import { formSubject } from "./subject";

/**
 * The downloaded column of the SIM list (part2 §4, §6), for holders of SET_SIM_FLAG only: each
 * pilot's third file to download, and the done icon once downloaded.
 */
export function downloadedColumn(t: TFunction<"sim-form">): ListColumn<SimSession> {
  return {
    key: "downloaded",
    header: t("download.column"),
    render: (row) => (
      <Box sx={{ display: "grid", gap: 0.5 }}>
        {[row.first_pilot, row.second_pilot].map((form) => (
          <Box
            key={form.form_id}
            sx={{ display: "flex", alignItems: "center", gap: 0.5, whiteSpace: "nowrap" }}
          >
            <Box component="span" sx={{ color: "text.secondary", fontSize: 13, minWidth: 44 }}>
              {form.pilot_crew_code}
            </Box>
            <DownloadThirdButton form={form} subject={formSubject(row, form)} />
          </Box>
        ))}
      </Box>
    ),
  };
}
