/**
 * `POST /api/admin/uploads`: a multipart `file` with its `purpose` (image, pdf, video, captions) and, for a
 * picture, the `kind` whose folder it goes to. The type is read from the bytes, never from the name; pictures
 * are resized with sharp to the widths the pages use, each also as WebP, under content-hashed names (served
 * with a year of caching). A failed upload leaves no file behind.
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import sharp from 'sharp';

import { webVttProblem } from '../captions';

import { UPLOAD_FOLDER_OF, KIND_NAMES, type KindName } from './kinds';
import type { Storage } from './storage';

export const PURPOSES = ['image', 'pdf', 'video', 'captions'] as const;
export type Purpose = (typeof PURPOSES)[number];

/** The most each purpose takes, in bytes. */
export const UPLOAD_LIMITS: Readonly<Record<Purpose, number>> = {
  image: 10 * 1024 * 1024,
  pdf: 20 * 1024 * 1024,
  video: 50 * 1024 * 1024,
  captions: 1024 * 1024,
};
/** The widths the pages show pictures at (cards, the detail column, a full-width banner). */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;

type Detected = { type: string; extension: string } | null;

/** What the first bytes say the file is. */
export function detectType(bytes: Buffer): Detected {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts(0xff, 0xd8, 0xff)) return { type: 'image/jpeg', extension: 'jpg' };
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return { type: 'image/png', extension: 'png' };
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return { type: 'image/webp', extension: 'webp' };
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-')
    return { type: 'application/pdf', extension: 'pdf' };
  if (starts(0x1a, 0x45, 0xdf, 0xa3)) return { type: 'video/webm', extension: 'webm' };
  if (bytes.subarray(4, 8).toString('latin1') === 'ftyp') return { type: 'video/mp4', extension: 'mp4' };
  if (/^(\uFEFF)?WEBVTT(\s|$)/.test(bytes.subarray(0, 16).toString('utf8')))
    return { type: 'text/vtt', extension: 'vtt' };
  return null;
}

const ACCEPTED: Readonly<Record<Purpose, readonly string[]>> = {
  image: ['image/jpeg', 'image/png', 'image/webp'],
  pdf: ['application/pdf'],
  video: ['video/mp4', 'video/webm'],
  captions: ['text/vtt'],
};
const ACCEPTED_TEXT: Readonly<Record<Purpose, string>> = {
  image: 'a JPEG, PNG or WebP picture',
  pdf: 'a PDF',
  video: 'an MP4 or WebM video',
  captions: 'WebVTT captions',
};

export class UploadRefused extends Error {
  constructor(
    readonly statusCode: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

export interface Uploaded {
  url: string;
  /** The name in its folder: what a record's picture field holds. */
  file: string;
  width?: number;
  height?: number;
  variants?: { url: string; width: number; type: string }[];
}

export const isPurpose = (value: unknown): value is Purpose => PURPOSES.includes(value as Purpose);
export const isKindName = (value: unknown): value is KindName => KIND_NAMES.includes(value as KindName);

/** An upload as received: its file (from `storage.incoming()`), size, SHA-256 and first bytes. */
export interface Received {
  file: string;
  size: number;
  /** SHA-256, hex. */
  hash: string;
  /** The first bytes, which say what the file is. */
  head: Buffer;
}

const HEAD_BYTES = 64;

/**
 * Writes a file part as it streams in, hashing it on the way; the caller removes `file` unless it is
 * adopted. A stream cut short (the multipart limit, a client gone) rejects, with the file removed.
 */
export async function receiveUpload(storage: Storage, stream: Readable): Promise<Received> {
  const file = await storage.incoming();
  const hash = createHash('sha256');
  let size = 0;
  const heads: Buffer[] = [];
  let headLength = 0;
  try {
    await pipeline(
      stream,
      async function* (chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          hash.update(chunk);
          size += chunk.length;
          if (headLength < HEAD_BYTES) {
            heads.push(chunk.subarray(0, HEAD_BYTES - headLength));
            headLength += Math.min(chunk.length, HEAD_BYTES - headLength);
          }
          yield chunk;
        }
      },
      createWriteStream(file, { flags: 'wx' }),
    );
  } catch (error) {
    await fs.rm(file, { force: true });
    throw error;
  }
  return { file, size, hash: hash.digest('hex'), head: Buffer.concat(heads) };
}

/**
 * Checks, converts and stores one received upload; on any failure nothing it wrote stays, and the received
 * file is gone either way (adopted, or removed).
 */
export async function storeUpload(
  storage: Storage,
  purpose: Purpose,
  kind: KindName | undefined,
  received: Received,
): Promise<Uploaded> {
  try {
    return await store(storage, purpose, kind, received);
  } finally {
    await fs.rm(received.file, { force: true });
  }
}

async function store(
  storage: Storage,
  purpose: Purpose,
  kind: KindName | undefined,
  { file: receivedFile, size, hash: fullHash, head }: Received,
): Promise<Uploaded> {
  if (size === 0) throw new UploadRefused(400, 'The file is empty.');
  if (size > UPLOAD_LIMITS[purpose])
    throw new UploadRefused(
      413,
      `The file is larger than ${UPLOAD_LIMITS[purpose] / 1024 / 1024} MB, the most for ${ACCEPTED_TEXT[purpose]}.`,
    );
  const detected = detectType(head);
  if (!detected || !ACCEPTED[purpose].includes(detected.type))
    throw new UploadRefused(
      415,
      `The file is not ${ACCEPTED_TEXT[purpose]} (its contents say so, whatever its name).`,
    );
  const folder = kind ? UPLOAD_FOLDER_OF[kind] : 'media';
  const hash = fullHash.slice(0, 16);
  const written: string[] = [];
  const put = async (name: string, content: Buffer) => {
    const url = await storage.put(folder, name, content);
    written.push(name);
    return url;
  };
  if (purpose === 'captions') {
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(await fs.readFile(receivedFile));
    } catch {
      throw new UploadRefused(400, 'The captions are not UTF-8 text, as WebVTT must be.');
    }
    const problem = webVttProblem(text);
    if (problem) throw new UploadRefused(400, problem);
  }
  try {
    if (purpose !== 'image') {
      const file = `${hash}.${detected.extension}`;
      const url = await storage.adopt(folder, file, receivedFile);
      written.push(file);
      return { url, file };
    }
    let width: number;
    let height: number;
    let main: Buffer;
    try {
      const image = sharp(receivedFile, { failOn: 'error' }).rotate();
      const resized = await image
        .clone()
        .resize({ width: IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1], withoutEnlargement: true })
        .toFormat(detected.extension === 'jpg' ? 'jpeg' : (detected.extension as 'png' | 'webp'))
        .toBuffer({ resolveWithObject: true });
      main = resized.data;
      ({ width, height } = resized.info);
    } catch {
      throw new UploadRefused(400, 'The picture cannot be read: it is damaged or not a whole picture.');
    }
    const file = `${hash}.${detected.extension}`;
    const url = await put(file, main);
    const variants: Uploaded['variants'] = [];
    for (const target of IMAGE_WIDTHS) {
      if (target > width && target !== IMAGE_WIDTHS[0]) continue;
      const webp = await sharp(main).resize({ width: target, withoutEnlargement: true }).webp().toBuffer({
        resolveWithObject: true,
      });
      variants.push({
        url: await put(`${hash}-${webp.info.width}.webp`, webp.data),
        width: webp.info.width,
        type: 'image/webp',
      });
    }
    return { url, file, width, height, variants };
  } catch (error) {
    await Promise.all(written.map((name) => storage.remove(folder, name)));
    throw error;
  }
}
