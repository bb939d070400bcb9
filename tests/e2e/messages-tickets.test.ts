// Secure messages and support tickets in a real browser on the built client: a message written in one
// context arrives live in another (no reload) and reads as plain text; a member opens a ticket, an
// administrator answers it, and the member's open page shows the answer live. Both pages are checked with
// axe and screenshotted in light, dark, Arabic (RTL) and at 375 px (no sideways page scroll).
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserSuite, newAppContext, screenshot, SCREENSHOT_DIR, verifiedUser } from '../support/browser.js';
import { describeFinding, runAxe, severe } from '../support/axe.js';
import { watchSubscription } from '../support/live-subscriptions.js';
import type { TestApp } from '../support/test-app.js';

let t: TestApp;
let browser: Browser;
const contexts = browserSuite((app, b) => {
  t = app;
  browser = b;
});

const SHOTS = path.join(SCREENSHOT_DIR, 'messages');

async function pageFor(token: string, opts: { customizer?: Record<string, unknown>; viewport?: { width: number; height: number } } = {}): Promise<Page> {
  const context = await newAppContext(browser, t, { token, ...opts });
  contexts.push(context);
  return context.newPage();
}

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  copyFileSync(await screenshot(page, `messages-${name}`, true), path.join(SHOTS, `${name}.png`));
}

/** Lets React commit what the page's timers just set off: its scheduler posts a message; ours goes after it. */
async function reactSettled(page: Page) {
  for (let i = 0; i < 3; i++) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(0);
        }),
    );
  }
}

const GRAPHQL = '**/graphql';

/** From here on the server answers the named query 0.8 s late: what the page draws meanwhile comes from memory. */
function slowAnswers(page: Page, operationName: string) {
  return page.route(GRAPHQL, async (route) => {
    if ((route.request().postDataJSON() as { operationName?: string } | null)?.operationName === operationName) {
      await new Promise((r) => setTimeout(r, 800));
    }
    await route.continue();
  });
}

async function team() {
  const ann = await verifiedUser(t, { firstName: 'Ann', lastName: 'Archer' });
  const doc = await verifiedUser(t, { firstName: 'Dana', lastName: 'Doctor' });
  await t.app.services.admin.setAdmin(null, doc.user.id, true);
  return { ann, doc };
}

