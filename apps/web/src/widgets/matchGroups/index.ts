/**
 * Match groups as blocks other screens show (issue 14): the match groups page, the dashboard's Groups view and a
 * friend's page. `GroupList` carries the whole list experience (search, sort, cards and their popup, edit, share,
 * delete and leave dialogs); the rest are its parts and the dialogs a page opens itself.
 */
export { ConfirmGroupDialog, EditGroupModal, type EditGroupModalProps } from './EditGroupModal.tsx';
export { GroupCard, type GroupCardProps } from './GroupCard.tsx';
export { GroupInvitationsModal, type GroupInvitationsModalProps } from './GroupInvitationsModal.tsx';
export { GroupList, type GroupListProps } from './GroupList.tsx';
export { GroupMatchesPopup, type GroupMatchesPopupProps } from './GroupMatchesPopup.tsx';
export { GroupsNeedAccount } from './GroupsNeedAccount.tsx';
export { MatchGroupDialog, type MatchGroupDialogProps } from './MatchGroupDialog.tsx';
export { ShareGroupModal, type ShareGroupModalProps } from './ShareGroupModal.tsx';
export { ViewInvitationsButton } from './ViewInvitationsButton.tsx';
