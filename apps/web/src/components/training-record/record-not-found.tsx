import SearchOffIcon from "@mui/icons-material/SearchOff";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";

/** A record that does not exist or is out of the caller's sight (the server answers 404 for both). */
export function RecordNotFound({ to, text, backLabel }: { to: string; text: string; backLabel: string }) {
  return (
    <Box sx={{ textAlign: "center", py: { xs: 4, sm: 8 } }}>
      <SearchOffIcon aria-hidden sx={{ fontSize: 56, color: "text.disabled", mb: 1 }} />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 500 }}>
        {text}
      </Typography>
      <Button component={RouterLink} to={to} variant="contained" sx={{ mt: 3 }}>
        {backLabel}
      </Button>
    </Box>
  );
}
