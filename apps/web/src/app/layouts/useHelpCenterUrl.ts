import { useQuery } from '@tanstack/react-query';
import { type DictEntry, dictionaryPaths } from '@iotc/shared/dictionary';
import { request } from '@/lib/request';

const HELP_CENTER_TYPE = 'helpCenter';
const HELP_CENTER_ENTRY = 'open_document_url';
/** Until the dictionary answers (or when it has no entry), the console's own document home. */
const FALLBACK = '/document';

/** Address of the help centre: the dictionary entry open_document_url of group helpCenter (spec 000 §1). */
export function useHelpCenterUrl(): string {
  const { data } = useQuery({
    queryKey: ['dict', HELP_CENTER_TYPE],
    queryFn: () => request.get<DictEntry[]>(dictionaryPaths.list, { dictType: HELP_CENTER_TYPE }, { suppressError: true }),
    staleTime: Infinity,
  });
  return data?.find((entry) => entry.dictLabel === HELP_CENTER_ENTRY)?.dictValue || FALLBACK;
}
