import PhotoCameraIcon from "@mui/icons-material/PhotoCamera";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { FILE_MAX_BYTES } from "@trms/shared";
import { useRef, useState } from "react";
import { AvatarCropDialog, type AvatarCropLabels } from "./avatar-crop-dialog";
import { UserAvatar } from "./user-avatar";

export interface AvatarPickerLabels extends AvatarCropLabels {
  choose: string;
  tooLarge: string;
  wrongType: string;
  /** A file that says it is an image but does not decode (corrupt, truncated, mislabelled). */
  unreadable: string;
}

/** Whether the browser can decode the image, read before the crop dialog opens on it. */
function decodes(file: File): Promise<boolean> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    const done = (readable: boolean) => {
      URL.revokeObjectURL(url);
      resolve(readable);
    };
    image.onload = () => done(image.naturalWidth > 0 && image.naturalHeight > 0);
    image.onerror = () => done(false);
    image.src = url;
  });
}

interface AvatarPickerProps {
  src: string | null | undefined;
  name: string;
  labels: AvatarPickerLabels;
  /** Read-only screens show the photo without the button. */
  disabled?: boolean;
  onCropped: (cropped: File, onProgress: (fraction: number) => void) => Promise<unknown> | undefined;
}

/** The photo with a "choose" button that opens the crop dialog; what happens next is the caller's. */
export function AvatarPicker({ src, name, labels, disabled, onCropped }: AvatarPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    if (!chosen.type.startsWith("image/")) setProblem(labels.wrongType);
    else if (chosen.size > FILE_MAX_BYTES) setProblem(labels.tooLarge);
    // A corrupt image would open an empty black crop box; say so instead.
    else if (!(await decodes(chosen))) setProblem(labels.unreadable);
    else {
      setProblem(null);
      setFile(chosen);
    }
  };

  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 2, flexWrap: "wrap" }}>
      <UserAvatar src={src} name={name} size={88} />
      {disabled ? null : (
        <Box>
          <Button variant="outlined" startIcon={<PhotoCameraIcon />} onClick={() => input.current?.click()}>
            {labels.choose}
          </Button>
          <input
            ref={input}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            hidden
            aria-label={labels.choose}
            onChange={(event) => {
              void choose(event.target.files?.[0]);
              // The same file chosen again must fire change again.
              event.target.value = "";
            }}
          />
          {problem ? (
            <Typography variant="caption" color="error" component="p" role="alert" sx={{ mt: 0.5 }}>
              {problem}
            </Typography>
          ) : null}
        </Box>
      )}
      <AvatarCropDialog file={file} labels={labels} onClose={() => setFile(null)} onCropped={onCropped} />
    </Box>
  );
}
