/**
 * Where uploaded files live: one module, a local folder under DATA_DIR now, so an object store can take its
 * place. A file is written beside its target under a dot name (never served) and renamed into place, so no
 * half file is ever served; `remove` takes back what one upload wrote when a later step fails.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export interface Storage {
  /** Stores `bytes` as `folder/name`; resolves with the address it is served at. */
  put: (folder: string, name: string, bytes: Buffer) => Promise<string>;
  remove: (folder: string, name: string) => Promise<void>;
}

/** The uploads folder of a data folder, served at `/admin/uploads/`. */
export function localStorage(uploadsDir: string): Storage {
  return {
    put: async (folder, name, bytes) => {
      const dir = path.join(uploadsDir, folder);
      await fs.mkdir(dir, { recursive: true });
      const temporary = path.join(dir, `.${name}.${randomBytes(6).toString('hex')}.part`);
      try {
        await fs.writeFile(temporary, bytes, { flag: 'wx' });
        await fs.rename(temporary, path.join(dir, name));
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
      return `/admin/uploads/${folder}/${name}`;
    },
    remove: (folder, name) => fs.rm(path.join(uploadsDir, folder, name), { force: true }),
  };
}
