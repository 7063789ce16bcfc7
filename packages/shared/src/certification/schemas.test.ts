import { describe, expect, it } from 'vitest';
import { firstIssue } from '../validation/index.ts';
import { certificationReviewBody } from './schemas.ts';

describe('certificationReviewBody', () => {
  it('needs a reason of 1-300 characters to reject, none to approve', () => {
    expect(certificationReviewBody.safeParse({ id: 'a', approve: true }).success).toBe(true);
    expect(firstIssue(certificationReviewBody.safeParse({ id: 'a', approve: false }))).toMatchObject({ key: 'validation.required', path: ['reason'] });
    expect(firstIssue(certificationReviewBody.safeParse({ id: 'a', approve: false, reason: '  ' }))?.path).toEqual(['reason']);
    expect(firstIssue(certificationReviewBody.safeParse({ id: 'a', approve: false, reason: 'r'.repeat(301) }))?.key).toBe('validation.maxLength');
    expect(certificationReviewBody.safeParse({ id: 'a', approve: false, reason: 'Blurred' }).success).toBe(true);
  });
});
