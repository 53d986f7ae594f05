import { Command, InvalidArgumentError, Option } from 'commander';
import { PAYMENT_STATUSES, type PaymentStatus } from '@fitrater/contracts';
import { getPayment, listPayments, listRefundRequests } from '@fitrater/core';
import { withContext } from '../support/runtime';
import { formatDate, formatPairs, formatTable, print, printJson } from '../support/output';
import { email, positiveInt } from '../support/parsers';

function paymentStatus(raw: string): PaymentStatus {
  if (!(PAYMENT_STATUSES as readonly string[]).includes(raw)) throw new InvalidArgumentError(`must be one of ${PAYMENT_STATUSES.join(', ')}`);
  return raw as PaymentStatus;
}

const money = (amount: number, currency: string) => `${amount.toFixed(2)} ${currency}`;

/** `fitrater payments list|show|refunds`: what was paid, verified and asked back. */
export function paymentsCommand(program: Command): void {
  const payments = program.command('payments').description('Payment transactions and refund requests');

  payments.command('list')
    .description('Payments, newest first')
    .option('--email <email>', 'only this user\'s payments', email)
    .option('--status <status>', `only this status (${PAYMENT_STATUSES.join(', ')})`, paymentStatus)
    .addOption(new Option('--limit <n>', 'at most this many (1-1000)').default(50).argParser(positiveInt(1000)))
    .option('--json', 'print JSON')
    .action(async (options: { email?: string; status?: PaymentStatus; limit: number; json?: boolean }, command: Command) => {
      await withContext(command, async (ctx) => {
        const list = await listPayments(ctx, options);
        if (options.json) return printJson(list);
        if (list.length === 0) return print('No payments found.');
        print(formatTable(list, [
          { header: 'REFERENCE', value: (p) => p.reference },
          { header: 'EMAIL', value: (p) => p.email },
          { header: 'AMOUNT', value: (p) => money(p.amount, p.currency), align: 'right' },
          { header: 'STATUS', value: (p) => p.status },
          { header: 'PROVIDER', value: (p) => p.provider },
          { header: 'GRANTED', value: (p) => formatDate(p.grantedAt) },
          { header: 'REFUND', value: (p) => p.refundRequest?.status },
          { header: 'CREATED', value: (p) => formatDate(p.createdAt) },
        ]));
      });
    });

  payments.command('show')
    .description('One payment')
    .argument('<reference>', 'our reference (tx_ref)')
    .option('--json', 'print JSON')
    .action(async (reference: string, options: { json?: boolean }, command: Command) => {
      await withContext(command, async (ctx) => {
        const p = await getPayment(ctx, reference);
        if (options.json) return printJson(p);
        print(formatPairs([
          ['reference', p.reference],
          ['email', p.email],
          ['amount', money(p.amount, p.currency)],
          ['status', p.status],
          ['failure', p.failureReason],
          ['provider', p.provider],
          ['provider id', p.providerTransactionId],
          ['granted', formatDate(p.grantedAt)],
          ['premium until', formatDate(p.premiumUntil)],
          ['created', formatDate(p.createdAt)],
          ['refund request', p.refundRequest ? `${p.refundRequest.status} (${formatDate(p.refundRequest.createdAt)}): ${p.refundRequest.reason}` : null],
        ]));
      });
    });

  payments.command('refunds')
    .description('Refund requests awaiting an operator, oldest first')
    .option('--all', 'every request, not only pending ones')
    .option('--json', 'print JSON')
    .action(async (options: { all?: boolean; json?: boolean }, command: Command) => {
      await withContext(command, async (ctx) => {
        const list = await listRefundRequests(ctx, options.all ? {} : { status: 'pending' });
        if (options.json) return printJson(list);
        if (list.length === 0) return print('No refund requests.');
        print(formatTable(list, [
          { header: 'REFERENCE', value: (r) => r.reference },
          { header: 'EMAIL', value: (r) => r.email },
          { header: 'AMOUNT', value: (r) => money(r.amount, r.currency), align: 'right' },
          { header: 'PAID', value: (r) => formatDate(r.paidAt) },
          { header: 'REQUESTED', value: (r) => formatDate(r.createdAt) },
          { header: 'STATUS', value: (r) => r.status },
          { header: 'REASON', value: (r) => r.reason.slice(0, 60) },
        ]));
      });
    });
}
