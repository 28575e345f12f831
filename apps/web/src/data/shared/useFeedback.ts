import { REFETCH_DELAY_AFTER_CHANGE_MS, type FeedbackCreateInput, type FeedbackType } from '@trainerlog/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { feedbackApi, type FeedbackFilters } from './feedback.ts';

export const FEEDBACK_KEY = ['feedback'] as const;
export const MY_FEEDBACK_KEY = [...FEEDBACK_KEY, 'mine'] as const;
const ADMIN_PAGE_KEY = [...FEEDBACK_KEY, 'admin-page'] as const;
/** The hub's open-feedback tile reads the admin summary; a change here refreshes it too. */
const ADMIN_SUMMARY_KEY = ['admin', 'summary'] as const;

/** The caller's own submissions, newest first (the server's order), with the admin's reply. */
export function useMyFeedback(enabled = true) {
  return useQuery({ queryKey: MY_FEEDBACK_KEY, queryFn: ({ signal }) => feedbackApi.mine(signal), enabled });
}

export function useSubmitFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FeedbackCreateInput) => feedbackApi.submit(input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: FEEDBACK_KEY }),
  });
}

/** One page of every submission (admin), the previous page kept on screen while the next one loads. */
export function useFeedbackPage(filters: FeedbackFilters) {
  return useQuery({
    queryKey: [...ADMIN_PAGE_KEY, filters],
    queryFn: ({ signal }) => feedbackApi.page(filters, signal),
    placeholderData: keepPreviousData,
    // An admin answering players wants new submissions without reloading.
    staleTime: 30_000,
  });
}

/** Reply, archive or restore, archive all and delete; each refetches the lists 100 ms later (spec part 2 §4). */
export function useFeedbackAdminActions() {
  const queryClient = useQueryClient();
  const refetchSoon = () =>
    setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: FEEDBACK_KEY });
      void queryClient.invalidateQueries({ queryKey: ADMIN_SUMMARY_KEY });
    }, REFETCH_DELAY_AFTER_CHANGE_MS);
  const options = { onSuccess: refetchSoon };
  return {
    reply: useMutation({
      mutationFn: ({ id, message }: { id: string; message: string }) => feedbackApi.reply(id, message),
      ...options,
    }),
    archive: useMutation({
      mutationFn: ({ id, archived }: { id: string; archived: boolean }) => feedbackApi.archive(id, archived),
      ...options,
    }),
    archiveAll: useMutation({
      mutationFn: (filter: { type?: FeedbackType; status?: 'new' | 'answered' }) => feedbackApi.archiveAll(filter),
      ...options,
    }),
    remove: useMutation({ mutationFn: (id: string) => feedbackApi.remove(id), ...options }),
  };
}
