// Reads the mail the app wrote to DATA_DIR/outbox (the embedded default when no SMTP_URL is set).
import fs from 'node:fs';
import path from 'node:path';

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function decodeBase64Parts(text: string): string {
  // Append decoded base64 bodies so a link inside a base64 part can be found too.
  const decoded = [
    ...text.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/g),
  ]
    .map((m) => Buffer.from(m[1]!.replace(/\s+/g, ''), 'base64').toString('utf8'))
    .join('\n');
  return `${text}\n${decoded}`;
}

export function readMails(dataDir: string): { file: string; text: string }[] {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => {
      const raw = fs.readFileSync(path.join(dir, f), 'utf8');
      return { file: f, text: decodeBase64Parts(decodeQuotedPrintable(raw)) };
    });
}

/** Waits for the newest mail to `email` and returns the reset link path in it. */
export async function waitForResetLink(dataDir: string, email: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = readMails(dataDir)
      .reverse()
      .find((m) => m.text.toLowerCase().includes(email.toLowerCase()));
    const match = mail?.text.match(/\/reset-password\/([A-Za-z0-9_-]+)/);
    if (match) return `/reset-password/${match[1]}`;
    if (Date.now() > deadline) throw new Error(`No reset mail to ${email} in ${dataDir}/outbox`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
