import { yupResolver } from '@hookform/resolvers/yup';
import PhotoCameraIcon from '@mui/icons-material/PhotoCameraOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { useId, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import * as yup from 'yup';

import { profileCopy } from '../content';
import { pictureProblem } from '../model';
import type { ProfileView } from '../model';
import { PictureTooLargeToKeep, readPicture } from '../picture';
import type { ProfileEdits } from '../slice';

import { Avatar } from '@/components/avatar';

/** Phone numbers as people type them: digits with spaces, dashes, dots, brackets and a leading +. */
const PHONE_PATTERN = /^\+?[\d\s().-]{7,20}$/;

const schema = yup.object({
  name: yup.string().trim().required(profileCopy.nameRequired),
  email: yup.string().trim().required(profileCopy.emailRequired).email(profileCopy.emailInvalid),
  phone: yup
    .string()
    .trim()
    .default('')
    .test('phone', profileCopy.phoneInvalid, (value) => !value || PHONE_PATTERN.test(value)),
});

type FormValues = yup.InferType<typeof schema>;

type EditProfileDialogProps = {
  open: boolean;
  profile: ProfileView;
  onCancel: () => void;
  /** The edits; `picture` is null when the learner kept the picture they had. */
  onSave: (edits: Omit<ProfileEdits, 'picture'> & { picture: string | null }) => void;
  /** Reads a chosen picture as a data: URL (injectable for tests). */
  read?: (file: File) => Promise<string>;
};

/** Edit Profile: picture (an image of at most 2 MB, previewed), Full Name, Email Address and Phone Number. */
export function EditProfileDialog({
  open,
  profile,
  onCancel,
  onSave,
  read = readPicture,
}: EditProfileDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{profileCopy.dialogTitle}</DialogTitle>
      {/* Mounted only while open, so every opening starts from the saved profile and Cancel loses nothing. */}
      {open && <EditProfileForm profile={profile} onCancel={onCancel} onSave={onSave} read={read} />}
    </Dialog>
  );
}

function EditProfileForm({
  profile,
  onCancel,
  onSave,
  read,
}: Omit<EditProfileDialogProps, 'open' | 'read'> & { read: (file: File) => Promise<string> }) {
  const hintId = useId();
  const [picture, setPicture] = useState(profile.picture);
  const [pictureChanged, setPictureChanged] = useState(false);
  const [pictureError, setPictureError] = useState<string | null>(null);
  /** The latest file chosen: a slower read of an earlier one must not replace its picture or message. */
  const lastChoice = useRef(0);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: yupResolver(schema),
    defaultValues: { name: profile.name, email: profile.email, phone: profile.phone },
  });

  const choosePicture = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after an error.
    event.target.value = '';
    if (!file) return;
    lastChoice.current += 1;
    const choice = lastChoice.current;
    const problem = pictureProblem(file);
    if (problem) {
      setPictureError(problem === 'notImage' ? profileCopy.pictureNotImage : profileCopy.pictureTooLarge);
      return;
    }
    // The last file's message is about that file: it goes while this one is read.
    setPictureError(null);
    try {
      const dataUrl = await read(file);
      if (choice !== lastChoice.current) return;
      setPicture(dataUrl);
      setPictureChanged(true);
    } catch (error) {
      if (choice !== lastChoice.current) return;
      setPictureError(
        error instanceof PictureTooLargeToKeep
          ? profileCopy.pictureCannotKeep
          : profileCopy.pictureUnreadable,
      );
    }
  };

  const submit = handleSubmit((values) =>
    onSave({
      name: values.name.trim(),
      email: values.email.trim(),
      phone: values.phone.trim(),
      picture: pictureChanged ? picture : null,
    }),
  );

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <DialogContent dividers>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
          <Avatar
            name={profile.name}
            picture={picture}
            size={72}
            alt={pictureChanged ? profileCopy.picturePreview : ''}
          />
          <div>
            {/* The input stays in the tab order (visually hidden, not display: none), labelled by the button. */}
            <Button
              component="label"
              variant="outlined"
              startIcon={<PhotoCameraIcon />}
              sx={{ '&:focus-within': { outline: '3px solid', outlineColor: 'secondary.main' } }}
            >
              {profileCopy.uploadPicture}
              <Box
                component="input"
                type="file"
                accept="image/*"
                sx={visuallyHidden}
                aria-describedby={hintId}
                onChange={(event: ChangeEvent<HTMLInputElement>) => void choosePicture(event)}
              />
            </Button>
            <Typography id={hintId} variant="caption" component="p" color="text.secondary" sx={{ mt: 0.5 }}>
              {profileCopy.pictureHint}
            </Typography>
          </div>
        </Stack>
        {pictureError && (
          <Alert severity="error" role="alert" sx={{ mb: 1 }}>
            {pictureError}
          </Alert>
        )}
        <Stack spacing={2} sx={{ mt: 2 }}>
          <TextField
            label={profileCopy.fullName}
            autoComplete="name"
            required
            {...register('name')}
            error={Boolean(errors.name)}
            helperText={errors.name?.message}
          />
          <TextField
            label={profileCopy.emailAddress}
            type="email"
            autoComplete="email"
            required
            {...register('email')}
            error={Boolean(errors.email)}
            helperText={errors.email?.message}
          />
          <TextField
            label={profileCopy.phoneNumber}
            type="tel"
            autoComplete="tel"
            {...register('phone')}
            error={Boolean(errors.phone)}
            helperText={errors.phone?.message}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onCancel}>{profileCopy.cancel}</Button>
        <Button type="submit" variant="contained">
          {profileCopy.saveChanges}
        </Button>
      </DialogActions>
    </Box>
  );
}
