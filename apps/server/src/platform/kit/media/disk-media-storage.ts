import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { MediaStorage, StagedUpload } from './media-storage.ts';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Files under DATA_DIR/media. The staged file is renamed in (it is staged on the same disk). */
export class DiskMediaStorage implements MediaStorage {
  readonly kind = 'disk';

  constructor(private readonly dir: string) {}

  /** basename: a stored name is the server's own, but never let one leave the directory. */
  private pathOf(storedName: string): string {
    return path.join(this.dir, path.basename(storedName));
  }

  async put(storedName: string, staged: StagedUpload): Promise<void> {
    await fs.promises.mkdir(this.dir, { recursive: true });
    await fs.promises.rename(staged.path, this.pathOf(storedName));
  }

  async open(storedName: string): Promise<Readable | null> {
    try {
      const handle = await fs.promises.open(this.pathOf(storedName), 'r');
      return handle.createReadStream();
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async remove(storedName: string): Promise<void> {
    await fs.promises.rm(this.pathOf(storedName), { force: true });
  }
}
