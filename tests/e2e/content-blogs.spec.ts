import { expect, test, waitForHydration } from './fixtures.ts';
import { expectNoAxeViolations, screenshot, WIDTHS } from './content-support.ts';

const BUTTON = { nl: 'Lees meer', be: 'Lees meer', kids: 'Lees meer', de: 'Weiterlesen' } as const;
const PROVINCES = [
  'Noord-Holland',
  'Utrecht',
  'Groningen',
  'Friesland',
  'Overijssel',
  'Zeeland',
  'Zuid-Holland',
  'Gelderland',
  'Limburg',
  'Noord-Brabant',
  'Flevoland',
  'Drenthe',
];

test.describe('blogs /blogs and /blog/{id}', () => {
  for (const width of WIDTHS) {
    test(`overview: header, meta, cards with cut texts at ${width}px`, async ({ page, brand }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/blogs');
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description!.length).toBeGreaterThan(100);
      expect(description!.length).toBeLessThanOrEqual(170);
      const cards = page.getByTestId('blog-card');
      expect(await cards.count()).toBeGreaterThan(3);
      for (const card of await cards.all()) {
        const title = (await card.getByRole('heading').innerText()).trim();
        expect(title.length).toBeLessThanOrEqual(63);
        const text = (await card.locator('p').innerText()).trim();
        expect(text.length).toBeLessThanOrEqual(123);
        await expect(card.getByRole('link', { name: new RegExp(`^${BUTTON[brand]}`) })).toHaveAttribute('href', /^\/blog\/\d+$/);
        await expect(card.locator('img')).toHaveAttribute('width', '400');
      }
      await expectNoAxeViolations(page);
      await screenshot(page, `blogs-${brand}-${width}`);
    });

    test(`detail: breadcrumbs or back link, image, title, HTML and button at ${width}px`, async ({ page, brand }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/blogs');
      const first = page.getByTestId('blog-card').first();
      const href = (await first.getByRole('heading').getByRole('link').getAttribute('href'))!;
      await page.goto(href);
      await waitForHydration(page);
      const title = page.getByRole('heading', { level: 1 });
      await expect(title).toBeVisible();
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description!.length).toBeLessThanOrEqual(170);
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
      const crumbs = page.getByRole('navigation', { name: /Kruimelpad|Brotkrumen/ });
      const back = page.getByTestId('blog-back');
      if (width < 640) {
        await expect(back).toBeVisible();
        await expect(back).toHaveAttribute('href', '/blogs');
        await expect(crumbs).toBeHidden();
      } else {
        await expect(back).toBeHidden();
        await expect(crumbs.getByRole('link')).toHaveCount(2);
        await expect(crumbs.getByRole('link').nth(1)).toHaveAttribute('href', '/blogs');
        await expect(crumbs.locator('[aria-current="page"]')).toHaveText((await title.innerText()).trim());
      }
      await expect(page.getByTestId('blog-body').locator('p').first()).toBeVisible();
      await expect(page.getByTestId('blog-body').locator('script, [onclick], [onerror]')).toHaveCount(0);
      await expect(page.locator('article img').first()).toBeVisible();
      const button = page.getByRole('link', { name: brand === 'de' ? 'Mehr lesen' : 'Lees meer', exact: true });
      await expect(button).toHaveAttribute('href', '/blogs');
      await expect(page.getByTestId('related-activities').getByRole('heading', { level: 2 })).toHaveText(
        brand === 'de' ? 'Passende Ausflüge' : brand === 'be' ? 'Relevante uitstappen' : 'Relevante uitjes',
      );
      await expect(page.getByTestId('related-activities').getByRole('link').first()).toHaveAttribute('href', /^\/uitjes\//);
      // 'Lees meer op de website' to the article's source, and its tags' pages (screens.md Blogs).
      const website = page.getByTestId('blog-website');
      await expect(website).toHaveText(new RegExp(brand === 'de' ? '^Mehr auf der Website lesen' : '^Lees meer op de website'));
      await expect(website).toHaveAttribute('href', /^https:\/\/[^/]+/);
      await expect(website).toHaveAttribute('target', '_blank');
      const tags = page.getByTestId('blog-tags').getByRole('link');
      expect(await tags.count()).toBeGreaterThan(0);
      for (const href of await tags.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) expect(href).toMatch(/^\/blogs\/[a-z0-9-]+\.html$/);
      await expect(page.getByTestId('blog-body').locator('a[href$=".html"]').first()).toHaveAttribute('href', /^\/blogs\/[a-z0-9-]+\.html$/);
      await expectNoAxeViolations(page);
      await screenshot(page, `blog-${brand}-${width}`);
    });
  }

  test("'Handige links' only on the Dutch company site, with every link", async ({ page, brand }) => {
    await page.goto('/blogs');
    const boxes = page.getByTestId('link-boxes');
    if (brand !== 'nl') {
      await expect(boxes).toHaveCount(0);
      return;
    }
    await expect(boxes.getByRole('heading', { level: 2 })).toHaveText('Handige links');
    const hrefs = await boxes.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual([
      ...['amsterdam', 'utrecht', 'rotterdam', 'maastricht', 'eindhoven'].map((city) => `/bedrijfsuitje/${city}`),
      '/bedrijfsuitje',
      '/personeelsuitje',
      '/groepsuitje',
      '/teambuilding',
      '/teamuitje',
      ...PROVINCES.map((province) => `/bedrijfsuitje/${province.toLowerCase()}`),
    ]);
  });

  test('the Belgian site shows the Dutch company list', async ({ page, brand, baseURL }) => {
    test.skip(brand !== 'be', 'Belgian host only');
    await page.goto('/blogs');
    const belgian = await page.getByTestId('blog-card').getByRole('heading').allInnerTexts();
    await page.goto(baseURL!.replace('be.localhost', 'nl.localhost') + '/blogs');
    const dutch = await page.getByTestId('blog-card').getByRole('heading').allInnerTexts();
    expect(belgian).toEqual(dutch);
  });

  test('a tag page lists the articles with that tag, has a head and is in the sitemap; an unknown tag is 404', async ({ page, brand }) => {
    await page.goto('/blogs');
    await page.getByTestId('blog-card').first().getByRole('heading').getByRole('link').click();
    const tag = page.getByTestId('blog-tags').getByRole('link').first();
    const name = (await tag.innerText()).trim();
    const href = (await tag.getAttribute('href'))!;
    const title = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
    await tag.click();
    await expect(page).toHaveURL(new RegExp(`${href.replace('.', '\\.')}$`));
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    await expect(page).toHaveTitle(new RegExp(name));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${href.replace('.', '\\.')}$`));
    // The article we came from is among the cards (at most 12 a page).
    const cards = page.getByTestId('blog-card');
    expect(await cards.count()).toBeLessThanOrEqual(12);
    const titles = await cards.getByRole('heading').allInnerTexts();
    expect(titles.some((cardTitle) => title.startsWith(cardTitle.replace(/\.\.\.$/, '').trim()))).toBe(true);
    await expectNoAxeViolations(page);
    await screenshot(page, `blog-tag-${brand}-1280`);
    const sitemap = await page.request.get(new URL('/sitemaps/pages-1.xml', page.url()).href.replace(/\/\/[^/:]+(:\d+)/, '//127.0.0.1$1'), {
      headers: { host: new URL(page.url()).host },
    });
    expect(await sitemap.text()).toContain(`${href}</loc>`);
    expect((await page.goto('/blogs/bestaat-niet.html'))?.status()).toBe(404);
  });

  test('an unknown blog id redirects to /not-found', async ({ page }) => {
    for (const id of ['999999', 'abc']) {
      const response = await page.goto(`/blog/${id}`);
      expect(new URL(page.url()).pathname).toBe('/not-found');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Oeps! Pagina niet gevonden.|Hoppla! Seite nicht gefunden./);
    }
  });
});
