// Uploads: the content decides what a file is (a renamed executable is refused), images are re-encoded without
// their EXIF location and get a thumbnail, files are served only through signed, expiring URLs, and attaching
// another member's upload is "not found".
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raw } from '../support/records-helpers.js';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';
import { verifiedUser } from '../support/vitals-helpers.js';
import type { VerifiedUser } from '../support/vitals-helpers.js';
import { UrlSigner } from '../../server/src/features/uploads/url-signer.js';
import type { UploadsService } from '../../server/src/features/uploads/uploads.service.js';

let t: TestApp;
let ann: VerifiedUser;
let bob: VerifiedUser;

beforeAll(async () => {
  t = await startTestApp();
  [ann, bob] = await Promise.all([verifiedUser(t), verifiedUser(t)]);
});
afterAll(() => t.close());

/** A 1200×800 JPEG carrying a GPS position and a camera model in its EXIF block. */
function photoWithLocation(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3a7bd5' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Locator 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 3/1' },
    })
    .toBuffer();
}

const upload = (token: string | null, body: Buffer | string, query: string, type = 'application/octet-stream') =>
  raw(t, 'POST', `/api/uploads?${query}`, token, body, type);

describe('POST /api/uploads', () => {
  it('keeps an image without its EXIF location, with a thumbnail, served by signed URL', async () => {
    const original = await photoWithLocation();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload(ann.token, original, 'kind=image&filename=..%2F..%2Fholiday.jpeg', 'image/jpeg');
    expect(res.status).toBe(201);
    const body = res.json as { id: string; filename: string; mime: string; width: number; height: number; url: string; thumbUrl: string };
    expect(body).toMatchObject({ filename: 'holiday.jpg', mime: 'image/jpeg', width: 1200, height: 800 });

    const full = await raw(t, 'GET', body.url, null);
    expect(full.status).toBe(200);
    expect(full.headers.get('content-type')).toBe('image/jpeg');
    expect(full.headers.get('x-content-type-options')).toBe('nosniff');
    const meta = await sharp(full.buf).metadata();
    expect(meta.exif).toBeUndefined();
    expect(full.buf.includes(Buffer.from('Locator 1'))).toBe(false);

    const thumb = await raw(t, 'GET', body.thumbUrl, null);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    const tm = await sharp(thumb.buf).metadata();
    expect(Math.max(tm.width, tm.height)).toBe(480);
  });

  it('refuses by content, not by name: a renamed executable, a PDF as an image, empty and oversize bodies', async () => {
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4096, 1)]);
    const exe = await upload(ann.token, elf, 'kind=file&filename=photo.jpg', 'image/jpeg');
    expect(exe.status).toBe(415);
    expect(exe.json).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', field: 'file' });
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
    expect((await upload(ann.token, pdf, 'kind=image&filename=scan.png', 'image/png')).status).toBe(415);
    const asFile = await upload(ann.token, pdf, 'kind=file&filename=scan.png', 'image/png');
    expect(asFile.status).toBe(201);
    expect(asFile.json).toMatchObject({ mime: 'application/pdf', filename: 'scan.pdf', thumbUrl: null });
    const empty = await upload(ann.token, Buffer.alloc(0), 'kind=file');
    expect(empty.status).toBe(400);
    expect(empty.json).toMatchObject({ code: 'BAD_USER_INPUT' });
    const big = await upload(ann.token, Buffer.alloc(10 * 1024 * 1024 + 10, 0x61), 'kind=file');
    expect(big.status).toBe(413);
    expect((await upload(ann.token, 'hello', 'kind=other')).json).toMatchObject({ code: 'BAD_USER_INPUT', field: 'kind' });
  });

  it('reads a JSON-typed text body as bytes (plain text), never as JSON fields', async () => {
    const res = await upload(ann.token, '{"note":"blood pressure diary"}', 'kind=file&filename=diary.txt', 'application/json');
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ mime: 'text/plain', filename: 'diary.txt' });
  });

  it('needs a signed-in member', async () => {
    const res = await upload(null, 'hello', 'kind=file');
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('file URLs and ownership', () => {
  it('answers 404 to an unsigned or altered URL, and to a thumbnail a file does not have', async () => {
    const res = await upload(ann.token, 'private text', 'kind=file&filename=a.txt');
    const url = String(res.json?.['url']);
    expect((await raw(t, 'GET', url, null)).buf.toString()).toBe('private text');
    const id = String(res.json?.['id']);
    expect((await raw(t, 'GET', `/api/files/${id}/full`, null)).status).toBe(404);
    const altered = url.replace(/sig=./, (m) => (m.endsWith('A') ? 'sig=B' : 'sig=A'));
    expect((await raw(t, 'GET', altered, null)).status).toBe(404);
    expect((await raw(t, 'GET', url.replace('/full?', '/thumb?'), null)).status).toBe(404);
  });

  it('expires signatures by the clock and ties them to id and variant', () => {
    let now = Date.parse('2026-01-01T00:00:00Z');
    const signer = new UrlSigner('s'.repeat(32), () => now);
    const url = new URL(`http://x${signer.sign('id-1', 'full')}`);
    const exp = url.searchParams.get('exp') ?? undefined;
    const sig = url.searchParams.get('sig') ?? undefined;
    expect(signer.verify('id-1', 'full', exp, sig)).toBe(true);
    expect(signer.verify('id-2', 'full', exp, sig)).toBe(false);
    expect(signer.verify('id-1', 'thumb', exp, sig)).toBe(false);
    expect(new UrlSigner('t'.repeat(32), () => now).verify('id-1', 'full', exp, sig)).toBe(false);
    now += 2 * 60 * 60 * 1000;
    expect(signer.verify('id-1', 'full', exp, sig)).toBe(false);
  });

  it("attaching another member's upload is not found", async () => {
    const res = await upload(ann.token, 'ann only', 'kind=file');
    const id = String(res.json?.['id']);
    const uploads = (t.app as unknown as { services: { uploads: UploadsService } }).services.uploads;
    await expect(uploads.ownedBy(bob.userId, [id])).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(uploads.ownedBy(ann.userId, [id, 'not-a-uuid'])).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await uploads.ownedBy(ann.userId, [id])).map((u) => u.id)).toEqual([id]);
  });
});
