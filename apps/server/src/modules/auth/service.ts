import { and, eq, gt, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  RESET_LINK_VALIDITY_MINUTES,
  type ProfileInput,
  type PublicUser,
  type RegisterInput,
  type UpdateUserInput,
} from '@trainerlog/core';
import type { Db, Queryable } from '../../db/connect.ts';
import { isForeignKeyViolation, uniqueViolation } from '../../db/errors.ts';
import { passwordResetTokens, users, type UserRow } from '../../db/schema/index.ts';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { passwordResetMail } from '../../mail/templates.ts';
import type { OwnershipChecks } from './ownership.ts';
import { burnPasswordCheck, hashPassword, hashToken, newToken, verifyPassword } from './secrets.ts';
import type { SessionStore } from './sessions.ts';
import { toPublicUser } from './user-view.ts';
import { lockForCommunitySharing, moveMatchesForSharing } from './community-sharing.ts';
import { deleteAccount } from './deleteAccount.ts';

export const USERNAME_TAKEN = 'Username is already taken';
export const EMAIL_TAKEN = 'Email is already registered';
export const INVALID_CREDENTIALS = 'Invalid email or password';
export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';
export const INVALID_RESET_LINK = 'Invalid or expired reset link';
export const FORGOT_PASSWORD_ANSWER =
  'If an account with that username exists, a password reset link has been sent to its email address.';
export const PASSWORD_RESET_DONE = 'Password has been reset. You can now log in with your new password.';

export interface AuthServiceDeps {
  db: Db;
  sessions: SessionStore;
  mailer: Mailer;
  ownership: OwnershipChecks;
  appUrl: string;
  log: FastifyBaseLogger;
}

export type AuthService = ReturnType<typeof createAuthService>;

const lowerEquals = (column: typeof users.username | typeof users.email, value: string): SQL =>
  sql`lower(${column}) = lower(${value})`;

