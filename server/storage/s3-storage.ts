import { AwsClient } from 'aws4fetch';
import type { ImageStorage } from '../../app/features/media/media.server.ts';

export interface S3StorageOptions {
  /** Service endpoint without the bucket, e.g. https://s3.eu-central-1.amazonaws.com or a MinIO URL. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Key prefix, e.g. `uploads/` or `uploads/cache/`. */
  prefix: string;
}

const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

/**
 * Objects in an S3-compatible bucket, signed with AWS Signature V4 (aws4fetch), path-style URLs
 * (`endpoint/bucket/key`), which AWS, MinIO, Ceph and R2 accept. Same calls as the disk storage.
 */
export class S3Storage implements ImageStorage {
  private readonly client: AwsClient;
  private readonly base: string;
  private readonly options: S3StorageOptions;

  constructor(options: S3StorageOptions) {
    this.options = options;
    this.client = new AwsClient({
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      region: options.region,
      service: 's3',
    });
    this.base = `${options.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(options.bucket)}/`;
  }

  private urlOf(name: string): string {
    if (!SAFE_NAME.test(name) || name.includes('..')) throw new Error(`Unsafe storage name: ${name}`);
    return `${this.base}${this.options.prefix}${name}`;
  }

  async put(name: string, data: Buffer, contentType: string): Promise<void> {
    const response = await this.client.fetch(this.urlOf(name), {
      method: 'PUT',
      body: new Uint8Array(data),
      headers: { 'Content-Type': contentType, 'Cache-Control': 'public, max-age=31536000, immutable' },
    });
    if (!response.ok) throw new Error(`S3 PUT ${name} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  }

  async get(name: string): Promise<Buffer | null> {
    const response = await this.client.fetch(this.urlOf(name), { method: 'GET' });
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) throw new Error(`S3 GET ${name} answered ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  }

  /** S3 answers 204 for a key that is not there too. */
  async delete(name: string): Promise<void> {
    const response = await this.client.fetch(this.urlOf(name), { method: 'DELETE' });
    await response.body?.cancel();
    if (!response.ok && response.status !== 404) throw new Error(`S3 DELETE ${name} answered ${response.status}`);
  }
}
