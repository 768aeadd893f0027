import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../i18n/catalogues.server.ts';
import { AUDIT_ACTION_GROUPS, AUDIT_ACTIONS, AUDIT_OBJECTS, auditObjectPath } from './audit-actions.ts';

// The audit log's codes in words (decision 104): every action, group and object the log can show has a text
// (the German catalogue has the Dutch one's keys: app/i18n/catalogues.test.ts), and the links to what an
// entry is about.

const audit = CATALOGUES.nl.portal.backOffice.audit;

describe('the audit log in words', () => {
  it('names every action, its group and every kind of object', () => {
    expect(AUDIT_ACTIONS.filter((action) => !(action in audit.actions))).toEqual([]);
    expect(Object.keys(audit.actions).sort()).toEqual([...AUDIT_ACTIONS].sort());
    expect(Object.keys(AUDIT_ACTION_GROUPS).filter((group) => !(group in audit.groups))).toEqual([]);
    expect(AUDIT_OBJECTS.filter((object) => !(object in audit.objects))).toEqual([]);
    expect(new Set(AUDIT_ACTIONS).size).toBe(AUDIT_ACTIONS.length);
  });
});

describe('the page of what an entry is about', () => {
  const ref = { action: 'x-saved', object: null, objectId: 7, organisationId: null, platformId: 3 };
  it('links an object to its portal page, a back-office one on the entry’s platform', () => {
    expect(auditObjectPath({ ...ref, object: 'activity' }, 1)).toBe('/portaal/activiteiten/7');
    expect(auditObjectPath({ ...ref, object: 'filter' }, 1)).toBe('/portaal/beheer/filters/7?platform=3');
    expect(auditObjectPath({ ...ref, object: 'blog', platformId: null }, 1)).toBe('/portaal/beheer/blogs/7?platform=1');
    expect(auditObjectPath({ ...ref, object: 'account' }, 1)).toBe('/portaal/beheer/gebruikers/7?platform=3');
    expect(auditObjectPath({ ...ref, object: 'contact-person', organisationId: 12 }, 1)).toBe('/portaal/organisaties/12');
  });

  it('links nothing that is gone or has no page of its own', () => {
    expect(auditObjectPath({ ...ref, action: 'banner-deleted', object: 'banner' }, 1)).toBeNull();
    expect(auditObjectPath({ ...ref, action: 'filter-removed', object: 'filter' }, 1)).toBeNull();
    expect(auditObjectPath({ ...ref, object: 'mail' }, 1)).toBeNull();
    expect(auditObjectPath({ ...ref, object: 'person', objectId: null }, 1)).toBeNull();
  });
});