export function createAuthService({ db, sessions, mailer, ownership, appUrl, log }: AuthServiceDeps) {
  /** Friendly 409s first; the unique indexes still decide when two requests race past this check. */
  async function assertAvailable(fields: { username?: string; email?: string }, exceptUserId?: string) {
    const notSelf = exceptUserId ? ne(users.id, exceptUserId) : undefined;
    if (fields.username !== undefined) {
      const [taken] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(lowerEquals(users.username, fields.username), notSelf))
        .limit(1);
      if (taken) throw conflict(USERNAME_TAKEN);
    }
    if (fields.email !== undefined) {
      const [taken] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(lowerEquals(users.email, fields.email), notSelf))
        .limit(1);
      if (taken) throw conflict(EMAIL_TAKEN);
    }
  }

  function rethrowTaken(error: unknown): never {
    const constraint = uniqueViolation(error);
    if (constraint === 'users_username_lower_key') throw conflict(USERNAME_TAKEN);
    if (constraint === 'users_email_lower_key') throw conflict(EMAIL_TAKEN);
    throw error;
  }

  async function updateRow(
    userId: string,
    changes: Partial<typeof users.$inferInsert>,
    tx: Queryable = db,
  ): Promise<UserRow> {
    const [row] = await tx
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    if (!row) throw new HttpError(401, 'Token is not valid'); // The account was deleted under a live session.
    return row;
  }

  return {
    toPublic: toPublicUser,

    async register(input: RegisterInput): Promise<{ token: string; user: PublicUser }> {
      await assertAvailable({ username: input.username, email: input.email });
      const passwordHash = await hashPassword(input.password);
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(users)
            .values({
              username: input.username,
              email: input.email,
              passwordHash,
              gamePrefTcg: input.gamePreferences.tcg,
              gamePrefVgc: input.gamePreferences.vgc,
            })
            .returning();
          const token = await sessions.create(row!.id, tx);
          return { token, user: toPublicUser(row!) };
        });
      } catch (error) {
        rethrowTaken(error);
      }
    },

    async login(email: string, password: string): Promise<{ token: string; user: PublicUser }> {
      const [row] = await db.select().from(users).where(lowerEquals(users.email, email)).limit(1);
      if (!row) {
        await burnPasswordCheck(password);
        throw badRequest(INVALID_CREDENTIALS);
      }
      if (!(await verifyPassword(row.passwordHash, password))) throw badRequest(INVALID_CREDENTIALS);
      const token = await sessions.create(row.id);
      return { token, user: toPublicUser(row) };
    },

    async logout(sessionId: string): Promise<void> {
      await sessions.revoke(sessionId);
    },

    /** Issue 16: every row of the player, after the password is confirmed (deleteAccount.ts). */
    async deleteAccount(user: UserRow, password: string): Promise<void> {
      await deleteAccount(db, user, password);
    },

    async updateProfile(userId: string, input: ProfileInput): Promise<PublicUser> {
      // Absent fields stay as they are; an empty string clears the field.
      const value = (v: string | undefined) => (v === undefined ? undefined : v === '' ? null : v);
      const row = await updateRow(userId, {
        name: value(input.name),
        playerName: value(input.playerName),
        playerId: value(input.playerId),
        birthdate: value(input.birthdate),
        division: value(input.division),
        format: value(input.format),
        gameMode: value(input.gameMode),
        profilePicture: value(input.profilePicture),
        pokemonSprite: value(input.pokemonSprite),
      });
      return toPublicUser(row);
    },

    /** Keep the user's matches out of (or back in) the community statistics (community-sharing.ts). */
    async setCommunityOptOut(userId: string, communityOptOut: boolean): Promise<PublicUser> {
      return db.transaction(async (tx) => {
        await lockForCommunitySharing(tx);
        const row = await updateRow(userId, { communityOptOut }, tx);
        await moveMatchesForSharing(tx, userId, communityOptOut);
        return toPublicUser(row);
      });
    },

    /** The player's own PTCGL screen names (issue 12), validated by core `ptcglScreenNamesSchema`. */
    async setPtcglScreenNames(userId: string, ptcglScreenNames: string[]): Promise<PublicUser> {
      return toPublicUser(await updateRow(userId, { ptcglScreenNames }));
    },

    /** The player's own Showdown names (issue 13), validated by core `showdownNamesSchema`. */
    async setShowdownNames(userId: string, showdownNames: string[]): Promise<PublicUser> {
      return toPublicUser(await updateRow(userId, { showdownNames }));
    },

    /** The player's Limitless username (issue 15), validated by core `limitlessUsernameSchema`; null forgets it. */
    async setLimitlessUsername(userId: string, limitlessUsername: string | null): Promise<PublicUser> {
      return toPublicUser(await updateRow(userId, { limitlessUsername }));
    },

    async setDarkMode(userId: string, darkModeEnabled: boolean): Promise<PublicUser> {
      return toPublicUser(await updateRow(userId, { darkModeEnabled }));
    },

    async setActiveDeck(userId: string, deckId: string | null): Promise<PublicUser> {
      if (deckId !== null && !(await ownership.ownsDeck(userId, deckId))) throw notFound('Deck not found');
      try {
        return toPublicUser(await updateRow(userId, { activeDeckId: deckId }));
      } catch (error) {
        // The deck was deleted between the check and the update.
        if (isForeignKeyViolation(error)) throw notFound('Deck not found');
        throw error;
      }
    },

    async setActiveTeam(userId: string, teamId: string | null): Promise<PublicUser> {
      if (teamId !== null && !(await ownership.ownsTeam(userId, teamId))) throw notFound('Team not found');
      try {
        return toPublicUser(await updateRow(userId, { activeTeamId: teamId }));
      } catch (error) {
        // The team was deleted between the check and the update.
        if (isForeignKeyViolation(error)) throw notFound('Team not found');
        throw error;
      }
    },

    /**
     * Account settings: username, email, game modes and — with the current password — a new password, which
     * ends every other session of the user (docs/decisions.md).
     */
    async updateUser(current: UserRow, sessionId: string, input: UpdateUserInput): Promise<PublicUser> {
      let passwordHash: string | undefined;
      if (input.newPassword !== undefined) {
        if (!(await verifyPassword(current.passwordHash, input.currentPassword ?? ''))) {
          throw badRequest(WRONG_CURRENT_PASSWORD);
        }
        passwordHash = await hashPassword(input.newPassword);
      }
      await assertAvailable({ username: input.username, email: input.email }, current.id);
      try {
        const row = await db.transaction(async (tx) => {
          const updated = await updateRow(
            current.id,
            {
              username: input.username,
              email: input.email,
              gamePrefTcg: input.gamePreferences?.tcg,
              gamePrefVgc: input.gamePreferences?.vgc,
              passwordHash,
            },
            tx,
          );
          if (passwordHash) await sessions.revokeAllOf(current.id, sessionId, tx);
          return updated;
        });
        return toPublicUser(row);
      } catch (error) {
        rethrowTaken(error);
      }
    },

    /** Answers the same whether or not the user exists; the mail goes out in the background. */
    async forgotPassword(username: string): Promise<string> {
      const token = newToken();
      const tokenHash = hashToken(token);
      const [row] = await db.select().from(users).where(lowerEquals(users.username, username)).limit(1);
      if (row) {
        await db.insert(passwordResetTokens).values({
          tokenHash,
          userId: row.id,
          expiresAt: sql`now() + make_interval(mins => ${RESET_LINK_VALIDITY_MINUTES})`,
        });
        const url = `${appUrl}/reset-password/${token}`;
        const mail = passwordResetMail({
          to: row.email,
          username: row.username,
          url,
          validMinutes: RESET_LINK_VALIDITY_MINUTES,
        });
        mailer.sendInBackground(mail, (error) =>
          log.error({ err: error }, `Could not send the password reset mail to ${row.username}`),
        );
        if (mailer.kind === 'outbox') log.info(`Password reset link for ${row.username}: ${url}`);
      }
      return FORGOT_PASSWORD_ANSWER;
    },

    async verifyResetToken(token: string): Promise<{ valid: true; username: string }> {
      const [row] = await db
        .select({ username: users.username })
        .from(passwordResetTokens)
        .innerJoin(users, eq(users.id, passwordResetTokens.userId))
        .where(
          and(
            eq(passwordResetTokens.tokenHash, hashToken(token)),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, sql`now()`),
          ),
        )
        .limit(1);
      if (!row) throw new HttpError(400, INVALID_RESET_LINK, { valid: false });
      return { valid: true, username: row.username };
    },

    /** Single use; ends every session of the user, and every other reset link of theirs. */
    async resetPassword(token: string, newPassword: string): Promise<string> {
      const passwordHash = await hashPassword(newPassword);
      const userId = await db.transaction(async (tx) => {
        const [used] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(passwordResetTokens.tokenHash, hashToken(token)),
              isNull(passwordResetTokens.usedAt),
              gt(passwordResetTokens.expiresAt, sql`now()`),
            ),
          )
          .returning({ userId: passwordResetTokens.userId });
        if (!used) throw badRequest(INVALID_RESET_LINK);
        await updateRow(used.userId, { passwordHash }, tx);
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: sql`now()` })
          .where(and(eq(passwordResetTokens.userId, used.userId), isNull(passwordResetTokens.usedAt)));
        await sessions.revokeAllOf(used.userId, undefined, tx);
        return used.userId;
      });
      // Committed: no session of theirs may be served from memory any more (sessionCache.ts).
      sessions.forgetUser(userId);
      return PASSWORD_RESET_DONE;
    },
  };
}
