import '@/lib/dayjsLocale';
import { loadConsoleTexts } from '@/lib/i18n';
import { bindFeedback, staticFeedback } from '@/lib/feedback';

// antd's static toasts render into a root of their own, warn on the console that they cannot read the theme,
// and run timers past the end of a test file, where a console write races the worker's teardown (an
// unhandled error that fails the run). Toasts are silent in tests; a test that reads them binds a recorder.
bindFeedback({ ...staticFeedback, toast: () => undefined });

// Components render outside the route guard here: the console's texts are there from the start.
await loadConsoleTexts();
