import { describe, expect, it } from 'vitest';
import { tagsForNotification } from './invalidation-listener.ts';
import { changesEveryPage, changesPopup, pageTagsFor, tagsForChange } from './page-tags.ts';

// What a page-cache notification (drizzle/0019) drops, and which tags a page carries
// (docs/decisions/004-page-cache.md, "Which changes notify").

describe('the tags of an activity change', () => {
  const item = { platformId: 1, slug: 'kanoen-op-de-linge-2a', organisationId: 12 };

  it('drops its page, its organisation and the listings when the listings show the change', () => {
    expect(tagsForNotification({ table: 'activities', bulk: false, items: [{ ...item, listing: true }] }).sort()).toEqual(
      ['organisation:12', 'p1:activity:kanoen-op-de-linge-2a', 'p1:listing'].sort(),
    );
  });

  it('keeps the listings when only what the detail and organisation pages show changed', () => {
    expect(tagsForNotification({ table: 'activities', bulk: false, items: [{ ...item, listing: false }] }).sort()).toEqual(
      ['organisation:12', 'p1:activity:kanoen-op-de-linge-2a'].sort(),
    );
  });

  it('counts a notification without the flag (an explicit one, e.g. an organisation changed) as shown on the listings', () => {
    expect(tagsForChange({ table: 'activities', platformId: 1, slug: null, organisationId: 12 })).toEqual(['p1:listing', 'organisation:12']);
  });

  it('names both versions of a renamed or moved activity; an item on the listings adds them once', () => {
    const tags = tagsForNotification({
      table: 'activities',
      bulk: false,
      items: [
        { platformId: 1, slug: 'oude-titel-2a', organisationId: 12, listing: true },
        { platformId: 1, slug: 'nieuwe-titel-2a', organisationId: 13, listing: true },
      ],
    });
    expect(tags.sort()).toEqual(['organisation:12', 'organisation:13', 'p1:activity:nieuwe-titel-2a', 'p1:activity:oude-titel-2a', 'p1:listing'].sort());
  });

  it("maps a link table's change to its activity's pages, not to every page of the platform", () => {
    for (const table of ['activity_filters', 'activity_cities', 'activity_provinces', 'activity_regions', 'activity_media']) {
      const tags = tagsForNotification({ table, bulk: false, items: [{ ...item, listing: true }] });
      expect(tags.sort()).toEqual(['organisation:12', 'p1:activity:kanoen-op-de-linge-2a', 'p1:listing'].sort());
    }
  });

  it('drops every page of the platform for a bulk change', () => {
    expect(tagsForNotification({ table: 'activities', bulk: true, items: [{ platformId: 3 }] })).toEqual(['p3:all']);
  });
});

describe('the tags of other changes', () => {
  it('events: the agenda and the organisation; blogs: the blog pages; banners: the pages that show one', () => {
    expect(tagsForNotification({ table: 'events', bulk: false, items: [{ platformId: 3, slug: null, organisationId: 7, listing: true }] })).toEqual([
      'p3:events',
      'organisation:7',
    ]);
    expect(tagsForNotification({ table: 'blogs', bulk: false, items: [{ platformId: 1, listing: true }] })).toEqual(['blogs:1']);
    expect(tagsForNotification({ table: 'banners', bulk: false, items: [{ platformId: 2, listing: true }] })).toEqual(['p2:listing', 'p2:events']);
    expect(tagsForNotification({ table: 'menu_items', bulk: false, items: [{ platformId: 2, listing: true }] })).toEqual(['p2:all']);
  });

  it("pop-ups: a tag no page carries (no page's HTML shows one), which drops the kept pop-up only", () => {
    const tags = tagsForNotification({ table: 'popups', bulk: false, items: [{ platformId: 3 }] });
    expect(tags).toEqual(['p3:popup']);
    expect(changesPopup(tags)).toBe(true);
    expect(changesEveryPage(tags)).toBe(false);
    for (const path of ['/', '/uitjes', '/agenda', '/helpdesk', '/blogs', '/uitjes/kanoen-op-de-linge-2a']) {
      expect(pageTagsFor(3, 3, path).filter((tag) => tags.includes(tag))).toEqual([]);
    }
    expect(changesPopup(tagsForNotification({ table: 'banners', bulk: false, items: [{ platformId: 3 }] }))).toBe(false);
  });

  it('skips items without a platform', () => {
    expect(tagsForNotification({ table: 'filters', bulk: false, items: [{ platformId: null }] })).toEqual([]);
  });
});

describe('the tags of a page', () => {
  it("an organisation's page carries its organisation's tag, not the platform's listings", () => {
    expect(pageTagsFor(1, 1, '/overzicht/de-bolderbus-12').sort()).toEqual(['organisation:12', 'p1:all'].sort());
    expect(pageTagsFor(1, 1, '/overzicht').sort()).toEqual(['p1:all', 'p1:listing'].sort());
  });

  it('a detail page carries its slug, not the listings', () => {
    expect(pageTagsFor(2, 2, '/uitjes/kanoen-op-de-linge-2a').sort()).toEqual(['p2:activity:kanoen-op-de-linge-2a', 'p2:all'].sort());
  });
});
