// Contact photos (issue 13, spec §3 Contact.image) on a real database: the photo is one of the owner's own image
// uploads, set, replaced, kept and removed through ContactInput.imageUploadId, and read back as a signed
// thumbnail URL that really serves the image. Someone else's upload or a made-up id is NOT_FOUND (the project's
// ownership rule, as posts and the gallery answer); the owner's own non-image upload is BAD_USER_INPUT (field
// imageUploadId); another member never reaches the contact; trashing, emptying the trash and deleting the upload
// itself leave nothing broken.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, fieldOf } from '../support/account-helpers.js';
import { raw } from '../support/records-helpers.js';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';
import { verifiedUser } from '../support/vitals-helpers.js';
import type { VerifiedUser } from '../support/vitals-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const ADD = `mutation ($input: ContactInput!) { addContact(input: $input) { id image } }`;
const UPDATE = `mutation ($id: ID!, $input: ContactInput!) { updateContact(id: $id, input: $input) { id firstname image } }`;
const ONE = `query ($id: ID!) { contact(id: $id) { id image } }`;
const LIST = `query ($list: ContactList) { contacts(list: $list) { id image } }`;
const DELETE = `mutation ($id: ID!) { deleteContact(id: $id) { id image } }`;
const EMPTY = `mutation { emptyContactTrash }`;
const GALLERY_ADD = `mutation ($u: ID!) { addGalleryImage(uploadId: $u) { id } }`;
const GALLERY_DEL = `mutation ($id: ID!) { deleteGalleryImage(id: $id) }`;

type Shown = { id: string; image: string | null };

const png = (colour: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: colour } }).png().toBuffer();

async function upload(u: VerifiedUser, kind: 'image' | 'file', body: Buffer, type: string, name: string) {
  const res = await raw(t, 'POST', `/api/uploads?kind=${kind}&filename=${name}`, u.token, body, type);
  expect(res.status).toBe(201);
  return (res.json as { id: string }).id;
}
const uploadImage = async (u: VerifiedUser, colour = '#39c') => upload(u, 'image', await png(colour), 'image/png', 'face.png');

async function add(u: VerifiedUser, input: Record<string, unknown>): Promise<Shown> {
  const res = await t.gql<{ addContact: Shown }>(ADD, { input }, u.token);
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.addContact;
}
async function update(u: VerifiedUser, id: string, input: Record<string, unknown>): Promise<Shown> {
  const res = await t.gql<{ updateContact: Shown }>(UPDATE, { id, input }, u.token);
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.updateContact;
}
const read = async (u: VerifiedUser, id: string) => (await t.gql<{ contact: Shown }>(ONE, { id }, u.token)).data?.contact;

/** The signed URL must name that upload's thumbnail and serve WebP bytes without any bearer token. */
async function expectServes(url: string | null | undefined, uploadId: string) {
  expect(url).toMatch(new RegExp(`^/api/files/${uploadId}/thumb\\?exp=\\d+&sig=`));
  const res = await raw(t, 'GET', url!, null);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/webp');
  expect((await sharp(res.buf).metadata()).format).toBe('webp');
}

