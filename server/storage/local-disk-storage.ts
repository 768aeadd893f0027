import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImageStorage } from '../../app/features/media/media.server.ts';

/** Only plain generated names reach the disk: no separators, no dot-dot. */
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

/**
 * Files in a folder on local disk (DATA_DIR/uploads by default). Writes go to a temporary name first
 * and are renamed into place, so a reader never sees half a file.
 */
export class LocalDiskStorage implements ImageStorage {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  private pathOf(name: string): string {
    if (!SAFE_NAME.test(name) || name.includes('..')) throw new Error(`Unsafe storage name: ${name}`);
    return path.join(this.root, name);
  }

  async put(name: string, data: Buffer): Promise<void> {
    const target = this.pathOf(name);
    await mkdir(this.root, { recursive: true });
    const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, data);
    await rename(temporary, target);
  }

  async get(name: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(name: string): Promise<void> {
    await rm(this.pathOf(name), { force: true });
  }
}

/** Originals and the cache of rendered variants, side by side under DATA_DIR. */
export function createDiskImageStores(dataDir: string): { originals: LocalDiskStorage; variants: LocalDiskStorage } {
  const uploads = path.join(dataDir, 'uploads');
  return { originals: new LocalDiskStorage(uploads), variants: new LocalDiskStorage(path.join(uploads, 'cache')) };
}
