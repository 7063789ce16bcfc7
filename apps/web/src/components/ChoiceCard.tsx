import type { KeyboardEvent, ReactNode } from 'react';
import { CheckCircleFilled } from '@ant-design/icons';
import styles from './ChoiceCard.module.css';

interface ChoiceCardProps {
  selected: boolean;
  onSelect(): void;
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  /** Extra lines under the description (a module's chip). */
  extra?: ReactNode;
  disabled?: boolean;
  testId?: string;
}

/** One option of a wizard step, picked by a click or the keyboard (a radio in a group). */
export function ChoiceCard({ selected, onSelect, title, description, icon, extra, disabled, testId }: ChoiceCardProps) {
  const pick = () => {
    if (!disabled) onSelect();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      pick();
    }
  };
  const className = [styles.card, selected && styles.selected, disabled && styles.disabled].filter(Boolean).join(' ');
  return (
    <div
      role="radio"
      aria-checked={selected}
      aria-disabled={disabled}
      tabIndex={disabled ? -1 : 0}
      className={className}
      onClick={pick}
      onKeyDown={onKeyDown}
      data-testid={testId}
      data-selected={selected}
    >
      {icon && <div className={styles.icon}>{icon}</div>}
      <div className={styles.body}>
        <div className={styles.title}>{title}</div>
        {description && <div className={styles.description}>{description}</div>}
        {extra}
      </div>
      {selected && <CheckCircleFilled className={styles.check} />}
    </div>
  );
}

/** A responsive grid of choice cards. */
export function ChoiceGrid({ children, min = 220, label }: { children: ReactNode; min?: number; label?: string }) {
  return (
    <div role="radiogroup" aria-label={label} className={styles.grid} style={{ gridTemplateColumns: `repeat(auto-fill, minmax(min(${min}px, 100%), 1fr))` }}>
      {children}
    </div>
  );
}
