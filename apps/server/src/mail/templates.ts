import type { MailMessage } from './mailer.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function passwordResetMail(input: {
  to: string;
  username: string;
  url: string;
  validMinutes: number;
}): MailMessage {
  const { username, url, validMinutes } = input;
  const text = [
    `Hi ${username},`,
    '',
    'Someone (hopefully you) asked to reset the password of your Trainer Log account.',
    `Open this link to choose a new password. It works once and expires in ${validMinutes} minutes:`,
    '',
    url,
    '',
    'If you did not ask for this, ignore this email; your password stays as it is.',
    '',
    '-- Trainer Log',
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1a1b1e;">
<p>Hi ${escapeHtml(username)},</p>
<p>Someone (hopefully you) asked to reset the password of your Trainer Log account.
Open this link to choose a new password. It works once and expires in ${validMinutes} minutes:</p>
<p><a href="${escapeHtml(url)}" style="display: inline-block; padding: 10px 18px; background: #228be6; color: #fff; border-radius: 6px; text-decoration: none;">Reset your password</a></p>
<p style="font-size: 13px; color: #555;">Or paste this address into your browser:<br>${escapeHtml(url)}</p>
<p>If you did not ask for this, ignore this email; your password stays as it is.</p>
<p>&mdash; Trainer Log</p>
</body></html>
`;
  return { to: input.to, subject: 'Reset your Trainer Log password', text, html };
}