describe('messages and tickets', () => {
  it('a message sent in one context arrives live in another', async () => {
    const { ann, doc } = await team();
    const docPage = await pageFor(doc.token);
    // The message is pushed once: Dana's page must be subscribed before Ann sends it.
    const docLive = watchSubscription(t, docPage, 'MailReceived', 'mail:received', doc.user.id);
    await docPage.goto('/apps/email');
    await docPage.getByTestId('folder-INBOX').waitFor();
    await docPage.getByTestId('mail-empty').waitFor();
    await docLive.live();

    const annPage = await pageFor(ann.token);
    await annPage.goto('/apps/email');
    // The notice switch is named by what it does; its help is its description (the tooltip had become its name).
    const noticeSwitch = annPage.getByRole('switch', { name: 'E-mail me a notice of new messages', exact: true });
    await noticeSwitch.waitFor();
    const described = await noticeSwitch.evaluate((el) => el.closest('label')?.getAttribute('aria-label') ?? null);
    expect(described).toBeNull();
    await annPage.getByTestId('compose-open').click();
    await annPage.getByRole('combobox', { name: 'To' }).fill('Dana');
    await annPage.getByRole('option', { name: /Dana Doctor/ }).click();
    await annPage.getByTestId('compose-subject').fill('Question about my dose');
    await annPage.getByTestId('compose-body').fill('Is <b>10 mg</b> right?');
    await annPage.getByText('Draft saved').waitFor();
    await annPage.getByTestId('compose-send').click();
    await annPage.getByText('Message sent').waitFor();

    // Arrives without a reload: the notice, the row, and the unread badge.
    await docPage.getByTestId('mail-arrived').waitFor();
    const row = docPage.getByTestId('mail-row').filter({ hasText: 'Question about my dose' });
    await row.waitFor();
    await row.getByText('Question about my dose').click();
    const body = docPage.getByTestId('mail-body');
    await body.waitFor();
    expect(await body.textContent()).toBe('Is <b>10 mg</b> right?');
    expect(await body.locator('b').count()).toBe(0);
    await shot(docPage, 'email-reading-light');

    // A reply closed before Send is in Drafts: Reply opens it again (titled as a reply), and sending it leaves no
    // draft behind. Before, Reply opened a second, empty "New message", and the first stayed in Drafts.
    await docPage.getByRole('button', { name: 'Reply', exact: true }).click();
    await expect.poll(() => docPage.locator('#compose-title').textContent()).toBe('Reply');
    await docPage.getByTestId('compose-body').press('Home');
    await docPage.getByTestId('compose-body').pressSequentially('Yes, 10 mg.');
    await docPage.getByText('Draft saved').waitFor();
    await docPage.keyboard.press('Escape');
    await docPage.locator('#compose-title').waitFor({ state: 'detached' });
    await docPage.getByRole('button', { name: 'Reply', exact: true }).click();
    await expect.poll(() => docPage.getByTestId('compose-body').inputValue()).toMatch(/^Yes, 10 mg\./);
    expect(await docPage.locator('#compose-title').textContent()).toBe('Reply');
    await docPage.getByTestId('compose-send').click();
    await docPage.getByText('Message sent').waitFor();
    await docPage.getByTestId('folder-DRAFTS').click();
    await docPage.getByTestId('mail-empty').waitFor();
    await docPage.getByTestId('folder-INBOX').click();
    await row.waitFor();

    // Sender's Sent folder has it; the recipient's star does not change it.
    await docPage.getByRole('button', { name: 'Star' }).first().click();
    await annPage.getByTestId('folder-SENT').click();
    const sent = annPage.getByTestId('mail-row').filter({ hasText: 'Question about my dose' });
    await sent.waitFor();
    expect(await sent.getByRole('button', { name: 'Remove star' }).count()).toBe(0);
  });

  it('a ticket opened by a member is answered by an administrator; the member sees it live', async () => {
    const { ann, doc } = await team();
    const annPage = await pageFor(ann.token);
    // The answer is pushed once: Ann's page must be subscribed before Dana sends it.
    const annLive = watchSubscription(t, annPage, 'TicketUpdated', 'tickets:updated', ann.user.id);
    await annPage.goto('/apps/tickets');
    await annPage.getByTestId('tickets-empty').waitFor();
    await annLive.live();
    await annPage.getByTestId('ticket-new').click();
    await annPage.getByLabel(/Subject/).fill('Cuff readings missing');
    await annPage.getByLabel(/Describe the problem/).fill('My blood-pressure cuff stopped syncing yesterday.');
    await annPage.getByTestId('ticket-submit').click();
    const annRow = annPage.getByTestId('ticket-row').filter({ hasText: 'Cuff readings missing' });
    await annRow.waitFor();
    expect(await annRow.textContent()).toContain('Open');

    const docPage = await pageFor(doc.token);
    await docPage.goto('/apps/tickets');
    const docRow = docPage.getByTestId('ticket-row').filter({ hasText: 'Cuff readings missing' });
    await docRow.getByRole('button', { name: 'Cuff readings missing' }).click();
    await docPage.getByTestId('ticket-reply').fill('Please rotate the device key in Gadgets.');
    await docPage.getByTestId('ticket-send').click();
    await docPage.getByTestId('ticket-conversation').getByText('Please rotate the device key in Gadgets.').waitFor();
    await shot(docPage, 'ticket-admin-dialog-light');

    // The member's page, untouched since, is told and shows the new status.
    await annPage.getByTestId('ticket-notice').waitFor();
    await expect.poll(() => annRow.textContent()).toContain('Pending');
    await annPage.getByTestId('count-pending').click();
    await expect.poll(() => annPage.getByTestId('ticket-row').count()).toBe(1);
    await annRow.getByRole('button', { name: 'Cuff readings missing' }).click();
    await annPage.getByTestId('ticket-conversation').getByText('Please rotate the device key in Gadgets.').waitFor();
  });

  it("gives a second mail's notice its own display time instead of closing it on the first one's timer", async () => {
    const { ann, doc } = await team();
    const docPage = await pageFor(doc.token);
    const docLive = watchSubscription(t, docPage, 'MailReceived', 'mail:received', doc.user.id);
    // The page's clock, paused once the page is live: its timers (the notice's 8 s) advance only by runFor, so
    // the timing is exact however busy the machine is.
    await docPage.clock.install();
    await docPage.goto('/apps/email');
    await docPage.getByTestId('mail-empty').waitFor();
    await docLive.live();
    await docPage.clock.pauseAt((await docPage.evaluate(() => Date.now())) + 50);
    const send = (subject: string) =>
      t.gql('mutation ($i: MailInput!) { sendMail(input: $i) { id } }', { i: { to: [doc.user.id], subject, body: 'Hello' } }, ann.token);
    const notice = docPage.getByTestId('mail-arrived');

    await send('First question');
    await notice.waitFor();
    await docPage.clock.runFor(6_000);
    await send('Second question');
    // The paused clock also holds any timer the page sets on the way to showing the mail (seen twice in CI: the row
    // never came). Up to 1.5 s of page time more, in 50 ms steps, while waiting in real time: the first notice is
    // then at most 7.5 s old when the second arrives, still inside its 8 s, so the test still tells the two timers
    // apart.
    const secondRow = docPage.getByTestId('mail-row').filter({ hasText: 'Second question' });
    for (let step = 0; step < 30 && !(await secondRow.isVisible()); step++) {
      await secondRow.waitFor({ timeout: 500 }).catch(() => docPage.clock.runFor(50));
    }
    await secondRow.waitFor();

    // 10.5–12 s after the first notice its 8 s are spent; 300 ms more would finish a closing notice's exit transition
    // (React commits a close after runFor returns, so the exit's timer starts then). The second notice, 4.5 s
    // old, still shows...
    await docPage.clock.runFor(4_500);
    await reactSettled(docPage);
    await docPage.clock.runFor(300);
    await reactSettled(docPage);
    expect(await notice.isVisible()).toBe(true);
    // ...and closes on its own, 8 s after it opened.
    await docPage.clock.resume();
    await notice.waitFor({ state: 'detached' });
  });

  it('tickets in French: the phone lines put a space before their colons; form errors are in French', async () => {
    const { ann } = await team();
    await t.gql(
      'mutation ($i: OpenTicketInput!) { openTicket(input: $i) { id } }',
      { i: { subject: 'Invoice question', description: 'Which invoice covers the cuff?', category: 'BILLING', priority: 'LOW' } },
      ann.token,
    );
    const page = await pageFor(ann.token, { customizer: { language: 'fr' }, viewport: { width: 375, height: 812 } });
    await page.goto('/apps/tickets');
    const row = page.getByTestId('ticket-row').first();
    await row.waitFor();
    const text = await row.textContent();
    expect(text).toContain('Attribuée à\u202f: Non attribuée');
    expect(text).toContain('Priorité\u202f:');

    await page.getByTestId('ticket-new').click();
    // Both required fields empty: both say so at once, not one per try.
    await page.getByTestId('ticket-submit').click();
    await page.getByText('L’objet doit compter au moins 3 caractères.').waitFor();
    await page.getByText('Décrivez le problème.').waitFor();
    expect(await page.getByRole('dialog').locator('[aria-invalid=true]').count()).toBe(2);
    await page.getByRole('textbox', { name: /Objet/ }).fill('ab');
    await page.getByRole('textbox', { name: /Décrivez le problème/ }).fill('Le brassard ne synchronise plus.');
    await page.getByTestId('ticket-submit').click();
    await page.getByText('L’objet doit compter au moins 3 caractères.').waitFor();
    await page.getByRole('textbox', { name: /Objet/ }).fill('Brassard');
    await page.getByRole('textbox', { name: /Décrivez le problème/ }).fill('   ');
    await page.getByTestId('ticket-submit').click();
    await page.getByText('Décrivez le problème.').waitFor();
    expect(await page.getByRole('dialog').textContent()).not.toMatch(/characters|Write something/);
  });

  it('compose in French: a draft that could not be saved says so, and a message without recipient says why in French', async () => {
    const { ann } = await team();
    const page = await pageFor(ann.token, { customizer: { language: 'fr' } });
    await page.goto('/apps/email');
    await page.getByTestId('compose-open').click();
    // 201 characters: the server refuses the draft (its limit is 200).
    await page.getByTestId('compose-subject').fill('x'.repeat(201));
    await page.getByText('Brouillon non enregistré').waitFor();
    await page.getByTestId('compose-subject').fill('Question');
    await page.getByText('Brouillon enregistré').waitFor();
    await page.getByTestId('compose-send').click();
    await page.getByText('Choisissez au moins un destinataire.').waitFor();
    // Focus goes to the field said wrong, not stays on Send.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-invalid')))
      .toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
    expect(await page.getByRole('dialog').textContent()).not.toContain('Choose at least one recipient');
  });

  it('trashing the only message of the last page shows the page before it; a search that finds nothing says so', async () => {
    const { ann, doc } = await team();
    for (let i = 1; i <= 11; i++) {
      await t.gql('mutation ($i: MailInput!) { sendMail(input: $i) { id } }', { i: { to: [ann.user.id], subject: `Update ${i}`, body: 'Hello' } }, doc.token);
    }
    const page = await pageFor(ann.token);
    await page.goto('/apps/email');
    await expect.poll(() => page.getByTestId('mail-row').count()).toBe(10);
    await page.getByRole('button', { name: /next page/i }).click();
    const last = page.getByTestId('mail-row').filter({ hasText: 'Update 1' });
    await last.waitFor();
    expect(await page.getByTestId('mail-row').count()).toBe(1);
    // The tick is kept on the server: the bulk bar comes once it is saved.
    await last.getByRole('checkbox').click();
    // The server answers the list slowly from here: the first page, kept from before the move, must not be drawn
    // from memory meanwhile (it says "of 11" and may hold entries that moved).
    await slowAnswers(page, 'Mailbox');
    await page.getByRole('button', { name: 'Move to trash' }).click();
    await expect.poll(() => page.getByTestId('mail-row').count()).toBe(10);
    expect(await page.getByTestId('mail-empty').count()).toBe(0);
    expect(await page.getByText('1–10 of 10').count()).toBe(1);
    await page.unroute(GRAPHQL);

    // A search that finds nothing says so, rather than "messages you send and receive appear here".
    await page.getByRole('textbox', { name: 'Search messages' }).fill('no such words');
    await page.getByTestId('mail-empty').getByText('No message matches this search or label.').waitFor();
  });

  it('an administrator deleting the only ticket of the last page sees the page before it', async () => {
    const { ann, doc } = await team();
    for (let i = 1; i <= 11; i++) {
      await t.gql(
        'mutation ($i: OpenTicketInput!) { openTicket(input: $i) { id } }',
        { i: { subject: `Pagination ticket ${i}`, description: 'Hello', category: 'OTHER', priority: 'LOW' } },
        ann.token,
      );
    }
    const page = await pageFor(doc.token);
    await page.goto('/apps/tickets');
    await page.getByRole('textbox', { name: 'Search tickets' }).fill('Pagination ticket');
    await expect.poll(() => page.getByTestId('ticket-row').count()).toBe(10);
    await page.getByRole('button', { name: /next page/i }).click();
    await expect.poll(() => page.getByTestId('ticket-row').count()).toBe(1);
    await slowAnswers(page, 'Tickets');
    await page.getByTestId('ticket-row').getByRole('button', { name: /Delete ticket/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByTestId('ticket-row').count()).toBe(10);
    expect(await page.getByTestId('tickets-empty').count()).toBe(0);
    // Drawn from the server's answer, not from the first page kept from before the deletion.
    expect(await page.getByText('1–10 of 10').count()).toBe(1);
    await page.unroute(GRAPHQL);
  });

  it('both pages: axe and screenshots in light, dark, Arabic and at 375 px', async () => {
    const { ann, doc } = await team();
    await t.gql(
      'mutation ($i: MailInput!) { sendMail(input: $i) { id } }',
      { i: { to: [ann.user.id], subject: 'Your lab results', body: 'All values are in range.' } },
      doc.token,
    );
    await t.gql(
      'mutation ($i: OpenTicketInput!) { openTicket(input: $i) { id } }',
      { i: { subject: 'Invoice question', description: 'Which invoice covers the cuff?', category: 'BILLING', priority: 'LOW' } },
      ann.token,
    );
    const looks: { name: string; customizer?: Record<string, unknown>; viewport?: { width: number; height: number } }[] = [
      { name: 'light' },
      { name: 'dark', customizer: { activeMode: 'dark' } },
      { name: 'ar-rtl', customizer: { language: 'ar', activeDir: 'rtl' } },
      { name: '375', viewport: { width: 375, height: 812 } },
    ];
    for (const look of looks) {
      const page = await pageFor(ann.token, look);
      await page.goto('/apps/email');
      await page.getByTestId('mail-row').first().waitFor();
      if (look.name !== '375') {
        await page.getByTestId('mail-row').first().locator('.MuiListItemButton-root').click();
        await page.getByTestId('mail-body').waitFor();
      }
      if (look.viewport) {
        // The row keeps all its parts on a phone (modules.md): tick, star, important marker, then who and what,
        // inside the screen, with room left for the sender; the marker still toggles.
        const row = page.getByTestId('mail-row').first();
        const inside = async (testId: string) => {
          const box = await row.getByTestId(testId).boundingBox();
          return Boolean(box && box.width > 0 && box.x >= 0 && box.x + box.width <= look.viewport!.width);
        };
        expect(await row.getByTestId('mail-important').isVisible()).toBe(true);
        expect(await inside('mail-important')).toBe(true);
        expect(await inside('mail-star')).toBe(true);
        const text = await row.locator('.MuiListItemButton-root').boundingBox();
        expect(text && text.width).toBeGreaterThan(150);
        await row.getByTestId('mail-important').click();
        await expect.poll(() => row.getByTestId('mail-important').getAttribute('aria-pressed')).toBe('true');
      }
      if (look.name === 'ar-rtl') expect(await page.getByTestId('page-title').textContent()).toBe('الرسائل');
      expect(severe(await runAxe(page)).map(describeFinding), `email ${look.name}`).toEqual([]);
      if (look.viewport) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await shot(page, `email-${look.name}`);

      await page.goto('/apps/tickets');
      await page.getByTestId('ticket-row').first().waitFor();
      // The page's own strings (its lazy namespace) are in Arabic too, not only the menu.
      if (look.name === 'ar-rtl') {
        expect(await page.getByTestId('page-title').textContent()).toBe('تذاكر الدعم');
        expect(await page.getByTestId('count-total').textContent()).toContain('إجمالي التذاكر');
      }
      expect(severe(await runAxe(page)).map(describeFinding), `tickets ${look.name}`).toEqual([]);
      if (look.viewport) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await shot(page, `tickets-${look.name}`);
    }
  });
});