describe('contact photo', () => {
  it('sets, keeps, replaces and removes the photo; image is a signed thumbnail URL that serves it', async () => {
    const u = await verifiedUser(t);
    const first = await uploadImage(u, '#c33');
    const c = await add(u, { firstname: 'Amina', imageUploadId: first });
    await expectServes(c.image, first);
    await expectServes(await read(u, c.id).then((r) => r?.image), first);
    const listed = (await t.gql<{ contacts: Shown[] }>(LIST, {}, u.token)).data?.contacts;
    expect(listed?.find((r) => r.id === c.id)?.image).toMatch(`/api/files/${first}/thumb?`);

    // The edit form without imageUploadId (an older client) keeps the photo.
    expect((await update(u, c.id, { firstname: 'Amina K' })).image).toMatch(`/api/files/${first}/thumb?`);

    const second = await uploadImage(u, '#3c3');
    await expectServes((await update(u, c.id, { firstname: 'Amina', imageUploadId: second })).image, second);
    // Sending the current id again changes nothing.
    expect((await update(u, c.id, { firstname: 'Amina', imageUploadId: second })).image).toMatch(`/api/files/${second}/`);

    expect((await update(u, c.id, { firstname: 'Amina', imageUploadId: null })).image).toBeNull();
    expect((await read(u, c.id))?.image).toBeNull();
    // A contact added without a photo has none.
    expect((await add(u, { firstname: 'Plain' })).image).toBeNull();
  });

  it('answers NOT_FOUND for someone else’s upload or a made-up id, BAD_USER_INPUT for the owner’s non-image upload', async () => {
    const [u, other] = await Promise.all([verifiedUser(t), verifiedUser(t)]);
    const theirs = await uploadImage(other);
    const text = await upload(u, 'file', Buffer.from('not a picture\n'), 'text/plain', 'note.txt');
    const mine = await uploadImage(u);
    const c = await add(u, { firstname: 'Kept', imageUploadId: mine });
    for (const bad of [theirs, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const added = await t.gql(ADD, { input: { firstname: 'X', imageUploadId: bad } }, u.token);
      expect(codeOf(added), bad).toBe('NOT_FOUND');
      const edited = await t.gql(UPDATE, { id: c.id, input: { firstname: 'Changed', imageUploadId: bad } }, u.token);
      expect(codeOf(edited), bad).toBe('NOT_FOUND');
    }
    // Another's upload and an unknown id answer the very same thing, so an id reveals nothing.
    const theirsRes = await t.gql(ADD, { input: { firstname: 'X', imageUploadId: theirs } }, u.token);
    const unknownRes = await t.gql(ADD, { input: { firstname: 'X', imageUploadId: '00000000-0000-4000-8000-000000000000' } }, u.token);
    expect(theirsRes.errors?.[0]?.message).toBe(unknownRes.errors?.[0]?.message);
    for (const call of [
      t.gql(ADD, { input: { firstname: 'X', imageUploadId: text } }, u.token),
      t.gql(UPDATE, { id: c.id, input: { firstname: 'Changed', imageUploadId: text } }, u.token),
    ]) {
      const res = await call;
      expect([codeOf(res), fieldOf(res)]).toEqual(['BAD_USER_INPUT', 'imageUploadId']);
    }
    // Nothing was written by the refused calls.
    const names = (await t.gql<{ contacts: { id: string }[] }>(LIST, {}, u.token)).data?.contacts;
    expect(names?.map((r) => r.id)).toEqual([c.id]);
    expect((await read(u, c.id))?.image).toMatch(`/api/files/${mine}/thumb?`);
  });

  it('never shows the photo to another member, and the file door serves nothing unsigned', async () => {
    const [u, other] = await Promise.all([verifiedUser(t), verifiedUser(t)]);
    const id = await uploadImage(u);
    const c = await add(u, { firstname: 'Private', imageUploadId: id });
    expect(codeOf(await t.gql(ONE, { id: c.id }, other.token))).toBe('NOT_FOUND');
    expect((await t.gql<{ contacts: Shown[] }>(LIST, {}, other.token)).data?.contacts).toEqual([]);
    // Not even the owner's bearer token opens the file without a signature.
    expect((await raw(t, 'GET', `/api/files/${id}/thumb`, u.token)).status).toBe(404);
    expect((await raw(t, 'GET', `/api/files/${id}/thumb`, other.token)).status).toBe(404);
  });

  it('keeps working through the trash, emptying it, and the upload itself being deleted', async () => {
    const u = await verifiedUser(t);
    const trashed = await uploadImage(u);
    const c = await add(u, { firstname: 'Gone', imageUploadId: trashed });
    expect((await t.gql<{ deleteContact: Shown }>(DELETE, { id: c.id }, u.token)).data?.deleteContact.image).toMatch(
      `/api/files/${trashed}/thumb?`,
    );
    const inTrash = (await t.gql<{ contacts: Shown[] }>(LIST, { list: 'TRASH' }, u.token)).data?.contacts;
    expect(inTrash?.[0]?.image).toMatch(`/api/files/${trashed}/thumb?`);
    expect((await t.gql<{ emptyContactTrash: number }>(EMPTY, {}, u.token)).data?.emptyContactTrash).toBe(1);
    expect((await t.gql<{ contacts: Shown[] }>(LIST, { list: 'TRASH' }, u.token)).data?.contacts).toEqual([]);
    // The upload outlives the contact and can still be given to a new one.
    expect((await add(u, { firstname: 'Again', imageUploadId: trashed })).image).toMatch(`/api/files/${trashed}/`);

    // The same upload in the gallery, deleted from there: only the gallery entry goes; the contact keeps its photo
    // (the file went with it before, and the photo with it), and can still drop it.
    const shared = await uploadImage(u);
    const kept = await add(u, { firstname: 'Shared', imageUploadId: shared });
    const g = await t.gql<{ addGalleryImage: { id: string } }>(GALLERY_ADD, { u: shared }, u.token);
    expect(g.data?.addGalleryImage.id).toBeTruthy();
    expect((await t.gql(GALLERY_DEL, { id: g.data!.addGalleryImage.id }, u.token)).errors).toBeUndefined();
    expect((await read(u, kept.id))?.image).toMatch(`/api/files/${shared}/thumb?`);
    expect((await update(u, kept.id, { firstname: 'Shared', imageUploadId: null })).image).toBeNull();
  });
});
