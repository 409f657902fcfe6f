import OpenInNewIcon from "@mui/icons-material/OpenInNew";
import Box from "@mui/material/Box";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Toolbar from "@mui/material/Toolbar";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { BrandMark } from "../../../components/brand-mark";
import type { MenuEntry, Section } from "../menus";

interface SidebarProps {
  entries: MenuEntry[];
  active: Section | undefined;
  area: "admin" | "pilot" | "inspector";
  onNavigate?: () => void;
}

export function Sidebar({ entries, active, area, onNavigate }: SidebarProps) {
  const { t } = useTranslation("shell");
  return (
    <>
      <Toolbar sx={{ gap: 1.5, px: 2.5 }}>
        <BrandMark size={36} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
            {t("common:app_title_short")}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p" noWrap>
            {t(`area.${area}`)}
          </Typography>
        </Box>
      </Toolbar>
      <List component="div" sx={{ px: 1.5, py: 1 }}>
        {entries.map((entry) => {
          const selected = entry.section === active;
          const Icon = entry.icon;
          const linkProps = entry.external
            ? { component: "a" as const, href: entry.to, target: "_blank", rel: "noopener" }
            : { component: RouterLink, to: entry.to };
          return (
            <ListItemButton
              key={entry.section}
              {...linkProps}
              selected={selected}
              aria-current={selected ? "page" : undefined}
              onClick={onNavigate}
              sx={{
                borderRadius: 2,
                mb: 0.25,
                "&.Mui-selected": { bgcolor: "primary.main", color: "primary.contrastText" },
                "&.Mui-selected:hover, &.Mui-selected.Mui-focusVisible": { bgcolor: "primary.dark" },
                "&.Mui-selected .MuiListItemIcon-root": { color: "inherit" },
              }}
            >
              <ListItemIcon sx={{ minWidth: 40 }}>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={t(`menu.${entry.section}`)} />
              {entry.external ? <OpenInNewIcon fontSize="inherit" aria-hidden sx={{ opacity: 0.6 }} /> : null}
            </ListItemButton>
          );
        })}
      </List>
    </>
  );
}
