import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

/** One labelled value of a card, as a row of its description list. */
export interface StatusField {
  label: string;
  value: ReactNode;
}

/** A titled card of label–value rows; `children` below them (a list, a notice). */
export function StatusCard({
  id,
  title,
  fields = [],
  children,
}: {
  /** The card's id on the page (`system-<id>`), whatever the language. */
  id: string;
  title: string;
  fields?: StatusField[];
  children?: ReactNode;
}) {
  const headingId = `system-${id}-title`;
  return (
    <Card
      variant="outlined"
      component="section"
      id={`system-${id}`}
      aria-labelledby={headingId}
      sx={{ height: "100%" }}
    >
      <CardContent sx={{ display: "grid", gap: 1.5 }}>
        <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {fields.length > 0 ? (
          <Box
            component="dl"
            sx={{
              m: 0,
              display: "grid",
              gridTemplateColumns: { xs: "1fr", sm: "minmax(9rem, auto) 1fr" },
              columnGap: 2,
              rowGap: { xs: 0, sm: 1 },
            }}
          >
            {fields.map((field) => (
              <Box key={field.label} sx={{ display: "contents" }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {field.label}
                </Typography>
                <Typography
                  component="dd"
                  variant="body2"
                  sx={{ m: 0, mb: { xs: 1, sm: 0 }, fontWeight: 500, overflowWrap: "anywhere" }}
                >
                  {field.value}
                </Typography>
              </Box>
            ))}
          </Box>
        ) : null}
        {children}
      </CardContent>
    </Card>
  );
}
