import { Typography } from 'antd';
import type { ShownProblem } from './problems';
import styles from './studio.module.css';

/** Every problem, each with where it is; a click on one goes there (when it can). */
export function ProblemList({ problems, onOpen, testId }: { problems: readonly ShownProblem[]; onOpen?(problem: ShownProblem): void; testId: string }) {
  return (
    <ul className={styles.problemList} data-testid={testId}>
      {problems.map((p, i) => (
        <li key={i} data-testid={`${testId}-item`}>
          {p.place && (
            <Typography.Link disabled={!onOpen || (!p.componentId && !p.ruleId)} onClick={() => onOpen?.(p)}>
              {p.place}
            </Typography.Link>
          )}
          {p.place && ': '}
          {p.text}
        </li>
      ))}
    </ul>
  );
}
