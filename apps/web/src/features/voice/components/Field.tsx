import type { ReactNode } from 'react';
import { Form } from 'antd';
import type { ProblemMap } from '../draft';

interface FieldProps {
  label: ReactNode;
  /** Where its problems are: "brand", "functions.0.aliases". */
  where: string;
  problems: ProblemMap;
  required?: boolean;
  extra?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A field of the scheme with its problem (the browser's check or the server's refusal) under it. */
export function Field({ label, where, problems, required, extra, className, children }: FieldProps) {
  const problem = problems.get(where);
  return (
    <Form.Item
      label={label}
      required={required}
      className={className}
      extra={extra}
      validateStatus={problem ? 'error' : undefined}
      help={problem && <span data-testid={`voice-error-${where}`}>{problem}</span>}
    >
      {children}
    </Form.Item>
  );
}
