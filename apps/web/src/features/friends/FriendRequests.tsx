import { displayNameOf, FRIEND_ERRORS, FRIEND_MESSAGES } from '@trainerlog/core';
import { Alert, Button } from '@mantine/core';
import { FRIEND_WITHDRAW_ERRORS, friendsErrorText } from '../../data/shared/friends.ts';
import { useFriendMutations, useIncomingFriendRequests, useSentFriendRequests } from '../../data/shared/useFriends.ts';
import { notify } from '../../ui/notify.ts';
import { formatFriendDate } from './friendText.ts';
import { PlayerRow } from './PlayerRow.tsx';
import { SectionCard } from './SectionCard.tsx';
import classes from './Friends.module.css';

/**
 * Requests sent to the player (spec part 2 §4 "Friend requests"): Accept or Reject, which removes the request.
 * Hidden when there are none (the bell shows new ones too).
 */
export function IncomingRequests() {
  const requests = useIncomingFriendRequests();
  const { accept, reject } = useFriendMutations();
  const list = requests.data ?? [];
  if (requests.isPending || (!requests.isError && list.length === 0)) return null;

  const answer = (senderId: string, accepted: boolean) =>
    void (accepted ? accept : reject).mutateAsync(senderId).then(
      () => notify.success(accepted ? FRIEND_MESSAGES.accepted : FRIEND_MESSAGES.rejected),
      (error: unknown) => notify.error(friendsErrorText(error, accepted ? FRIEND_ERRORS.accept : FRIEND_ERRORS.reject)),
    );
  const busy = (senderId: string) =>
    (accept.isPending && accept.variables === senderId) || (reject.isPending && reject.variables === senderId);

  return (
    <SectionCard title="Friend Requests" count={list.length}>
      {requests.isError ? (
        <Alert color="red" variant="light">
          {friendsErrorText(requests.error, FRIEND_ERRORS.fetchRequests)}
        </Alert>
      ) : (
        <ul className={classes.list} aria-label="Incoming friend requests">
          {list.map((request) => (
            <PlayerRow
              key={request._id}
              user={request.from}
              testId="incoming-request"
              detail={formatFriendDate(request.createdAt)}
              actions={
                <>
                  <Button
                    size="xs"
                    onClick={() => answer(request._id, true)}
                    disabled={busy(request._id)}
                    aria-label={`Accept ${displayNameOf(request.from)}`}
                  >
                    Accept
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => answer(request._id, false)}
                    disabled={busy(request._id)}
                    aria-label={`Reject ${displayNameOf(request.from)}`}
                  >
                    Reject
                  </Button>
                </>
              }
            />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

/** Requests the player sent that are not answered yet, each with Withdraw. Hidden when there are none. */
export function SentRequests() {
  const sent = useSentFriendRequests();
  const { withdraw } = useFriendMutations();
  const list = sent.data ?? [];
  if (sent.isPending || (!sent.isError && list.length === 0)) return null;

  const onWithdraw = (recipientId: string) =>
    void withdraw.mutateAsync(recipientId).then(
      () => notify.success(FRIEND_MESSAGES.withdrawn),
      (error: unknown) => notify.error(friendsErrorText(error, FRIEND_WITHDRAW_ERRORS.failed)),
    );

  return (
    <SectionCard title="Sent Requests" count={list.length}>
      {sent.isError ? (
        <Alert color="red" variant="light">
          {friendsErrorText(sent.error, FRIEND_ERRORS.fetchRequests)}
        </Alert>
      ) : (
        <ul className={classes.list} aria-label="Sent friend requests">
          {list.map((request) => (
            <PlayerRow
              key={request._id}
              user={request.to}
              testId="sent-request"
              detail={`Sent ${formatFriendDate(request.createdAt)}`}
              actions={
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => onWithdraw(request._id)}
                  loading={withdraw.isPending && withdraw.variables === request._id}
                  aria-label={`Withdraw request to ${displayNameOf(request.to)}`}
                >
                  Withdraw
                </Button>
              }
            />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
