import CloseIcon from "@mui/icons-material/Close";
import ImageIcon from "@mui/icons-material/Image";
import InsertDriveFileIcon from "@mui/icons-material/InsertDriveFile";
import PictureAsPdfIcon from "@mui/icons-material/PictureAsPdf";
import UploadFileIcon from "@mui/icons-material/UploadFile";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormHelperText from "@mui/material/FormHelperText";
import IconButton from "@mui/material/IconButton";
import LinearProgress from "@mui/material/LinearProgress";
import Link from "@mui/material/Link";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import Typography from "@mui/material/Typography";
import { ATTACHMENT_ACCEPT, ATTACHMENT_MAX_FILES, type AttachmentFile, FILE_MAX_BYTES } from "@trms/shared";
import { type DragEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNumbers } from "../../lib/use-numbers";
import { perFileProgress } from "./file-progress";

/** What a record's files field holds: the stored files kept so far and the new ones picked. */
export interface AttachmentsValue {
  existing: AttachmentFile[];
  added: File[];
}

export const emptyAttachments = (existing: AttachmentFile[] = []): AttachmentsValue => ({
  existing,
  added: [],
});

/** The update's `file_ids[n]id` and `files`: the kept files by id and the new ones. */
export function attachmentsPayload(value: AttachmentsValue) {
  return { fields: { file_ids: value.existing.map((file) => ({ id: file.id })) }, files: value.added };
}

/** A stable key for a picked file (two picks of one name are two files). */
const pickedKeys = new WeakMap<File, number>();
let picked = 0;
function pickedKey(file: File): number {
  let key = pickedKeys.get(file);
  if (key === undefined) {
    picked += 1;
    key = picked;
    pickedKeys.set(file, key);
  }
  return key;
}

const ACCEPTED_TYPES = new Set(["application/pdf", "image/png", "image/jpeg", "image/webp", "image/gif"]);
const accepted = (file: File) =>
  ACCEPTED_TYPES.has(file.type) || /\.(pdf|png|jpe?g|webp|gif)$/i.test(file.name);

function FileKindIcon({ name, mime }: { name: string; mime?: string }) {
  if (mime === "application/pdf" || /\.pdf$/i.test(name))
    return <PictureAsPdfIcon fontSize="small" color="error" aria-hidden />;
  if (mime?.startsWith("image/") || /\.(png|jpe?g|webp|gif)$/i.test(name))
    return <ImageIcon fontSize="small" color="primary" aria-hidden />;
  return <InsertDriveFileIcon fontSize="small" aria-hidden />;
}

interface MultiFileFieldProps {
  label: string;
  value: AttachmentsValue;
  onChange: (value: AttachmentsValue) => void;
  /** The share of the request sent so far while saving; null when idle. */
  progress?: number | null;
  readOnly?: boolean;
  error?: string;
}

/**
 * Several images and PDFs on one record (training documents, event reports): drop them or pick
 * them, see the stored ones with a remove button, and each new file's upload progress. Files of
 * another type or over 30 MB are refused in the browser with an alert naming them; the server
 * checks again by content.
 */
