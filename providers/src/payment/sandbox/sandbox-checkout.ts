import { escapeHtml, SANDBOX_ACTIONS, type SandboxAction } from '@fitrater/contracts';
import type { PlatformContext } from '@fitrater/platform';
import { fromMinor } from '../payment-provider';
import { findSandboxPayment, settleSandboxPayment, SANDBOX_CHECKOUT_PATH } from './sandbox.provider';

/** Where a provider sends the user back: our result page with the reference and the outcome. */
export const resultUrl = (reference: string, status: string) =>
  `/subscription-success?tx_ref=${encodeURIComponent(reference)}&status=${encodeURIComponent(status)}`;

/** The sandbox's hosted checkout page (test mode), or null for an unknown reference. */
export async function sandboxCheckoutPage(ctx: PlatformContext, reference: string): Promise<string | null> {
  const payment = await findSandboxPayment(ctx.db, reference);
  if (!payment) return null;
  const amount = new Intl.NumberFormat('en', { style: 'currency', currency: payment.currency }).format(fromMinor(payment.amountMinor));
  const ref = encodeURIComponent(reference);
  const button = (action: SandboxAction, label: string, style: string) =>
    `<form method="post" action="${SANDBOX_CHECKOUT_PATH}/${ref}/${action}"><button type="submit" style="${style}">${label}</button></form>`;
  const body = payment.status === 'pending'
    ? `${button('pay', `Pay ${escapeHtml(amount)}`, 'background:#16a34a;color:#fff')}
       ${button('fail', 'Simulate a declined card', 'background:#fff;color:#b91c1c;border:1px solid #b91c1c')}
       ${button('cancel', 'Cancel payment', 'background:#fff;color:#27272a;border:1px solid #a1a1aa')}`
    : `<p class="done">This test payment is already <strong>${escapeHtml(payment.status)}</strong>.</p>
       <a class="back" href="${escapeHtml(resultUrl(reference, payment.status))}">Return to FitRater</a>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sandbox checkout – test mode</title><meta name="robots" content="noindex">
<style>
body{margin:0;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;background:#f4f4f5;color:#18181b}
.banner{background:#facc15;color:#422006;font-weight:700;text-align:center;padding:12px 16px;font-size:15px}
main{max-width:420px;margin:24px auto;padding:24px;background:#fff;border-radius:16px;box-shadow:0 1px 3px rgba(0,0,0,.1)}
h1{font-size:18px;margin:0 0 4px}.muted{color:#52525b;font-size:14px;margin:0 0 16px}
.amount{font-size:40px;font-weight:800;margin:16px 0 4px}.ref{font-family:ui-monospace,monospace;font-size:12px;color:#71717a;word-break:break-all}
form{margin:12px 0 0}button{width:100%;min-height:48px;border-radius:12px;border:0;font-size:16px;font-weight:600;cursor:pointer}
.back{display:block;text-align:center;margin-top:16px;font-weight:600;color:#1d4ed8}
</style></head><body>
<div class="banner" role="status">TEST MODE · Sandbox checkout · no real money moves</div>
<main>
<h1>FitRater Premium</h1>
<p class="muted">30 days of premium · ${escapeHtml(payment.customerEmail)}</p>
<p class="amount">${escapeHtml(amount)}</p>
<p class="ref">Reference ${escapeHtml(reference)}</p>
${body}
</main></body></html>`;
}

/**
 * A checkout button: settles the sandbox payment, then (as a provider's
 * webhook would) lets billing verify it, and sends the user back like a real
 * provider's redirect. Returns the redirect target, or null for an unknown reference.
 */
export async function sandboxCheckoutAction(
  ctx: PlatformContext,
  reference: string,
  action: SandboxAction,
  notify: (reference: string) => Promise<void>,
): Promise<string | null> {
  const payment = await settleSandboxPayment(ctx.db, reference, SANDBOX_ACTIONS[action], ctx.now());
  if (!payment) return null;
  await notify(reference).catch((error: Error) => ctx.logger.warn({ reference, err: error.message }, 'sandbox notification failed'));
  return resultUrl(reference, payment.status);
}
