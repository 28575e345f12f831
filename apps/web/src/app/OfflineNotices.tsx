/**
 * The shell's offline notices (see OfflineNoticeList), loaded when there is something to say (issue 18 size budget):
 * a guest has no outbox, so only the unreachable line; a member's outbox notices load with the session. The service
 * worker keeps both chunks, so they load offline too; should one still fail, the page goes on without the notice.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { useServerUnreachable } from '../data/outbox/useServerReachability.ts';
import { useAuth } from '../session/useAuth.ts';

function quietly<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    try {
      return { default: await load() };
    } catch (error) {
      console.warn('Offline notices unavailable', error);
      return { default: () => null };
    }
  });
}

const OfflineNoticeList = quietly(async () => (await import('./OfflineNoticeList.tsx')).OfflineNoticeList);
const MemberOfflineNotices = quietly(async () => (await import('./MemberOfflineNotices.tsx')).MemberOfflineNotices);

const noDiscard = () => undefined;

function UnreachableNotice() {
  const unreachable = useServerUnreachable();
  if (!unreachable) return null;
  return (
    <Suspense fallback={null}>
      <OfflineNoticeList unreachable waiting={null} failed={[]} onDiscard={noDiscard} />
    </Suspense>
  );
}

export function OfflineNotices() {
  const { status } = useAuth();
  if (status !== 'authenticated') return <UnreachableNotice />;
  return (
    <Suspense fallback={<UnreachableNotice />}>
      <MemberOfflineNotices />
    </Suspense>
  );
}