export function MultiFileField({ label, value, onChange, progress, readOnly, error }: MultiFileFieldProps) {
  const { t } = useTranslation("common");
  const numbers = useNumbers();
  const labelId = useId();
  const helperId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<{ tooLarge: string[]; wrongType: string[]; tooMany: boolean }>();
  const [dragging, setDragging] = useState(false);
  const count = value.existing.length + value.added.length;
  const sending = progress !== null && progress !== undefined;
  const shares = sending
    ? perFileProgress(
        value.added.map((file) => file.size),
        progress,
      )
    : null;

  const add = (files: File[]) => {
    const tooLarge: string[] = [];
    const wrongType: string[] = [];
    const fit: File[] = [];
    for (const file of files) {
      if (!accepted(file)) wrongType.push(file.name);
      else if (file.size > FILE_MAX_BYTES) tooLarge.push(file.name);
      else fit.push(file);
    }
    const room = Math.max(0, ATTACHMENT_MAX_FILES - count);
    const tooMany = fit.length > room;
    setRefused(tooLarge.length || wrongType.length || tooMany ? { tooLarge, wrongType, tooMany } : undefined);
    if (fit.length > 0 && room > 0) onChange({ ...value, added: [...value.added, ...fit.slice(0, room)] });
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (readOnly || sending) return;
    add([...event.dataTransfer.files]);
  };

  return (
    <Box role="group" aria-labelledby={labelId}>
      <Typography id={labelId} variant="body2" sx={{ fontWeight: 500, mb: 0.75 }}>
        {label}
      </Typography>
      {readOnly ? null : (
        <Box
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          data-testid="file-drop-zone"
          sx={{
            border: "2px dashed",
            borderColor: dragging ? "primary.main" : error ? "error.main" : "divider",
            bgcolor: dragging ? "action.hover" : "transparent",
            borderRadius: 2,
            p: 2,
            display: "flex",
            alignItems: "center",
            gap: 2,
            flexWrap: "wrap",
          }}
        >
          <Button
            variant="outlined"
            size="small"
            startIcon={<UploadFileIcon />}
            disabled={sending || count >= ATTACHMENT_MAX_FILES}
            onClick={() => input.current?.click()}
          >
            {t("files.choose_many")}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {t("files.drop_hint", { max: ATTACHMENT_MAX_FILES })}
          </Typography>
          <input
            ref={input}
            hidden
            multiple
            type="file"
            accept={ATTACHMENT_ACCEPT}
            aria-label={label}
            aria-describedby={error ? helperId : undefined}
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              // The same files picked again must fire change next time too.
              event.target.value = "";
              add(files);
            }}
          />
        </Box>
      )}
      {refused ? (
        <Alert severity="warning" onClose={() => setRefused(undefined)} sx={{ mt: 1 }}>
          {refused.tooLarge.length > 0 ? (
            <div>{t("files.refused_too_large", { names: refused.tooLarge.join(", ") })}</div>
          ) : null}
          {refused.wrongType.length > 0 ? (
            <div>{t("files.refused_wrong_type", { names: refused.wrongType.join(", ") })}</div>
          ) : null}
          {refused.tooMany ? <div>{t("files.refused_too_many", { max: ATTACHMENT_MAX_FILES })}</div> : null}
        </Alert>
      ) : null}
      {count === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t("files.none")}
        </Typography>
      ) : (
        <List dense aria-label={label} sx={{ mt: 0.5 }}>
          {value.existing.map((file) => (
            <ListItem
              key={`stored-${file.id}`}
              disableGutters
              secondaryAction={
                readOnly ? null : (
                  <IconButton
                    edge="end"
                    size="small"
                    disabled={sending}
                    aria-label={t("files.remove", { name: file.name })}
                    onClick={() =>
                      onChange({ ...value, existing: value.existing.filter((other) => other.id !== file.id) })
                    }
                  >
                    <CloseIcon fontSize="small" />
                  </IconButton>
                )
              }
            >
              <Box sx={{ display: "flex", alignItems: "center", gap: 1, minWidth: 0, pr: 5 }}>
                <FileKindIcon name={file.name} mime={file.mime} />
                <Link href={file.url} target="_blank" rel="noopener" sx={{ overflowWrap: "anywhere" }}>
                  {file.name}
                </Link>
                <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: "nowrap" }}>
                  {numbers.fileSize(file.size)}
                </Typography>
              </Box>
            </ListItem>
          ))}
          {value.added.map((file, index) => (
            <ListItem
              key={`new-${pickedKey(file)}`}
              disableGutters
              secondaryAction={
                sending ? null : (
                  <IconButton
                    edge="end"
                    size="small"
                    aria-label={t("files.remove", { name: file.name })}
                    onClick={() =>
                      onChange({ ...value, added: value.added.filter((_other, i) => i !== index) })
                    }
                  >
                    <CloseIcon fontSize="small" />
                  </IconButton>
                )
              }
            >
              <Box sx={{ width: "100%", pr: 5 }}>
                <Box sx={{ display: "flex", alignItems: "center", gap: 1, minWidth: 0 }}>
                  <FileKindIcon name={file.name} mime={file.type} />
                  <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
                    {file.name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: "nowrap" }}>
                    {numbers.fileSize(file.size)} · {t("files.new")}
                  </Typography>
                </Box>
                {shares ? (
                  <LinearProgress
                    variant="determinate"
                    value={Math.round((shares[index] ?? 0) * 100)}
                    aria-label={t("files.progress_of", { name: file.name })}
                    sx={{ mt: 0.5 }}
                  />
                ) : null}
              </Box>
            </ListItem>
          ))}
        </List>
      )}
      {error ? (
        <FormHelperText id={helperId} error>
          {error}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
