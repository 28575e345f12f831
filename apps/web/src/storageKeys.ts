/**
 * Every key this app writes to the browser's localStorage, in one place so none collide and tests can name them.
 * The entity keys are the data seam's local store (spec part 2 §3 "Local items", §9 "Local storage keys").
 */
export const STORAGE_KEYS = {
  /** The session token sent as `x-auth-token`. */
  token: 'token',
  /** Mantine's colour scheme choice: 'light' | 'dark' (read before the app starts by public/color-scheme.js). */
  colorScheme: 'trainerlog_color_scheme',
  /** Set once the one-time feature announcement was dismissed. */
  announcementSeen: 'trainerlog_announcement_seen',
  tcgMatches: 'trainerlog_tcg_matches',
  vgcMatches: 'trainerlog_vgc_matches',
  decks: 'trainerlog_decks',
  teams: 'trainerlog_teams',
  activeDeck: 'trainerlog_active_deck',
  activeTeam: 'trainerlog_active_team',
  tcgDraft: 'trainerlog_tcg_draft',
  /** Prefix of the VGC match draft (issue 28), `…guest` or `…member:<userId>` (data/entities/matchDrafts.ts). */
  vgcDraftPrefix: 'trainerlog_vgc_draft_',
  /** Dashboard choices (spec part 1 §2, §4 "Dashboard tab"): the game tab, the view and the match card look. */
  dashboardMode: 'trainerlog_dashboard_tab',
  dashboardView: 'trainerlog_dashboard_view',
  matchCardLook: 'trainerlog_match_card_look',
  /** The analytics tie convention the player last chose (issue 6): 'loss' | 'third' | 'exclude'. */
  tieConvention: 'trainerlog_tie_convention',
  /** A guest's own Pokémon TCG Live screen names (issue 12): who is "you" in an imported log. Members keep theirs on the account. */
  ptcglScreenNames: 'trainerlog_ptcgl_screen_names',
  /** A guest's imported PTCGL log fingerprints → the local match holding them (duplicate check after edits). */
  ptcglImportedLogs: 'trainerlog_ptcgl_imported_logs',
  /**
   * The text pasted on /import-match until it is imported, in sessionStorage (this tab only: a paste can be large and
   * is worth keeping only across a reload or a trip to save a deck list found in it).
   */
  ptcglImportPaste: 'trainerlog_ptcgl_import_paste',
  /** A guest's own Pokémon Showdown names (issue 13): whose side of a replay is "you". Members keep theirs on the account. */
  showdownNames: 'trainerlog_showdown_names',
  /** A guest's imported Showdown replay keys → the local VGC match holding them (the duplicate check). */
  showdownImportedReplays: 'trainerlog_showdown_imported_replays',
  /** The text pasted on /import-replay until it is imported, in sessionStorage (this tab only, like the PTCGL paste). */
  showdownImportPaste: 'trainerlog_showdown_import_paste',
  /**
   * Written when this tab changed notifications or friends, so other tabs refetch the bell at once (issue 14): the
   * fallback of the 'trainerlog-notifications' BroadcastChannel, whose `storage` event fires in every other tab.
   */
  notificationsChanged: 'trainerlog_notifications_changed',
  /** The user id while a guest-data sync runs (issue 16): a tab closed mid-way runs the sync again at its next start. */
  syncPending: 'trainerlog_sync_pending',
  /** The signed-in member as last seen, so the installed app opens for them offline (issue 16, data/outbox/). */
  memberLastSeen: 'trainerlog_member_last_seen',
  /** Prefix of a member's last-seen answers, `…<userId>` (issue 16, data/outbox/lastSeen.ts). */
  lastSeenPrefix: 'trainerlog_last_seen_',
  /** Prefix of a member's outbox of match writes waiting to upload, `…<userId>` (issue 16, data/outbox/outboxStore.ts). */
  outboxPrefix: 'trainerlog_outbox_',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
