import { CatalogueModelsResponseSchema, CurrentSubscriptionResponseSchema } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { signInAsGuestAndCreateSave } from './support/editorActions';
import { useProductFixture } from './support/productFixture';

const WAIT_MS = 30_000;

describe('the premium upsell and the purchase dialog', () => {
  const product = useProductFixture('upsell');

  it('a locked item opens the upsell; upgrading walks plan, period and payment, a declined card says Error Subscribing, an approved one unlocks the item', async () => {
    const { server } = await product.start();
    const page = await product.newPage();
    await signInAsGuestAndCreateSave(page, server.url, 'free@example.com');
    const decorations = CatalogueModelsResponseSchema.parse(
      await (await page.request.get(`${server.url}/api/catalogue/models?type=decoration`)).json(),
    ).data;
    const locked = decorations.find((model) => model.locked);
    if (!locked) throw new Error('the free plan locks no decoration');

    await page
      .getByRole('toolbar', { name: 'Catalogue categories' })
      .getByRole('button', { name: 'Decorations', exact: true })
      .click();
    const panel = page.getByRole('region', { name: 'Decorations' });
    await panel.getByRole('searchbox').fill(locked.name);
    const tile = panel.getByRole('button', { name: new RegExp(`^${locked.name}`) }).first();
    await tile.click({ timeout: WAIT_MS });

    const upsell = page.getByRole('dialog', { name: 'Premium feature' });
    await upsell.getByText(`${locked.name} is part of our paid plans.`).waitFor({ timeout: WAIT_MS });
    expect(await page.evaluate(() => window.__kitchensync!.models().length)).toBe(0);
    await upsell.getByRole('button', { name: 'Upgrade' }).click();

    const purchase = page.getByRole('dialog', { name: 'Upgrade your plan' });
    await purchase.getByRole('radio', { name: /^Starter/ }).check({ timeout: WAIT_MS });
    await purchase.getByRole('button', { name: 'Next' }).click();
    await purchase.getByRole('radio', { name: 'Yearly — $190.00 a year (2 months free)' }).check();
    await purchase.getByRole('button', { name: 'Next' }).click();
    await purchase.getByText('Starter: $190.00 a year (2 months free)').waitFor({ timeout: WAIT_MS });
    await purchase.getByRole('radio', { name: 'Test card that is declined' }).check();
    await purchase.getByRole('button', { name: 'Subscribe' }).click();
    await purchase.getByRole('alert').getByText('Error Subscribing').waitFor({ timeout: WAIT_MS });

    await purchase.getByRole('radio', { name: 'Test card that is approved' }).check();
    await purchase.getByRole('button', { name: 'Subscribe' }).click();
    await purchase.getByText('You are on the Starter plan now. Thank you!').waitFor({ timeout: WAIT_MS });
    await purchase.getByRole('button', { name: 'Done' }).click();

    const subscription = await (await page.request.get(`${server.url}/api/subscription`)).json();
    expect(subscription).toMatchObject({
      data: { plan: { id: 'starter' }, billingPeriod: 'yearly', price: 190 },
    });
    // Decorations are Full on Starter: the same tile now places the item.
    await tile.click();
    await expect
      .poll(() => page.evaluate(() => window.__kitchensync!.models().length), { timeout: WAIT_MS })
      .toBe(1);
  });

  it('without a payment gateway configured, the purchase dialog says payments are not set up, and nothing is granted', async () => {
    // As `npm start` runs by default: PAYMENT_GATEWAY unset.
    const { server } = await product.start({ PAYMENT_GATEWAY: '' });
    const page = await product.newPage();
    await signInAsGuestAndCreateSave(page, server.url, 'free@example.com');
    const decorations = CatalogueModelsResponseSchema.parse(
      await (await page.request.get(`${server.url}/api/catalogue/models?type=decoration`)).json(),
    ).data;
    const locked = decorations.find((model) => model.locked);
    if (!locked) throw new Error('the free plan locks no decoration');

    await page
      .getByRole('toolbar', { name: 'Catalogue categories' })
      .getByRole('button', { name: 'Decorations', exact: true })
      .click();
    const panel = page.getByRole('region', { name: 'Decorations' });
    await panel.getByRole('searchbox').fill(locked.name);
    await panel
      .getByRole('button', { name: new RegExp(`^${locked.name}`) })
      .first()
      .click({ timeout: WAIT_MS });
    await page
      .getByRole('dialog', { name: 'Premium feature' })
      .getByRole('button', { name: 'Upgrade' })
      .click();

    const purchase = page.getByRole('dialog', { name: 'Upgrade your plan' });
    await purchase
      .getByRole('alert')
      .getByText('Payments are not set up on this installation.')
      .waitFor({ timeout: WAIT_MS });
    expect(await purchase.getByRole('button', { name: 'Subscribe' }).count()).toBe(0);
    expect(await purchase.getByRole('radio').count()).toBe(0);
    await purchase.getByRole('button', { name: 'Close' }).click();
    await purchase.waitFor({ state: 'hidden', timeout: WAIT_MS });

    // The api refuses every purchase call here too (api/src/billing/noPaymentGateway.test.ts).
    const subscription = await (await page.request.get(`${server.url}/api/subscription`)).json();
    expect(CurrentSubscriptionResponseSchema.parse(subscription).data).toBeNull();
  });
});
