import { describe, expect, it } from 'vitest';
import { NOTICE_MAX_RECIPIENTS } from '../constants.ts';
import { firstIssue } from '../validation/index.ts';
import { noticeListQuery, noticePublishBody, noticeReadBody } from './schemas.ts';

describe('notice schemas', () => {
  it('trims the title and keeps it within 1-100 characters', () => {
    const ok = noticePublishBody.parse({ title: '  Hello  ', content: 'Body', audience: 'all' });
    expect(ok).toEqual({ title: 'Hello', content: 'Body', format: 'markdown', audience: 'all' });
    expect(firstIssue(noticePublishBody.safeParse({ title: 'x'.repeat(101), content: 'y', audience: 'all' }))).toEqual({
      key: 'validation.lengthRange',
      params: { min: 1, max: 100 },
      path: ['title'],
    });
  });

  it('needs content of 1-5000 characters', () => {
    expect(firstIssue(noticePublishBody.safeParse({ title: 't', content: '   ', audience: 'all' }))?.key).toBe('validation.required');
    expect(firstIssue(noticePublishBody.safeParse({ title: 't', content: 'y'.repeat(5001), audience: 'all' }))?.params).toEqual({
      min: 1,
      max: 5000,
    });
  });

  it('needs at least one chosen user for the audience "users", and not too many', () => {
    expect(firstIssue(noticePublishBody.safeParse({ title: 't', content: 'c', audience: 'users' }))).toEqual({
      key: 'validation.minItems',
      params: { min: 1 },
      path: ['userIds'],
    });
    const many = Array.from({ length: NOTICE_MAX_RECIPIENTS + 1 }, (_, i) => `u${i}`);
    expect(firstIssue(noticePublishBody.safeParse({ title: 't', content: 'c', audience: 'users', userIds: many }))?.key).toBe(
      'validation.maxItems',
    );
    expect(noticePublishBody.safeParse({ title: 't', content: 'c', audience: 'users', userIds: ['u1'] }).success).toBe(true);
  });

  it('reads one notice by id or all of them, and nothing else', () => {
    expect(noticeReadBody.safeParse({ id: 'n1' }).success).toBe(true);
    expect(noticeReadBody.safeParse({ all: true }).success).toBe(true);
    expect(firstIssue(noticeReadBody.safeParse({ all: false }))).toEqual({ key: 'validation.required', params: {}, path: ['id'] });
  });

  it('pages lists with defaults and a bounded page size', () => {
    expect(noticeListQuery.parse({})).toEqual({ pageNo: 1, pageSize: 10, status: 'all' });
    expect(noticeListQuery.parse({ pageNo: '3', pageSize: '20', status: 'unread' })).toMatchObject({ pageNo: 3, pageSize: 20 });
    expect(noticeListQuery.safeParse({ pageSize: '101' }).success).toBe(false);
  });
});
