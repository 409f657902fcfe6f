import AddAPhotoIcon from "@mui/icons-material/AddAPhoto";
import AttachFileIcon from "@mui/icons-material/AttachFile";
import OpenInNewIcon from "@mui/icons-material/OpenInNew";
import PhotoCameraIcon from "@mui/icons-material/PhotoCamera";
import PictureAsPdfIcon from "@mui/icons-material/PictureAsPdf";
import TableChartIcon from "@mui/icons-material/TableChart";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import FormHelperText from "@mui/material/FormHelperText";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { ATTACHMENT_ACCEPT, FILE_MAX_BYTES } from "@trms/shared";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { fileNameOfUrl } from "../../lib/file-name";
import { useNumbers } from "../../lib/use-numbers";
import { photosPdfName, photosToPdf } from "./photo-to-pdf";

interface FileFieldProps {
  label: string;
  required?: boolean;
  value: File | null;
  /** The record's stored file, kept unless a new one is chosen. */
  existingUrl?: string | null;
  onChange: (file: File | null) => void;
  error?: string;
  readOnly?: boolean;
  /**
   * What the field takes: a PDF (the default), an Excel workbook (.xlsx), or either Excel format
   * (`excel`: .xlsx or the old .xls, which the server then explains how to save as .xlsx), or an
   * image or PDF (`media`).
   */
  kind?: FileKind;
  /** The line shown before a file is chosen, and the message for a file of another kind. */
  hint?: string;
  wrongTypeMessage?: string;
  /** The largest file taken (default: an upload's 30 MB). */
  maxBytes?: number;
  /** The picker button's text before and after a file is chosen (default: choose / replace a PDF). */
  buttonLabels?: { choose: string; replace: string };
  /**
   * A PDF field also takes photos of the paper form from the device's camera, one or several pages,
   * made into one PDF on the device (the staged forms' uploads from tablets).
   */
  camera?: boolean;
}

const isPdf = (file: File) => file.type === "application/pdf" || /\.pdf$/i.test(file.name);
const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** The kinds of file a field takes: what the picker offers, what the browser accepts, its icon. */
const FILE_KINDS = {
  pdf: { accept: "application/pdf,.pdf", test: isPdf, Icon: PictureAsPdfIcon },
  xlsx: {
    accept: `${XLSX_TYPE},.xlsx`,
    test: (file: File) => /\.xlsx$/i.test(file.name),
    Icon: TableChartIcon,
  },
  excel: {
    accept: `${XLSX_TYPE},application/vnd.ms-excel,.xlsx,.xls`,
    test: (file: File) => /\.xlsx?$/i.test(file.name),
    Icon: TableChartIcon,
  },
  /** A workbook or its columns as CSV: an import's upload. */
  sheet: {
    accept: `${XLSX_TYPE},text/csv,.xlsx,.csv`,
    test: (file: File) => /\.(xlsx|csv)$/i.test(file.name),
    Icon: TableChartIcon,
  },
  /** A ZIP of files: the PDFs beside an import's workbook. */
  zip: {
    accept: "application/zip,application/x-zip-compressed,.zip",
    test: (file: File) => /\.zip$/i.test(file.name),
    Icon: AttachFileIcon,
  },
  /** An image or a PDF: status and reject attachments, certificates (part2 §5 Files). */
  media: {
    accept: ATTACHMENT_ACCEPT,
    test: (file: File) =>
      isPdf(file) ||
      /^image\/(png|jpeg|webp|gif)$/.test(file.type) ||
      /\.(png|jpe?g|webp|gif)$/i.test(file.name),
    Icon: AttachFileIcon,
  },
} as const;
export type FileKind = keyof typeof FILE_KINDS;

/**
 * A PDF upload checked in the browser (type, 30 MB) before anything is sent, so a wrong file is
 * refused at once instead of after a long upload; the server checks again.
 */
