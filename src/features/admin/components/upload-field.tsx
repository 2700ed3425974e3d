import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';

import { adminFailure, useUploadMutation } from '../api';
import { adminCopy } from '../content';
import type { FieldDef, KindName } from '../kinds';

import { getConfig } from '@/lib/config';

type UploadFieldProps = {
  field: FieldDef & { type: 'upload' };
  /** The content kind the file is for; a player course's lesson names none. */
  kind?: KindName;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string | undefined;
};

const ACCEPT = {
  image: 'image/jpeg,image/png,image/webp',
  pdf: 'application/pdf',
  video: 'video/mp4,video/webm',
  captions: 'text/vtt,.vtt',
} as const;

/**
 * An upload: the file goes to the backend at once, and the field takes what the record keeps of it (the file
 * name, or for a webinar its address). A refused or failed upload says why beside the field and changes
 * nothing else in the form.
 */
export function UploadField({ field, kind, value, onChange, onBlur, error }: UploadFieldProps) {
  const id = useId();
  const [upload, { isLoading }] = useUploadMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    setDone(false);
    const result = await upload({ file, purpose: field.purpose, ...(kind ? { kind } : {}) });
    if ('error' in result && result.error) {
      setProblem(adminFailure(result.error).message);
      return;
    }
    if (!result.data) return;
    onChange(field.keeps === 'url' ? result.data.url : result.data.file);
    if (field.purpose === 'image') setPreview(new URL(result.data.url, getConfig().apiBaseUrl).href);
    setDone(true);
  };

  const shown =
    preview ??
    (field.keeps === 'url' && value.startsWith('/admin/uploads/')
      ? new URL(value, getConfig().apiBaseUrl).href
      : /^https?:\/\//.test(value) && field.purpose === 'image'
        ? value
        : null);

  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          label={field.label}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          error={Boolean(error)}
          helperText={
            error ??
            field.helperText ??
            (field.keeps === 'url' ? 'An upload, or an http(s) address.' : 'The uploaded file’s name.')
          }
          size="small"
          sx={{ flex: '1 1 220px' }}
        />
        <Button
          component="label"
          htmlFor={id}
          variant="outlined"
          startIcon={<UploadFileIcon aria-hidden="true" />}
          disabled={isLoading}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {isLoading ? adminCopy.uploading : `${adminCopy.upload} ${field.label.toLowerCase()}`}
          <input
            id={id}
            type="file"
            accept={ACCEPT[field.purpose]}
            hidden
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              void choose(file);
            }}
          />
        </Button>
      </Box>
      {problem && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {problem}
        </Alert>
      )}
      {done && !problem && (
        <Alert severity="success" role="status" sx={{ mt: 1 }}>
          {adminCopy.uploaded}
        </Alert>
      )}
      {shown && (
        <Box
          component="img"
          src={shown}
          alt=""
          sx={{ mt: 1, maxWidth: 240, maxHeight: 135, objectFit: 'cover', borderRadius: 1, display: 'block' }}
        />
      )}
    </Box>
  );
}
