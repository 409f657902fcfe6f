import MoreVertIcon from "@mui/icons-material/MoreVert";
import IconButton from "@mui/material/IconButton";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { can, type SessionUser, type TrainingDocument } from "@trms/shared";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { type DocumentArea, documentDetailPath } from "../labels";

interface DocumentRowMenuProps {
  document: TrainingDocument;
  actor: SessionUser;
  area: DocumentArea;
  onDelete: (document: TrainingDocument) => void;
}

/** Detail (edit for holders of EDIT) and Delete for holders of DELETE, as the server allows. */
export function DocumentRowMenu({ document, actor, area, onDelete }: DocumentRowMenuProps) {
  const { t } = useTranslation("training-document");
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        aria-label={t("actions.row_menu", { name: document.document_name })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? "true" : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        size="small"
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem component={RouterLink} to={documentDetailPath(area, document.id)} onClick={close}>
          {can(actor, "training_document.edit", document) ? t("actions.edit") : t("actions.detail")}
        </MenuItem>
        {can(actor, "training_document.delete", document) ? (
          <MenuItem
            onClick={() => {
              close();
              onDelete(document);
            }}
            sx={{ color: "error.main" }}
          >
            {t("actions.delete")}
          </MenuItem>
        ) : null}
      </Menu>
    </>
  );
}
