import CloseIcon from "@mui/icons-material/Close";
import DownloadIcon from "@mui/icons-material/Download";
import ImageIcon from "@mui/icons-material/Image";
import PictureAsPdfIcon from "@mui/icons-material/PictureAsPdf";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import type { AttachmentFile } from "@trms/shared";
import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";

const isImage = (file: AttachmentFile) => file.mime.startsWith("image/");

interface FileListDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** A line under the title (the document's start date). */
  subtitle?: ReactNode;
  files: AttachmentFile[];
  /** Shown instead of the list when there are no files (or no document). */
  emptyText: string;
  loading?: boolean;
}

/**
 * The folder file list of part2 §2: a record's files, each previewed in the browser (PDFs in a
 * frame, images as pictures) and downloadable under its own name.
 */
export function FileListDialog({
  open,
  onClose,
  title,
  subtitle,
  files,
  emptyText,
  loading,
}: FileListDialogProps) {
  const { t } = useTranslation("common");
  const titleId = useId();
  const phone = useMediaQuery("(max-width:600px)");
  const [chosen, setChosen] = useState<number | null>(null);
  const shown = files.find((file) => file.id === chosen) ?? files[0];

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="lg"
      fullScreen={phone}
      aria-labelledby={titleId}
      slotProps={{ transition: { onExited: () => setChosen(null) } }}
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {title}
        {subtitle ? (
          <Typography variant="body2" color="text.secondary" component="div">
            {subtitle}
          </Typography>
        ) : null}
      </DialogTitle>
      <IconButton
        aria-label={t("actions.close")}
        onClick={onClose}
        sx={{ position: "absolute", right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent dividers sx={{ p: 0 }}>
        {loading ? (
          <Typography sx={{ p: 3 }} color="text.secondary">
            {t("files.loading")}
          </Typography>
        ) : files.length === 0 ? (
          <Typography sx={{ p: 3 }} color="text.secondary">
            {emptyText}
          </Typography>
        ) : (
          <Box sx={{ display: "flex", flexDirection: { xs: "column", md: "row" }, minHeight: { md: 560 } }}>
            <List
              aria-label={t("files.list")}
              sx={{
                width: { md: 300 },
                flexShrink: 0,
                borderRight: { md: 1 },
                borderColor: { md: "divider" },
              }}
            >
              {files.map((file) => (
                <ListItem
                  key={file.id}
                  disablePadding
                  secondaryAction={
                    <IconButton
                      component="a"
                      href={file.url}
                      download={file.name}
                      edge="end"
                      aria-label={t("files.download", { name: file.name })}
                      size="small"
                    >
                      <DownloadIcon fontSize="small" />
                    </IconButton>
                  }
                >
                  <ListItemButton
                    selected={file.id === shown?.id}
                    aria-current={file.id === shown?.id ? "true" : undefined}
                    onClick={() => setChosen(file.id)}
                    sx={{ pr: 7 }}
                  >
                    <ListItemIcon sx={{ minWidth: 36 }}>
                      {isImage(file) ? (
                        <ImageIcon color="primary" aria-hidden />
                      ) : (
                        <PictureAsPdfIcon color="error" aria-hidden />
                      )}
                    </ListItemIcon>
                    <ListItemText
                      primary={file.name}
                      slotProps={{ primary: { sx: { overflowWrap: "anywhere" } } }}
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
            {shown ? (
              <Box sx={{ flexGrow: 1, display: "flex", flexDirection: "column", minWidth: 0 }}>
                {isImage(shown) ? (
                  <Box
                    component="img"
                    src={shown.url}
                    alt={shown.name}
                    sx={{ maxWidth: "100%", maxHeight: 640, objectFit: "contain", m: "auto", p: 1 }}
                  />
                ) : (
                  <Box
                    component="iframe"
                    key={shown.id}
                    src={shown.url}
                    title={t("files.preview_of", { name: shown.name })}
                    sx={{ border: 0, width: "100%", flexGrow: 1, minHeight: { xs: 420, md: 560 } }}
                  />
                )}
                <Box sx={{ p: 1, display: "flex", justifyContent: "flex-end" }}>
                  <Button component="a" href={shown.url} target="_blank" rel="noopener">
                    {t("files.open_new_tab")}
                  </Button>
                </Box>
              </Box>
            ) : null}
          </Box>
        )}
      </DialogContent>
    </Dialog>
  );
}
