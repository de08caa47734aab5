/**
 * Where the server keeps files such as photos (docs/decisions/028-photo-storage.md): one
 * interface, over files under the data folder or an S3-compatible bucket. Keys are paths the
 * server makes ("photos/<id>.jpg"), never a client's.
 */
export type ObjectStorage = {
  kind: 'files' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object's bytes, or null when there is none under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
};
