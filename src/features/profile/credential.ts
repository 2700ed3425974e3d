import { credentialFileName } from './certificate-model';
import { verifyCopy } from './content';
import { credentialPath } from './endpoints';

import { failureMessage } from '@/lib/api-error';
import { getConfig } from '@/lib/config';
import { saveFile } from '@/lib/download';

/**
 * Downloads a certificate's Open Badges 3.0 credential (the backend signs it on each request, so it carries
 * the certificate's current state) as `certificate-{id}.jwt`. Resolves to null, or to the message to show.
 * Call from an event handler.
 */
export async function downloadCredential(id: string): Promise<string | null> {
  try {
    const response = await fetch(`${getConfig().apiBaseUrl}${credentialPath(id)}`);
    if (!response.ok) return failureMessage(response, { failed: verifyCopy.credentialFailed });
    const jwt = (await response.text()).trim();
    if (!/^[\w-]+\.[\w-]+\.[\w-]+$/.test(jwt)) return verifyCopy.credentialFailed;
    saveFile(new Blob([jwt], { type: 'application/vc+jwt' }), credentialFileName(id));
    return null;
  } catch (error) {
    return failureMessage(error, {
      failed: verifyCopy.credentialFailed,
      network: verifyCopy.credentialFailed,
    });
  }
}
