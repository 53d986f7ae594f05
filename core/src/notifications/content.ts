import { NOTIFICATION_COPY, NOTIFICATION_LIMITS, type Language, type NotificationKind } from '@fitrater/contracts';
import { AppError } from '@fitrater/platform';
import { MORNING_TIPS } from './tips';

/** What a broadcast says, stored as given; rendered per recipient language when it is sent. */
export interface BroadcastContent {
  title?: string;
  body?: string;
  url?: string | null;
  features?: string[];
  message?: string;
  /** Morning tip: index into MORNING_TIPS. */
  tip?: number;
}

export interface RenderedNotification {
  title: string;
  body: string;
  url: string | null;
}

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/** The title, body and url one recipient sees, in their language. */
export function renderNotification(
  kind: NotificationKind,
  content: BroadcastContent,
  recipient: { language: Language; dayStreak: number },
): RenderedNotification {
  const copy = NOTIFICATION_COPY[recipient.language] ?? NOTIFICATION_COPY.en;
  switch (kind) {
    case 'custom':
      return { title: content.title ?? '', body: content.body ?? '', url: content.url || null };
    case 'app_update':
      return { title: copy.appUpdateTitle, body: clip((content.features ?? []).join(' · '), NOTIFICATION_LIMITS.bodyMax), url: '/' };
    case 'premium_tip':
      return { title: copy.premiumTipTitle, body: content.message ?? '', url: '/premium' };
    case 'morning_tip': {
      const tip = MORNING_TIPS[(content.tip ?? 0) % MORNING_TIPS.length]!;
      return { title: copy.morningTipTitle, body: tip[recipient.language] ?? tip.en, url: '/home' };
    }
    case 'streak_reminder':
      return { title: copy.streakTitle, body: copy.streakBody.replace('{{days}}', String(recipient.dayStreak)), url: '/home' };
    case 'referral_reward':
      return { title: copy.referralRewardTitle, body: copy.referralRewardBody, url: '/history' };
  }
}

/** Features as the admin typed them: trimmed, empties dropped (spec part 2 §5). */
export function cleanFeatures(features: string[]): string[] {
  return features.map((f) => f.trim()).filter(Boolean);
}

/**
 * A link in a notification must stay on this app: a same-origin path, or an
 * absolute URL on PUBLIC_URL's origin (turned into its path). Anything else is refused.
 */
export function sameOriginPath(url: string | null | undefined, publicUrl: string): string | null {
  if (!url) return null;
  if (/^\/(?![/\\])/.test(url)) return url;
  let parsed: URL | null = null;
  try {
    parsed = new URL(url);
  } catch {
    // not a URL: refused below
  }
  if (parsed && parsed.origin === new URL(publicUrl).origin) return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  throw new AppError('VALIDATION', `Invalid request: the link must be a path of this app (like /premium) or start with ${publicUrl}`);
}
