import type { Ref } from 'react';

interface HiddenFileInputProps {
  ref?: Ref<HTMLInputElement>;
  /** The accept list (the server checks the bytes anyway). */
  accept: string;
  label?: string;
  testId: string;
  disabled?: boolean;
  onFile(file: File): void;
}

/** The file input behind a button of ours: never shown, and emptied after each choice so choosing the same file again is noticed. */
export function HiddenFileInput({ ref, accept, label, testId, disabled, onFile }: HiddenFileInputProps) {
  return (
    <input
      ref={ref}
      type="file"
      // Inline: antd's form styles show file inputs (display: block) over a class or the hidden attribute.
      style={{ display: 'none' }}
      accept={accept}
      aria-label={label}
      data-testid={testId}
      disabled={disabled}
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (file) onFile(file);
      }}
    />
  );
}
