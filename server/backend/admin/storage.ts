/**
 * Where uploaded files live: one module, a local folder under DATA_DIR now, so an object store can take its
 * place. A file is written beside its target under a dot name (never served) and renamed into place, so no
 * half file is ever served; `remove` takes back what one upload wrote when a later step fails. An upload is
 * received as it streams in, into a file of `incoming()` (a dot folder, never served), and `adopt` moves it
 * into place once it has been checked: a 50 MB video is never held in memory.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export interface Storage {
  /** Stores `bytes` as `folder/name`; resolves with the address it is served at. */
  put: (folder: string, name: string, bytes: Buffer) => Promise<string>;
  /** Moves a received file (a path from `incoming`) into place as `folder/name`; its address. */
  adopt: (folder: string, name: string, file: string) => Promise<string>;
  /** A new path to receive an upload into; whoever asked removes it if it is not adopted. */
  incoming: () => Promise<string>;
  remove: (folder: string, name: string) => Promise<void>;
}

/** Where uploads are received, inside the uploads folder (so adopting one is a rename) and never served. */
export const INCOMING = '.incoming';

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
    adopt: async (folder, name, file) => {
      const dir = path.join(uploadsDir, folder);
      await fs.mkdir(dir, { recursive: true });
      await fs.rename(file, path.join(dir, name));
      return `/admin/uploads/${folder}/${name}`;
    },
    incoming: async () => {
      const dir = path.join(uploadsDir, INCOMING);
      await fs.mkdir(dir, { recursive: true });
      return path.join(dir, `${randomBytes(8).toString('hex')}.part`);
    },
    remove: (folder, name) => fs.rm(path.join(uploadsDir, folder, name), { force: true }),
  };
}
