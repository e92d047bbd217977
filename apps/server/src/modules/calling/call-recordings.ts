import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Db } from '../../db/client.ts';
import type { RecordingFile } from './drivers/telephony/telephony.ts';
import { discardStaged, stageUpload } from '../../platform/kit/media/media-staging.ts';
import type { MediaStorage } from '../../platform/kit/media/media-storage.ts';
import { insertMediaFile, type MediaFile } from '../../platform/kit/media/media.repo.ts';
import { attachRecording, deleteMediaRow } from './calling.repo.ts';

// A call's recording is kept like an upload (a media_files row, bytes in the media storage),
// credited to the agent who placed the call, and served to readers of the call.

export interface RecordingKeeper {
  storage: MediaStorage;
  /** Where files wait before they are stored (the media store's incoming directory). */
  incomingDir: string;
}

/**
 * Stores the recording and attaches it to the call. When another request attached one first,
 * this copy is removed again and the other one answered by the caller's next read.
 */
export async function keepRecording(
  db: Db,
  keeper: RecordingKeeper,
  call: { id: number; callSid: string },
  uploadedBy: number,
  recording: RecordingFile,
): Promise<MediaFile | null> {
  const staged = await stageUpload(keeper.incomingDir, Readable.from(recording.bytes));
  const storedName = `${randomUUID()}.${recording.extension}`;
  try {
    await keeper.storage.put(storedName, staged, recording.contentType);
  } finally {
    await discardStaged(staged.path);
  }
  const file = await insertMediaFile(db, {
    uploadedBy,
    fileName: `call-${call.id}.${recording.extension}`,
    storedName,
    storage: keeper.storage.kind,
    extension: recording.extension,
    contentType: recording.contentType,
    size: recording.bytes.length,
  }).catch(async (error: unknown) => {
    await keeper.storage.remove(storedName);
    throw error;
  });
  if (await attachRecording(db, call.id, file.id)) return file;
  await deleteMediaRow(db, file.id);
  await keeper.storage.remove(storedName);
  return null;
}
