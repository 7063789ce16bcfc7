import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JobInfo, JobKind } from '@iotc/shared/jobs';
import type { ProduceListQuery, TripleGenerateFields, TripleListQuery } from '@iotc/shared/triples';
import { DEVICES_QUERY_KEY, JOBS_QUERY_KEY } from '@/lib/realtime';
import { useSessionStore } from '@/lib/session';
import { generateTriples, getExportCount, getJob, listGenerations, listTriples, startExport } from './api';
import { tripleQueryKeys } from './queryKeys';

/** The dashboard's quota query (its key starts so); a generation uses the quota up. */
const QUOTA_QUERY_KEY = ['quota'] as const;
/** Read again now and then while a job runs, in case a real-time message was missed (a socket reconnecting). */
const JOB_RECHECK_MS = 5000;

export function useGenerations(query: ProduceListQuery) {
  return useQuery({ queryKey: tripleQueryKeys.generations(query), queryFn: () => listGenerations(query), placeholderData: keepPreviousData });
}

export function useTriples(query: TripleListQuery) {
  return useQuery({
    queryKey: tripleQueryKeys.triples(query),
    queryFn: () => listTriples(query),
    enabled: Boolean(query.generationId),
    placeholderData: keepPreviousData,
  });
}

export function useExportCount(generationId: string) {
  return useQuery({ queryKey: tripleQueryKeys.exportCount(generationId), queryFn: () => getExportCount(generationId) });
}

export const isFinished = (job: JobInfo) => job.status === 'done' || job.status === 'failed';

/**
 * A job's progress: the real-time job message writes it into this query (lib/realtime); it is read
 * from the server when the page opens (a reload) and again now and then until it finishes.
 */
export function useJob(jobId: string) {
  return useQuery({
    queryKey: [...JOBS_QUERY_KEY, jobId],
    queryFn: () => getJob(jobId),
    staleTime: Infinity,
    refetchInterval: (query) => (query.state.data && isFinished(query.state.data) ? false : JOB_RECHECK_MS),
  });
}

/** New credentials, devices, export counts or quota figures: every device query and the quota are stale. */
export function useCredentialsChanged() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: DEVICES_QUERY_KEY }), queryClient.invalidateQueries({ queryKey: QUOTA_QUERY_KEY })]);
}

export function useGenerateTriples() {
  const stale = useCredentialsChanged();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, file }: { fields: TripleGenerateFields; file: File }) => generateTriples(fields, file),
    onSuccess: (job) => {
      queryClient.setQueryData([...JOBS_QUERY_KEY, job.id], job);
      return stale();
    },
  });
}

export function useStartExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (generationId: string) => startExport(generationId),
    onSuccess: (job) => queryClient.setQueryData([...JOBS_QUERY_KEY, job.id], job),
  });
}

/** A job the page follows: what it is for, and (exports) whether its file was saved. */
export interface TrackedJob {
  id: string;
  kind: JobKind;
  generationId?: string;
  /** What the panel calls it: the product (and batch) it works on. */
  label: string;
  downloaded?: boolean;
  /** The panel has shown how it ended (done, failed or gone): a reload does not bring it back. */
  finished?: boolean;
}

/**
 * The jobs this tab started, kept in the tab's session storage per space, so a reloaded page finds
 * the unfinished ones again and reads their state from the server. A job whose end was shown stays
 * until dismissed or the page is left, and is forgotten then.
 */
export function useTrackedJobs() {
  const tenantId = useSessionStore((s) => s.userInfo?.tenantId ?? '');
  const storageKey = `iotc.tripleJobs.${tenantId}`;
  const [jobs, setJobs] = useState<TrackedJob[]>(() => {
    try {
      const stored = JSON.parse(sessionStorage.getItem(storageKey) ?? '[]') as TrackedJob[];
      const unfinished = stored.filter((job) => !job.finished);
      sessionStorage.setItem(storageKey, JSON.stringify(unfinished));
      return unfinished;
    } catch {
      return [];
    }
  });
  const save = (update: (current: TrackedJob[]) => TrackedJob[]) =>
    setJobs((current) => {
      const next = update(current);
      sessionStorage.setItem(storageKey, JSON.stringify(next));
      return next;
    });
  return {
    jobs,
    track: (job: TrackedJob) => save((current) => [job, ...current.filter((j) => j.id !== job.id)]),
    update: (id: string, change: Partial<TrackedJob>) => save((current) => current.map((j) => (j.id === id ? { ...j, ...change } : j))),
    dismiss: (id: string) => save((current) => current.filter((j) => j.id !== id)),
  };
}
