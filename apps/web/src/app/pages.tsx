import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { CHUNK_LOAD_TIMEOUT_MS } from '@iotc/shared';
import { PageLoading } from './PageLoading';
import { StatusResult } from './StatusResult';

/** A page's module: the page is its default export. */
export interface PageModule {
  default: ComponentType;
}

/** How to load each page's module, by name 'feature/Page'. */
export type PageFiles = Record<string, () => Promise<PageModule>>;

const PAGE_FILE = /\/features\/([^/]+)\/pages\/([^/]+)\.tsx$/;

/**
 * Pages load lazily from src/features/<feature>/pages/<Page>.tsx (default export), found by an
 * `import.meta.glob<PageModule>` of the caller, so a new page needs a file and a menu row, nothing else.
 * Each caller globs what it may show: the public routes their few pages, the console every page, so the
 * login page's code does not list the console's pages and their files.
 */
export function pageFiles(glob: Record<string, () => Promise<PageModule>>): PageFiles {
  const files: PageFiles = {};
  for (const [path, load] of Object.entries(glob)) {
    const [, feature, page] = PAGE_FILE.exec(path)!;
    files[`${feature}/${page}`] = load;
  }
  return files;
}

/** A page's code did not arrive: network failure, a new release replaced it, or 120 s passed. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(String(error), { cause: error }));
      },
    );
  });
}

function MissingPage() {
  const { t } = useTranslation();
  return <StatusResult status="404" title={t('page.missingTitle')} subTitle={t('page.missingHint')} />;
}

// One lazy component per page for the whole run: a new one per render would load and mount it again.
const loaded = new Map<string, ComponentType>();

function pageComponent(files: PageFiles, name: string): ComponentType {
  let page = loaded.get(name);
  if (!page) {
    const load = files[name];
    page = load ? lazy(() => withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS)) : MissingPage;
    loaded.set(name, page);
  }
  return page;
}

function ChunkError() {
  const { t } = useTranslation();
  return (
    <StatusResult
      status="warning"
      title={t('chunk.title')}
      subTitle={t('chunk.hint')}
      // A reload also picks up a new release whose files replaced the old ones.
      extra={<Button type="primary" onClick={() => window.location.reload()}>{t('chunk.retry')}</Button>}
    />
  );
}

/** Catches a failed page load; any other error goes on to the route's error page. */
class ChunkBoundary extends Component<{ children: ReactNode }, { failed: Error | null }> {
  override state: { failed: Error | null } = { failed: null };

  static getDerivedStateFromError(error: Error) {
    return { failed: error };
  }

  override render() {
    const { failed } = this.state;
    if (failed && !(failed instanceof ChunkLoadError)) throw failed;
    return failed ? <ChunkError /> : this.props.children;
  }
}

/** A page by name, from `files`, loaded on first use. */
export function PageView({ files, name }: { files: PageFiles; name: string }) {
  const Page = pageComponent(files, name);
  return (
    <ChunkBoundary>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </ChunkBoundary>
  );
}
