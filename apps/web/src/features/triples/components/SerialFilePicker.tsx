import { useTranslation } from 'react-i18next';
import { FilePicker } from '@/components/FilePicker';
import { SERIAL_INPUT_ACCEPT } from '../serialFile';

/** The generate form's serial-number file. */
export function SerialFilePicker({ value, onChange }: { value?: File; onChange?: (file: File | undefined) => void }) {
  const { t } = useTranslation();
  return (
    <FilePicker
      value={value}
      onChange={onChange}
      accept={SERIAL_INPUT_ACCEPT}
      chooseLabel={t('triples.generate.chooseFile')}
      changeLabel={t('triples.generate.changeFile')}
      testId="triple-file"
    />
  );
}
