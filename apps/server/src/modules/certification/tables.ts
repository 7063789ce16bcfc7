import { sql } from 'drizzle-orm';
import { index, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from '../../core/columns.ts';
import { tenantRowColumns } from '../../core/tenancy.tables.ts';
import { users, userIdColumn } from '../../core/users.tables.ts';

/**
 * Enterprise certification: one row per submission, so the rows of a space are its audit records.
 * The space is the applicant's own; the user is its owner, whose account type an approval raises.
 */
export const certifications = pgTable(
  'certifications',
  {
    ...tenantRowColumns(),
    userId: userIdColumn(),
    companyName: text('company_name').notNull(),
    /** A value of the dictionary sys_company_nature. */
    nature: text('nature').notNull(),
    licenseNumber: text('license_number').notNull(),
    licenseImage: text('license_image').notNull(),
    legalPerson: text('legal_person').notNull(),
    applicant: text('applicant').notNull(),
    idNumber: text('id_number').notNull(),
    idCardFront: text('id_card_front').notNull(),
    idCardBack: text('id_card_back').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    /** CertificationStatus: 1 pending, 2 approved, 3 rejected. */
    status: smallint('status').notNull(),
    reason: text('reason'),
    submittedAt: at('submitted_at').notNull(),
    reviewedAt: at('reviewed_at'),
    reviewerId: text('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('certifications_tenant_idx').on(t.tenantId, t.submittedAt),
    index('certifications_status_idx').on(t.status, t.submittedAt),
    // A space has at most one submission waiting or approved: a second submit cannot slip in beside it.
    uniqueIndex('certifications_open_idx')
      .on(t.tenantId)
      .where(sql`${t.status} in (1, 2)`),
  ],
);
