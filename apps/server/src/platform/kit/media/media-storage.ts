import type { Readable } from 'node:stream';
import type { Config } from '../../../config.ts';
import { DiskMediaStorage } from './disk-media-storage.ts';
import { S3MediaStorage } from './s3-media-storage.ts';
import type { mediaFiles } from './media.table.ts';

export type MediaStorageKind = (typeof mediaFiles.$inferSelect)['storage'];

/** An upload received in full into a local file, before its content is checked and stored. */
export interface StagedUpload {
  path: string;
  size: number;
  /** Hex SHA-256 of the bytes (S3 signs it). */
  sha256: string;
}

/** Where the bytes of uploaded files are kept, under names the server chose. */
export interface MediaStorage {
  readonly kind: MediaStorageKind;
  /** Keeps the staged file under `storedName`; the staged file may be moved away. */
  put(storedName: string, staged: StagedUpload, contentType: string): Promise<void>;
  /** The stored bytes, or null when nothing is stored under that name. */
  open(storedName: string): Promise<Readable | null>;
  remove(storedName: string): Promise<void>;
}

export interface MediaStorages {
  /** Where new uploads go (MEDIA_STORAGE). */
  forUploads: MediaStorage;
  /** The storage a file's row names; undefined for S3 when S3 is not configured (any more). */
  holding(kind: MediaStorageKind): MediaStorage | undefined;
}

/**
 * Disk is always readable (files uploaded before a switch to S3 stay served); S3 when its
 * settings are given. New uploads go to MEDIA_STORAGE.
 */
export function mediaStorages(media: Config['media']): MediaStorages {
  const disk = new DiskMediaStorage(media.dir);
  const s3 = media.s3 ? new S3MediaStorage(media.s3) : undefined;
  const byKind: Record<MediaStorageKind, MediaStorage | undefined> = { disk, s3 };
  const forUploads = byKind[media.storage];
  if (!forUploads) throw new Error(`MEDIA_STORAGE=${media.storage} is not configured`);
  return { forUploads, holding: (kind) => byKind[kind] };
}
