/** What screens and the shell use of the offline layer (issue 16 offline members, issue 18 unreachable server). */
export { currentMemberId } from './memberSession.ts';
export { isOutboxId, outboxStateOf, type OutboxMark } from './offlineMatchRepository.ts';
export { describeOutboxItem, type OutboxItem } from './outboxStore.ts';
export { forgetMemberData, useOfflineMemberSync, useOutbox, waitingLabel } from './useOutbox.ts';
export { useServerHealthWatch, useServerUnreachable } from './useServerReachability.ts';
