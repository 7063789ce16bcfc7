import { type ReactNode, useRef } from 'react';
import { Button } from 'antd';
import { HiddenFileInput } from './HiddenFileInput';

interface FileButtonProps {
  children: ReactNode;
  icon: ReactNode;
  /** The input's accept list (what reads the file checks it again). */
  accept: string;
  loading?: boolean;
  /** Test ids of the button and of its file input. */
  testId: string;
  inputTestId: string;
  onFile(file: File): void;
}

/** A button that opens the file chooser and hands over the chosen file (an import). */
export function FileButton({ children, icon, accept, loading, testId, inputTestId, onFile }: FileButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button icon={icon} loading={loading} data-testid={testId} onClick={() => input.current?.click()}>
        {children}
      </Button>
      <HiddenFileInput ref={input} accept={accept} testId={inputTestId} onFile={onFile} />
    </>
  );
}
