import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import Button from '@mui/material/Button';

import { useDownloadFileMutation } from '../learners-api';
import type { ConsoleFile } from '../learners-api';

import { noticeOf } from './notice-alert';
import type { Notice } from './notice-alert';

type DownloadButtonProps = {
  label: string;
  /** The file as the click asks for it (a CSV of today's filter, say). */
  file: () => ConsoleFile;
  /** What the notice says once the file is saved. */
  done: string;
  onNotice: (notice: Notice) => void;
  disabled?: boolean;
  title?: string;
};

/** Downloads one of the console's files (a CSV, a learner's data) and says how it went; one at a time. */
export function DownloadButton({ label, file, done, onNotice, disabled, title }: DownloadButtonProps) {
  const [download, downloading] = useDownloadFileMutation();
  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon aria-hidden="true" />}
      onClick={() => void download(file()).then((result) => onNotice(noticeOf(result, done)))}
      disabled={disabled || downloading.isLoading}
      title={title}
    >
      {label}
    </Button>
  );
}
