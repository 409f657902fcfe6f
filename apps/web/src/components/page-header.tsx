import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";

interface PageHeaderProps {
  title: string;
  /** A back arrow to the list the screen came from. */
  back?: { to: string; label: string };
  actions?: ReactNode;
}

export function PageHeader({ title, back, actions }: PageHeaderProps) {
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap", mb: 2 }}>
      {back ? (
        <IconButton component={RouterLink} to={back.to} aria-label={back.label} edge="start">
          <ArrowBackIcon />
        </IconButton>
      ) : null}
      <Typography variant="h5" component="h1" sx={{ fontWeight: 500, flexGrow: 1, minWidth: 0 }}>
        {title}
      </Typography>
      {actions ? <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>{actions}</Box> : null}
    </Box>
  );
}
