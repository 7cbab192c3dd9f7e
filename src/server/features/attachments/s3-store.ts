import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../../config.ts';
import { type AttachmentStore, type BlobRef, VARIANTS } from './store.ts';

type S3Sdk = typeof import('@aws-sdk/client-s3');

const keyOf = (ref: Omit<BlobRef, 'variant'>, variant: string) =>
  `attachments/${ref.userId}/${ref.attachmentId}/${variant}`;

/** Any S3-compatible object store (AWS S3, MinIO, Cloudflare R2) through the AWS SDK v3. */
export function createS3Store(config: S3Config): AttachmentStore {
  // The SDK is hundreds of modules: it loads with the first object stored or read, not with every
  // start of a server (decision 041).
  let connected: Promise<{ sdk: S3Sdk; client: S3Client }> | undefined;
  const connect = () => {
    connected ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: config.region,
        endpoint: config.endpoint,
        // MinIO and most self-hosted servers answer on one host name: address buckets by path.
        forcePathStyle: config.endpoint !== undefined,
        // Checksums only where the API demands them: many S3-compatible servers reject the newer defaults.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        credentials:
          config.accessKeyId && config.secretAccessKey
            ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
            : undefined,
      }),
    }));
    return connected;
  };
  const Bucket = config.bucket;
  return {
    kind: 's3',
    async put(_tx, ref, bytes, contentType) {
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: keyOf(ref, ref.variant),
          Body: bytes,
          ContentType: contentType,
        }),
      );
    },
    async get(_tx, ref) {
      const { sdk, client } = await connect();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: keyOf(ref, ref.variant) }));
        return object.Body ? await object.Body.transformToByteArray() : null;
      } catch (error) {
        if (error instanceof sdk.NoSuchKey) return null;
        throw error;
      }
    },
    async removeAll(attachments) {
      if (attachments.length === 0) return;
      const Objects = attachments.flatMap((a) => VARIANTS.map((v) => ({ Key: keyOf(a, v) })));
      const { sdk, client } = await connect();
      const result = await client.send(
        new sdk.DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }),
      );
      if (result.Errors?.length) throw new Error(`S3 refused to delete ${result.Errors.length} objects`);
    },
  };
}
