import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { type PilotDetail, UserStatus } from "@trms/shared";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { AvatarPicker } from "../../../components/avatar-picker";
import { StatusChip } from "../../../components/status-chip";
import { formatDate } from "../../../lib/dates";
import { useNumbers } from "../../../lib/use-numbers";
import { usePilotLabels } from "../labels";

type DetailField = keyof PilotDetail;

const SECTIONS: { title: string; fields: DetailField[] }[] = [
  { title: "account", fields: ["crew_code", "email", "fleet", "instructor_rating"] },
  {
    title: "flying",
    fields: [
      "name_position",
      "function",
      "fleet_position",
      "department_position",
      "base",
      "seniority_point",
      "first_flight_date",
      "joining_date",
    ],
  },
  {
    title: "contact",
    fields: ["phone_number", "date_of_birth", "identify_number", "passport_number", "caav_number"],
  },
  { title: "training", fields: ["base_month", "line_check_month", "google_form_link"] },
];

const DATE_FIELDS = new Set<DetailField>(["date_of_birth", "joining_date", "first_flight_date"]);

interface PilotProfileCardProps {
  pilot: PilotDetail;
  /** Fields shown elsewhere on the screen (the pilot's own editable numbers). */
  hide?: DetailField[];
  /** Uploads a cropped photo; without it the photo is read-only. */
  onAvatar?: (avatar: File, onProgress: (fraction: number) => void) => Promise<unknown>;
  children?: ReactNode;
}

/** The read-only profile: the view mode of the pilot screen and the top of /pilot/profile. */
export function PilotProfileCard({ pilot, hide = [], onAvatar, children }: PilotProfileCardProps) {
  const { t } = useTranslation("pilot");
  const labels = usePilotLabels();
  const numbers = useNumbers();
  const active = pilot.status === UserStatus.ACTIVE;

  const display = (field: DetailField): ReactNode => {
    const value = pilot[field];
    if (value === null || value === undefined || value === "") return "—";
    if (field === "name_position") return labels.position(value as number);
    if (DATE_FIELDS.has(field)) return formatDate(value as string);
    if (typeof value === "number") return numbers.format(value);
    if (field === "google_form_link") {
      return (
        <Link href={String(value)} target="_blank" rel="noopener noreferrer" sx={{ wordBreak: "break-all" }}>
          {String(value)}
        </Link>
      );
    }
    return String(value);
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 2, display: "grid", gap: 3 }}>
      <Box sx={{ display: "flex", gap: 3, alignItems: "center", flexWrap: "wrap" }}>
        <AvatarPicker
          src={pilot.avatar}
          name={pilot.full_name}
          labels={labels.avatar}
          disabled={!onAvatar}
          onCropped={(avatar, onProgress) => onAvatar?.(avatar, onProgress)}
        />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="p">
            {pilot.full_name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {[pilot.crew_code, labels.position(pilot.name_position), pilot.fleet].filter(Boolean).join(" · ")}
          </Typography>
          <Box sx={{ mt: 1 }}>
            <StatusChip active={active} label={t(active ? "status.active" : "status.inactive")} />
          </Box>
        </Box>
      </Box>
      {SECTIONS.map((section) => {
        const fields = section.fields.filter((field) => !hide.includes(field));
        if (fields.length === 0) return null;
        return (
          <Box component="section" key={section.title}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
              {t(`sections.${section.title}`)}
            </Typography>
            <Box
              component="dl"
              sx={{
                m: 0,
                display: "grid",
                gap: 1.5,
                gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr", lg: "1fr 1fr 1fr" },
              }}
            >
              {fields.map((field) => (
                <Box key={field} sx={{ minWidth: 0 }}>
                  <Typography component="dt" variant="caption" color="text.secondary">
                    {t(`fields.${field}`)}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: "anywhere" }}>
                    {display(field)}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Box>
        );
      })}
      {children}
    </Paper>
  );
}
