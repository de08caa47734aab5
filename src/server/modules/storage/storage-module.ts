import { join } from 'node:path';
import { createFileStorage } from './file-storage.ts';
import type { ObjectStorage } from './object-storage.ts';
import { createS3Storage, type S3Settings } from './s3-storage.ts';

// The storage module's public surface: the one interface every stored file goes through, and
// the choice between the data folder and a bucket.

export type { ObjectStorage, S3Settings };

/** An S3-compatible bucket when one is configured, otherwise files under `DATA_DIR/storage`. */
export function createStorage(config: { dataDir: string; s3: S3Settings | undefined }) {
  return config.s3
    ? createS3Storage(config.s3)
    : createFileStorage(join(config.dataDir, 'storage'));
}
