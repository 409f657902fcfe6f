import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import { TRAINING_RECORD_KINDS, type TrainingRecordKind } from "@trms/shared";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { type Area, trainingRecordPaths } from "./paths";

/**
 * The four kinds of training record of one pilot side by side: in the admin area the FOT lists have
 * no menu entries of their own, and an instructor looking at another pilot keeps that pilot.
 */
export function RecordKindTabs({
  current,
  area,
  pilotId,
}: {
  current: TrainingRecordKind;
  area: Area;
  pilotId: number | null;
}) {
  const { t } = useTranslation("training-record");
  return (
    <Tabs
      value={current}
      variant="scrollable"
      allowScrollButtonsMobile
      aria-label={t("kinds.label")}
      sx={{ mb: 2, borderBottom: 1, borderColor: "divider" }}
    >
      {TRAINING_RECORD_KINDS.map((kind) => (
        <Tab
          key={kind}
          value={kind}
          label={t(`kinds.${kind}`)}
          component={RouterLink}
          to={trainingRecordPaths.list(kind, area, pilotId)}
        />
      ))}
    </Tabs>
  );
}
