import { Avatar } from 'antd';
import { CustomerServiceOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { WorkOrderAuthor, type WorkOrderDetail, type WorkOrderMedia } from '@iotc/shared/workOrders';
import { formatZonedTime } from '@/lib/format';
import { MediaGallery } from './MediaGallery';
import styles from './Conversation.module.css';

interface Entry {
  key: string;
  author: WorkOrderAuthor;
  content: string;
  media: WorkOrderMedia[];
  createdAt: number;
}

interface ConversationProps {
  order: WorkOrderDetail;
  /** Whose page it is: their own messages sit on the right. */
  viewer: 'user' | 'support';
  /** How the user is named to support (their account); the user sees "You". */
  askerName?: string;
}

/** The order's own content, then every message after it, as chat bubbles: the asker against support. */
export function Conversation({ order, viewer, askerName }: ConversationProps) {
  const { t } = useTranslation();
  const entries: Entry[] = [
    { key: 'order', author: WorkOrderAuthor.User, content: order.content, media: order.media, createdAt: order.createdAt },
    ...order.messages.map((message) => ({ ...message, key: message.id })),
  ];
  const mineAuthor = viewer === 'user' ? WorkOrderAuthor.User : WorkOrderAuthor.Support;

  return (
    <div className={styles.thread} data-testid="work-order-conversation">
      {entries.map((entry) => {
        const fromSupport = entry.author === WorkOrderAuthor.Support;
        const name = fromSupport ? t('workOrders.support') : viewer === 'user' ? t('workOrders.you') : (askerName ?? t('workOrders.inbox.asker'));
        return (
          <div
            key={entry.key}
            className={entry.author === mineAuthor ? `${styles.row} ${styles.mine}` : styles.row}
            data-testid="work-order-message"
            data-author={fromSupport ? 'support' : 'user'}
          >
            <Avatar
              className={fromSupport ? styles.avatarSupport : styles.avatarUser}
              icon={fromSupport ? <CustomerServiceOutlined /> : <UserOutlined />}
            />
            <div className={styles.body}>
              <span className={styles.meta}>
                {name} · {formatZonedTime(entry.createdAt)}
              </span>
              <div className={styles.bubble}>{entry.content}</div>
              <MediaGallery media={entry.media} />
            </div>
          </div>
        );
      })}
    </div>
  );
}
