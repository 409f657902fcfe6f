import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { type ReactNode, useId } from "react";

interface SectionCardProps {
  title: string;
  subtitle?: string;
  /** Beside the title: an add button, a flag. */
  action?: ReactNode;
  children: ReactNode;
}

/** One titled group of the long form, so it reads as a sequence of short parts. */
export function SectionCard({ title, subtitle, action, children }: SectionCardProps) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ borderRadius: 2, p: { xs: 2, sm: 3 } }}
    >
      <Box sx={{ display: "flex", alignItems: "flex-start", gap: 1, mb: 2, flexWrap: "wrap" }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography id={headingId} variant="h6" component="h2" sx={{ fontSize: 17, fontWeight: 600 }}>
            {title}
          </Typography>
          {subtitle ? (
            <Typography variant="body2" color="text.secondary">
              {subtitle}
            </Typography>
          ) : null}
        </Box>
        {action}
      </Box>
      {children}
    </Paper>
  );
}
