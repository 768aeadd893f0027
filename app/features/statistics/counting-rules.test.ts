import { describe, expect, it } from 'vitest';
import { visitorKey } from './counting-rules.ts';

describe('visitorKey', () => {
  it('is the first 16 bytes of the SHA-256 of address, browser, activity and kind, as WebCrypto made it (keys held in Redis stay valid)', async () => {
    for (const [ip, userAgent, activityId, kind] of [
      ['10.77.0.1', 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0', 12, 'view'],
      ['2001:db8::1', 'Mozilla/5.0 (iPhone) Version/18.0 Mobile Safari — één', 2147483647, 'phone'],
      ['unknown', '', 1, 'web'],
    ] as const) {
      const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${ip}\n${userAgent}\n${activityId}\n${kind}`));
      expect(visitorKey(ip, userAgent, activityId, kind)).toBe(Buffer.from(digest).subarray(0, 16).toString('base64url'));
    }
  });

  it('tells visitors, activities and kinds apart', () => {
    const keys = new Set([
      visitorKey('10.0.0.1', 'A', 1, 'view'),
      visitorKey('10.0.0.2', 'A', 1, 'view'),
      visitorKey('10.0.0.1', 'B', 1, 'view'),
      visitorKey('10.0.0.1', 'A', 2, 'view'),
      visitorKey('10.0.0.1', 'A', 1, 'phone'),
    ]);
    expect(keys.size).toBe(5);
  });
});
