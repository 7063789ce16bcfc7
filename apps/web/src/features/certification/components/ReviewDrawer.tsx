import { Button, Descriptions, Drawer, Form, Image, Input, Popconfirm, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Perm, TEXT_MAX_LENGTH } from '@iotc/shared';
import { type CertificationAdminDetail, CertificationStatus, reviewReasonSchema } from '@iotc/shared/certification';
import { toast } from '@/lib/feedback';
import { useZodRule } from '@/lib/form';
import { formatZonedTime } from '@/lib/format';
import { Permission } from '@/lib/permission';
import { CertificationStatusTag } from '@/features/account/components/StatusTags';
import { useCertificationDetail, useReviewCertification } from '../hooks';
import styles from './ReviewDrawer.module.css';

/** Approve, or reject with a reason (required, 1-300). */
function ReviewActions({ detail }: { detail: CertificationAdminDetail }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const review = useReviewCertification();
  const reasonRule = useZodRule(reviewReasonSchema);

  const approve = () =>
    review.mutateAsync({ id: detail.id, approve: true }).then(
      () => toast.success(t('certification.approvedToast')),
      () => undefined,
    );

  const reject = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    review.mutate(
      { id: detail.id, approve: false, reason: values.reason.trim() },
      { onSuccess: () => toast.success(t('certification.rejectedToast')) },
    );
  };

  return (
    <div className={styles.review} data-testid="review-actions">
      <Form form={form} name="review" layout="vertical">
        <Form.Item name="reason" label={t('certification.reason')} rules={[reasonRule]} extra={t('certification.reasonHint')}>
          <Input.TextArea rows={3} maxLength={TEXT_MAX_LENGTH} showCount placeholder={t('certification.reasonPlaceholder')} />
        </Form.Item>
      </Form>
      <Space wrap>
        <Popconfirm
          title={t('certification.approveTitle')}
          description={t('certification.approveConfirm', { company: detail.companyName })}
          okText={t('certification.approve')}
          cancelText={t('common.cancel')}
          onConfirm={approve}
        >
          <Button type="primary" loading={review.isPending} data-testid="review-approve">
            {t('certification.approve')}
          </Button>
        </Popconfirm>
        <Button danger loading={review.isPending} onClick={() => void reject()} data-testid="review-reject">
          {t('certification.reject')}
        </Button>
      </Space>
    </div>
  );
}

function ImageField({ src, testId }: { src: string; testId: string }) {
  return <Image src={src} width={180} height={116} className={styles.image} data-testid={testId} />;
}

/** One submission in full, its images viewable, with the review actions while it is pending. */
export function ReviewDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { data: detail, isPending } = useCertificationDetail(id);

  return (
    <Drawer open={id !== null} onClose={onClose} title={t('certification.detailTitle')} width={640} destroyOnHidden data-testid="review-drawer">
      {isPending || !detail ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions column={1} size="small" bordered className={styles.facts}>
            <Descriptions.Item label={t('certification.status')}>
              <CertificationStatusTag status={detail.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('certification.account')}>{detail.account}</Descriptions.Item>
            <Descriptions.Item label={t('certification.companyName')}>{detail.companyName}</Descriptions.Item>
            <Descriptions.Item label={t('certification.nature')}>{detail.natureLabel}</Descriptions.Item>
            <Descriptions.Item label={t('certification.licenseNumber')}>{detail.licenseNumber}</Descriptions.Item>
            <Descriptions.Item label={t('certification.licenseImage')}>
              <ImageField src={detail.licenseImage} testId="review-license-image" />
            </Descriptions.Item>
            <Descriptions.Item label={t('certification.legalPerson')}>{detail.legalPerson}</Descriptions.Item>
            <Descriptions.Item label={t('certification.applicant')}>{detail.applicant}</Descriptions.Item>
            <Descriptions.Item label={t('certification.idNumber')}>{detail.idNumber}</Descriptions.Item>
            <Descriptions.Item label={t('certification.idCards')}>
              <Image.PreviewGroup>
                <Space wrap>
                  <ImageField src={detail.idCardFront} testId="review-id-front" />
                  <ImageField src={detail.idCardBack} testId="review-id-back" />
                </Space>
              </Image.PreviewGroup>
            </Descriptions.Item>
            <Descriptions.Item label={t('certification.phone')}>{detail.phone}</Descriptions.Item>
            <Descriptions.Item label={t('certification.address')}>{detail.address}</Descriptions.Item>
            <Descriptions.Item label={t('certification.submittedAt')}>{formatZonedTime(detail.submittedAt)}</Descriptions.Item>
            {detail.reviewedAt !== null && (
              <Descriptions.Item label={t('certification.reviewedAt')}>
                {formatZonedTime(detail.reviewedAt)}
                {detail.reviewerName ? ` · ${detail.reviewerName}` : ''}
              </Descriptions.Item>
            )}
            {detail.reason && <Descriptions.Item label={t('certification.reason')}>{detail.reason}</Descriptions.Item>}
          </Descriptions>
          {detail.status === CertificationStatus.Pending && (
            <Permission perm={Perm.certificationReview}>
              <ReviewActions detail={detail} />
            </Permission>
          )}
        </>
      )}
    </Drawer>
  );
}
