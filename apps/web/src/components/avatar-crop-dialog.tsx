import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Slider from "@mui/material/Slider";
import Typography from "@mui/material/Typography";
import { useEffect, useId, useState } from "react";
import Cropper, { type Area, type Point } from "react-easy-crop";
import { cropToBlob, initialCrop } from "./crop-image";
import { ActionButton } from "./form/action-button";
import { UploadProgress } from "./form/upload-progress";

export interface AvatarCropLabels {
  title: string;
  zoom: string;
  cancel: string;
  apply: string;
  uploading: string;
  unreadable: string;
}

interface AvatarCropDialogProps {
  /** The chosen image; null keeps the dialog closed. */
  file: File | null;
  labels: AvatarCropLabels;
  onClose: () => void;
  /**
   * Receives the cropped image. A returned promise keeps the dialog open with the upload's progress
   * (reported through onProgress, 0 to 1) until it settles; a rejection leaves it open to retry.
   */
  onCropped: (cropped: File, onProgress: (fraction: number) => void) => Promise<unknown> | undefined;
}

interface Source {
  url: string;
  initial: Area;
}

/** The image to crop, or "unreadable" when the browser cannot decode it. */
function useImageSource(file: File | null): Source | "unreadable" | null {
  const [source, setSource] = useState<Source | "unreadable" | null>(null);
  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    const image = new Image();
    let live = true;
    image.onload = () => {
      if (live) setSource({ url, initial: initialCrop(image.naturalWidth, image.naturalHeight) });
    };
    image.onerror = () => {
      if (live) setSource("unreadable");
    };
    image.src = url;
    return () => {
      live = false;
      setSource(null);
      URL.revokeObjectURL(url);
    };
  }, [file]);
  return source;
}

/** Square avatar crop with zoom (react-easy-crop); keyboard users move the crop with the arrow keys. */
export function AvatarCropDialog({ file, labels, onClose, onCropped }: AvatarCropDialogProps) {
  const titleId = useId();
  const loaded = useImageSource(file);
  const unreadable = loaded === "unreadable";
  const source = unreadable ? null : loaded;
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const busy = progress !== null;

  const apply = async () => {
    if (!file || !source || !area) return;
    setProgress(0);
    try {
      const cropped = await cropToBlob(source.url, area, file.type);
      await onCropped(cropped, setProgress);
      onClose();
    } catch {
      // The caller reports upload failures; the dialog stays open so the user can try again.
    } finally {
      setProgress(null);
    }
  };

  return (
    <Dialog
      open={Boolean(file)}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{labels.title}</DialogTitle>
      <DialogContent>
        {unreadable ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {labels.unreadable}
          </Alert>
        ) : null}
        <Box
          sx={{
            position: "relative",
            height: { xs: 280, sm: 360 },
            bgcolor: "grey.900",
            borderRadius: 1,
            display: unreadable ? "none" : "block",
          }}
        >
          {source ? (
            <Cropper
              key={source.url}
              image={source.url}
              crop={crop}
              zoom={zoom}
              aspect={1}
              cropShape="round"
              showGrid={false}
              initialCroppedAreaPercentages={source.initial}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_percentages, pixels) => setArea(pixels)}
            />
          ) : null}
        </Box>
        <Box sx={{ display: "flex", alignItems: "center", gap: 2, mt: 2 }}>
          <Typography variant="body2" id={`${titleId}-zoom`} sx={{ flexShrink: 0 }}>
            {labels.zoom}
          </Typography>
          <Slider
            value={zoom}
            min={1}
            max={3}
            step={0.05}
            onChange={(_event, value) => setZoom(value as number)}
            slotProps={{ input: { "aria-labelledby": `${titleId}-zoom` } }}
            disabled={busy}
          />
        </Box>
        {busy ? (
          <Box sx={{ mt: 1 }}>
            <Typography variant="caption" color="text.secondary">
              {labels.uploading}
            </Typography>
            <UploadProgress value={progress} />
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {labels.cancel}
        </Button>
        <ActionButton variant="contained" onClick={apply} pending={busy} disabled={!area || unreadable}>
          {labels.apply}
        </ActionButton>
      </DialogActions>
    </Dialog>
  );
}
