import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import { PERMISSION_GROUPS, type Permission, permissionName, type UserSummary } from "@trms/shared";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ActionButton } from "../../../components/form/action-button";
import { notifySuccess } from "../../../lib/notify";
import { useSetUserPermissions } from "../api";

interface PermissionDialogProps {
  target: UserSummary;
  onClose: () => void;
}

/** The super administrator's grant dialog: checkboxes grouped as part2 §6 lists them. */
export function PermissionDialog({ target, onClose }: PermissionDialogProps) {
  const { t } = useTranslation("user");
  const titleId = useId();
  const [chosen, setChosen] = useState<Set<Permission>>(() => new Set(target.management_role));
  const save = useSetUserPermissions();

  const toggle = (permissions: Permission[], on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      for (const permission of permissions) {
        if (on) next.add(permission);
        else next.delete(permission);
      }
      return next;
    });

  const submit = () =>
    save.mutateAsync({ userId: target.id, permissions: [...chosen].sort((a, b) => a - b) }).then(() => {
      notifySuccess(t("notifications.permissions_saved"));
      onClose();
    });

  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
    >
      <DialogTitle id={titleId}>
        {t("permission_dialog.title")} · {target.full_name}
      </DialogTitle>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 2 }}>
          {t("permission_dialog.description", { name: target.full_name })}
        </DialogContentText>
        <Box
          sx={{
            display: "grid",
            gap: 2,
            gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr", md: "1fr 1fr 1fr" },
          }}
        >
          {PERMISSION_GROUPS.map((group) => {
            const groupName = t(`permission_groups.${group.key}`);
            const held = group.permissions.filter((p) => chosen.has(p)).length;
            return (
              <Box
                key={group.key}
                component="fieldset"
                sx={{ border: 1, borderColor: "divider", borderRadius: 2, m: 0, px: 1.5, pb: 1 }}
              >
                <Box component="legend" sx={{ px: 0.5 }}>
                  <FormControlLabel
                    label={<strong>{groupName}</strong>}
                    control={
                      <Checkbox
                        checked={held === group.permissions.length}
                        indeterminate={held > 0 && held < group.permissions.length}
                        onChange={(event) => toggle(group.permissions, event.target.checked)}
                        slotProps={{
                          input: { "aria-label": t("permission_dialog.group_all", { group: groupName }) },
                        }}
                      />
                    }
                  />
                </Box>
                <FormGroup>
                  {group.permissions.map((permission) => (
                    <FormControlLabel
                      key={permission}
                      label={t(`permissions.${permissionName(permission).toLowerCase()}`)}
                      control={
                        <Checkbox
                          size="small"
                          checked={chosen.has(permission)}
                          onChange={(event) => toggle([permission], event.target.checked)}
                        />
                      }
                    />
                  ))}
                </FormGroup>
              </Box>
            );
          })}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          {t("actions.cancel")}
        </Button>
        <ActionButton variant="contained" onClick={submit} pending={save.isPending}>
          {t("actions.save")}
        </ActionButton>
      </DialogActions>
    </Dialog>
  );
}
