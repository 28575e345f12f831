/** The offline notices with the signed-in member's outbox (issue 16); loaded lazily by OfflineNotices. */
import { describeOutboxItem, useOutbox, useServerUnreachable, waitingLabel } from '../data/outbox/index.ts';
import { OfflineNoticeList } from './OfflineNoticeList.tsx';

export function MemberOfflineNotices() {
  const unreachable = useServerUnreachable();
  const { waiting, failed, discard } = useOutbox();
  return (
    <OfflineNoticeList
      unreachable={unreachable}
      waiting={waiting.length > 0 ? waitingLabel(waiting.length) : null}
      failed={failed.map((item) => ({ id: item.id, title: describeOutboxItem(item), message: item.message }))}
      onDiscard={discard}
    />
  );
}
