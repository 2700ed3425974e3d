import { screen, waitFor, within } from '@testing-library/react';

import type { ProfileView } from '../model';
import { PictureTooLargeToKeep } from '../picture';

import { EditProfileDialog } from './edit-profile-dialog';

import { priyaProfile } from '@test/learner-state';
import { renderWithProviders } from '@test/render';

const profile: ProfileView = { ...priyaProfile, phone: '' };

/** A picture reader whose reads the test finishes, one file at a time, in any order. */
function controlledReader() {
  const pending = new Map<string, { resolve: (url: string) => void; reject: (error: Error) => void }>();
  const read = (file: File) =>
    new Promise<string>((resolve, reject) => {
      pending.set(file.name, { resolve, reject });
    });
  const reading = (name: string) => {
    const read = pending.get(name);
    if (!read) throw new Error(`${name} is not being read`);
    return read;
  };
  return { read, reading };
}

const svgFile = (name: string) =>
  new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], name, { type: 'image/svg+xml' });

function renderDialog() {
  const reader = controlledReader();
  const onSave = jest.fn();
  const view = renderWithProviders(
    <EditProfileDialog open profile={profile} onCancel={jest.fn()} onSave={onSave} read={reader.read} />,
    { userEventOptions: { applyAccept: false } },
  );
  const dialog = screen.getByRole('dialog', { name: 'Edit Profile' });
  return { ...view, ...reader, onSave, dialog, input: within(dialog).getByLabelText('Upload picture') };
}

describe('Edit Profile: choosing a picture', () => {
  it("takes the last file's message away as soon as an image is chosen, while it is still being read", async () => {
    const { user, dialog, input, reading } = renderDialog();
    await user.upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please choose an image file');

    await user.upload(input, svgFile('me.svg'));
    // Not read yet: the message about the PDF no longer stands beside the new choice.
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    reading('me.svg').resolve('data:image/svg+xml;base64,bWU=');
    expect(await within(dialog).findByRole('img', { name: 'Preview of your new picture' })).toHaveAttribute(
      'src',
      'data:image/svg+xml;base64,bWU=',
    );
  });

  it('keeps the last file chosen when earlier, slower reads finish after it', async () => {
    const { user, dialog, input, reading, onSave } = renderDialog();
    await user.upload(input, svgFile('first.svg'));
    await user.upload(input, svgFile('second.svg'));
    await user.upload(input, svgFile('third.svg'));

    reading('third.svg').resolve('data:image/svg+xml;base64,dGhpcmQ=');
    const preview = await within(dialog).findByRole('img', { name: 'Preview of your new picture' });
    // The earlier files' reads end late, one with a picture, one failing: neither replaces the third's.
    reading('first.svg').resolve('data:image/svg+xml;base64,Zmlyc3Q=');
    reading('second.svg').reject(new PictureTooLargeToKeep());
    await user.click(within(dialog).getByLabelText(/Full Name/));
    expect(preview).toHaveAttribute('src', 'data:image/svg+xml;base64,dGhpcmQ=');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ picture: 'data:image/svg+xml;base64,dGhpcmQ=' });
  });
});
