import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import FileDownloadRoundedIcon from '@mui/icons-material/FileDownloadRounded';
import FileUploadRoundedIcon from '@mui/icons-material/FileUploadRounded';
import ImportExportRoundedIcon from '@mui/icons-material/ImportExportRounded';
import type { GedcomJobKind } from '../../gql/graphql';
import { ExportGedcomForm } from './ExportGedcomForm';
import { GedcomJobContent } from './GedcomJobContent';
import { GEDCOM_TITLE_ID } from './gedcomText';
import { ImportGedcomForm } from './ImportGedcomForm';
import { useGedcomJobParam } from './useGedcomJobParam';

export interface GedcomMenuProps {
  /** The tree on screen; without it nothing can be exported or merged into. */
  treeId?: string;
  treeName?: string;
  /** Whether the viewer may change the tree: only then may a file be merged into it. */
  canEdit: boolean;
  /** The person chosen on the tree, whose branch alone may be exported. */
  selected?: { id: string; name: string } | null;
}

/**
 * The tree screen's GEDCOM button: import a file into a new tree or this one, or export this tree.
 * The job started is kept in the address, so a reload opens its dialog again.
 */
export function GedcomMenu({ treeId, treeName, canEdit, selected = null }: GedcomMenuProps) {
  const { t } = useTranslation('gedcom');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [form, setForm] = useState<GedcomJobKind | null>(null);
  const { jobId, setJobId, openTree } = useGedcomJobParam();

  const start = (kind: GedcomJobKind) => {
    setAnchor(null);
    setForm(kind);
  };
  const close = () => {
    setForm(null);
    if (jobId) setJobId(null);
  };
  const retry = (kind: GedcomJobKind) => {
    setJobId(null);
    setForm(kind);
  };

  let content = null;
  if (jobId) {
    content = (
      <GedcomJobContent
        key={jobId}
        jobId={jobId}
        onClose={close}
        onRetry={retry}
        onOpenTree={(id) => {
          setForm(null);
          openTree(id);
        }}
      />
    );
  } else if (form === 'import') {
    content = <ImportGedcomForm tree={canEdit && treeId ? { id: treeId, name: treeName ?? t('menu.thisTree') } : null} onStarted={setJobId} onClose={close} />;
  } else if (form === 'export' && treeId) {
    content = <ExportGedcomForm treeId={treeId} selected={selected} onStarted={setJobId} onClose={close} />;
  }

  return (
    <>
      <Button
        id="gedcom-button"
        variant="outlined"
        startIcon={<ImportExportRoundedIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? 'gedcom-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('menu.button')}
      </Button>
      <Menu id="gedcom-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-labelledby': 'gedcom-button' } }}>
        <MenuItem onClick={() => start('import')}>
          <ListItemIcon>
            <FileUploadRoundedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('menu.import')}</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => start('export')} disabled={!treeId}>
          <ListItemIcon>
            <FileDownloadRoundedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('menu.export')}</ListItemText>
        </MenuItem>
      </Menu>
      <Dialog open={Boolean(content)} onClose={close} fullScreen={phone} fullWidth maxWidth={jobId ? 'md' : 'sm'} aria-labelledby={GEDCOM_TITLE_ID}>
        {content}
      </Dialog>
    </>
  );
}