export function FileField({
  label,
  required,
  value,
  existingUrl,
  onChange,
  error,
  readOnly,
  kind = "pdf",
  hint,
  wrongTypeMessage,
  buttonLabels,
  maxBytes = FILE_MAX_BYTES,
  camera = false,
}: FileFieldProps) {
  const { accept, test, Icon } = FILE_KINDS[kind];
  const { t } = useTranslation("common");
  const numbers = useNumbers();
  const inputId = useId();
  const helperId = useId();
  const input = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  /** The camera button last pressed, which takes the focus back once the PDF is made. */
  const cameraButton = useRef<HTMLElement | null>(null);
  /** Whether the camera's photos are pages added to the PDF already made, or a new PDF. */
  const addingPages = useRef(false);
  const [localError, setLocalError] = useState<string | null>(null);
  /** The photos being made into a PDF: how many are on their page so far, of how many. */
  const [making, setMaking] = useState<{ done: number; total: number } | null>(null);
  const shownError = localError ?? error;
  const withCamera = camera && kind === "pdf" && !readOnly;
  // A tablet's camera takes one photo at a time: a form of several pages is photographed page by
  // page, each added to the PDF the earlier ones made, while that PDF is the field's file.
  const [photosPdf, setPhotosPdf] = useState<{ file: File; photos: File[] } | null>(null);
  const madeOfPhotos = withCamera && photosPdf !== null && photosPdf.file === value ? photosPdf : null;

  /** Checks a file and hands it on; false when it is refused. */
  const take = (file: File) => {
    if (!test(file)) return refuse(wrongTypeMessage ?? t("validation:file_wrong_type"));
    if (file.size > maxBytes) return refuse(t("validation:file_too_large"));
    setLocalError(null);
    onChange(file);
    return true;
  };
  const refuse = (message: string) => {
    setLocalError(message);
    return false;
  };
  const takePhotos = async (taken: File[]) => {
    if (!taken.every((photo) => photo.type === "" || photo.type.startsWith("image/")))
      return refuse(t("files.photos_wrong_type"));
    const earlier = addingPages.current ? madeOfPhotos : null;
    const photos = [...(earlier?.photos ?? []), ...taken];
    setLocalError(null);
    setMaking({ done: 0, total: photos.length });
    try {
      const name = earlier?.file.name ?? photosPdfName();
      const pdf = await photosToPdf(photos, name, (done) => setMaking({ done, total: photos.length }));
      if (take(pdf)) setPhotosPdf({ file: pdf, photos });
    } catch {
      setLocalError(t("files.photos_failed"));
    } finally {
      setMaking(null);
    }
  };
  // The pressed button, disabled while the PDF was made, lost the focus to the page or to the dialog
  // around the field: once it is enabled again, it takes the focus back for the keyboard.
  useEffect(() => {
    const button = cameraButton.current;
    const focused = document.activeElement;
    if (making || !button || !focused || focused === button) return;
    if (focused === document.body || focused.contains(button)) button.focus();
  }, [making]);

  return (
    <Box>
      <Typography
        component="label"
        htmlFor={inputId}
        variant="body2"
        sx={{ fontWeight: 500, display: "block", mb: 0.75 }}
      >
        {label}
        {required && !readOnly ? " *" : ""}
      </Typography>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, flexWrap: "wrap" }}>
        {readOnly ? null : (
          // A real button (a label may not take the button role) that opens the hidden picker.
          <>
            <Button
              variant="outlined"
              size="small"
              startIcon={<AttachFileIcon />}
              disabled={making !== null}
              onClick={() => input.current?.click()}
            >
              {value || existingUrl
                ? (buttonLabels?.replace ?? t("files.replace"))
                : (buttonLabels?.choose ?? t("files.choose"))}
            </Button>
            <input
              ref={input}
              id={inputId}
              hidden
              type="file"
              accept={accept}
              aria-label={label}
              aria-describedby={shownError ? helperId : undefined}
              onChange={(event) => {
                const file = event.target.files?.[0] ?? null;
                // The same file picked again must fire change next time too.
                event.target.value = "";
                if (file) take(file);
              }}
            />
            {withCamera ? (
              <>
                <Button
                  variant="outlined"
                  size="small"
                  startIcon={<PhotoCameraIcon />}
                  disabled={making !== null}
                  onClick={(event) => {
                    cameraButton.current = event.currentTarget;
                    addingPages.current = false;
                    cameraInput.current?.click();
                  }}
                >
                  {t("files.photograph")}
                </Button>
                {madeOfPhotos ? (
                  <Button
                    variant="outlined"
                    size="small"
                    startIcon={<AddAPhotoIcon />}
                    disabled={making !== null}
                    onClick={(event) => {
                      cameraButton.current = event.currentTarget;
                      addingPages.current = true;
                      cameraInput.current?.click();
                    }}
                  >
                    {t("files.photograph_next", { page: madeOfPhotos.photos.length + 1 })}
                  </Button>
                ) : null}
                {/* The back camera on a tablet or phone; elsewhere the images on the device. */}
                <input
                  ref={cameraInput}
                  hidden
                  type="file"
                  accept="image/*"
                  capture="environment"
                  multiple
                  aria-label={t("files.photograph")}
                  aria-describedby={shownError ? helperId : undefined}
                  onChange={(event) => {
                    const photos = [...(event.target.files ?? [])];
                    event.target.value = "";
                    if (photos.length) void takePhotos(photos);
                  }}
                />
              </>
            ) : null}
          </>
        )}
        {making ? (
          <Typography
            variant="body2"
            color="text.secondary"
            role="status"
            sx={{ display: "inline-flex", alignItems: "center", gap: 1 }}
          >
            <CircularProgress size={16} aria-hidden />
            {t("files.photos_making", { page: Math.min(making.done + 1, making.total), total: making.total })}
          </Typography>
        ) : value ? (
          <Typography
            variant="body2"
            sx={{ display: "inline-flex", alignItems: "center", gap: 0.5, minWidth: 0 }}
          >
            <Icon
              fontSize="small"
              color={kind === "pdf" ? "error" : kind === "media" ? "primary" : "success"}
              aria-hidden
            />
            <Box component="span" sx={{ overflowWrap: "anywhere" }}>
              {value.name}
            </Box>
            <Box component="span" sx={{ color: "text.secondary", whiteSpace: "nowrap" }}>
              ({numbers.fileSize(value.size)})
            </Box>
          </Typography>
        ) : existingUrl ? (
          <Link
            href={existingUrl}
            target="_blank"
            rel="noopener"
            title={t("files.open")}
            sx={{ display: "inline-flex", alignItems: "center", gap: 0.5, minWidth: 0 }}
          >
            <Icon fontSize="small" aria-hidden />
            <Box component="span" sx={{ overflowWrap: "anywhere" }}>
              {fileNameOfUrl(existingUrl)}
            </Box>
            <OpenInNewIcon sx={{ fontSize: 16 }} aria-hidden />
          </Link>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {readOnly ? t("files.none") : (hint ?? t("files.hint"))}
          </Typography>
        )}
      </Box>
      {shownError ? (
        <FormHelperText id={helperId} error>
          {shownError}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
