import type { DictEntry } from '@iotc/shared/dictionary';
import { WorkOrderAuthor, type WorkOrderDetail, WorkOrderStatus } from '@iotc/shared/workOrders';
import { fixtureOf } from '@/test/fixtures';

/** Test data of the work-order pages. */
export const orderFixture = fixtureOf<WorkOrderDetail>({
  id: 'o1',
  number: 'WO202501310001',
  tenantId: 't1',
  companyName: 'Acme',
  problemType: '3',
  classification: '2',
  status: WorkOrderStatus.Replied,
  content: 'The gateway drops offline at night',
  unread: false,
  createdAt: 1_738_300_000,
  updatedAt: 1_738_303_600,
  email: 'ops@example.com',
  phone: '0755-12345678',
  media: [{ url: '/api/files/t1/workOrder/202501/a.png', fileName: 'screen.png', kind: 'image', mime: 'image/png', size: 100 }],
  messages: [
    {
      id: 'm1',
      author: WorkOrderAuthor.Support,
      content: 'Which firmware version runs on it?',
      media: [{ url: '/api/files/t1/workOrder/202501/b.mp4', fileName: 'how.mp4', kind: 'video', mime: 'video/mp4', size: 100 }],
      createdAt: 1_738_303_600,
    },
  ],
  closedAt: null,
  remindAfter: null,
});

const entry = (dictType: string, dictValue: string, dictLabel: string): DictEntry => ({ dictType, dictValue, dictLabel, remark: null, sort: 0 });

export const dictFixture: Record<string, DictEntry[]> = {
  work_order_problem_type: [entry('work_order_problem_type', '3', '设备接入与调试'), entry('work_order_problem_type', '9', '其他')],
  work_order_classification: [entry('work_order_classification', '1', '咨询'), entry('work_order_classification', '2', '故障')],
};
