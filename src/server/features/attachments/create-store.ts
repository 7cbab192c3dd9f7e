import type { AttachmentConfig } from '../../config.ts';
import { databaseStore } from './database-store.ts';
import { createS3Store } from './s3-store.ts';
import type { AttachmentStore } from './store.ts';

/** The store ATTACHMENT_STORE names: the database by default, or an S3-compatible bucket. */
export const createAttachmentStore = (config: AttachmentConfig): AttachmentStore =>
  config.store.kind === 's3' ? createS3Store(config.store) : databaseStore;
