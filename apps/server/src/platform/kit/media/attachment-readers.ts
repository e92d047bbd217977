import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../core/auth/authenticate.ts';
import type { MediaFile } from './media.repo.ts';

/**
 * A way to come to read an uploaded file besides having uploaded it: the file is attached to a
 * record the user may read. Each module that takes attachments (help & feedback now;
 * announcements and events later) contributes one, and GET /media/{id} asks them in turn.
 */
export interface AttachmentReader {
  /** What the files are attached to, for reading the code and the route's description. */
  attachedTo: string;
  mayRead(db: Db, auth: AuthContext, mediaId: number): Promise<boolean>;
}

/**
 * Whether this user may read the file: its uploader, a superuser, or anyone an attachment
 * reader lets through. Everyone else is told the file does not exist (404), so sequential ids
 * cannot be probed for which files exist.
 */
export async function mayReadMedia(
  db: Db,
  auth: AuthContext,
  file: Pick<MediaFile, 'id' | 'uploadedBy'>,
  readers: readonly AttachmentReader[],
): Promise<boolean> {
  if (file.uploadedBy === auth.userId || auth.isSuperuser) return true;
  for (const reader of readers) {
    if (await reader.mayRead(db, auth, file.id)) return true;
  }
  return false;
}
