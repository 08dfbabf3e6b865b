import type { Payment } from './payment-store';

/** The hosted payment page and its result, as plain HTML forms: they work without JavaScript. */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `
  body { font-family: system-ui, sans-serif; background: #f3f4f6; color: #111827; margin: 0; }
  main { max-width: 28rem; margin: 3rem auto; background: #fff; border-radius: 0.75rem; padding: 2rem;
    box-shadow: 0 1px 3px rgb(0 0 0 / 0.15); }
  h1 { font-size: 1.4rem; margin-block: 0 0.5rem; }
  .note { color: #6b7280; font-size: 0.9rem; margin-block-start: 0; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.5rem 1rem; }
  dt { color: #6b7280; } dd { margin: 0; font-weight: 600; }
  .actions { display: flex; gap: 0.75rem; margin-block-start: 1.5rem; }
  button, a.back { font: inherit; padding: 0.6rem 1.4rem; border-radius: 0.5rem; border: 0; cursor: pointer;
    background: #2563eb; color: #fff; text-decoration: none; display: inline-block; }
  button.secondary { background: #e5e7eb; color: #111827; }
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} - Payment sandbox</title>
<style>${STYLE}</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

function details(payment: Payment): string {
  return `<dl>
<dt>Merchant order</dt><dd>${escapeHtml(payment.merchantOrderId)}</dd>
<dt>Amount</dt><dd>${escapeHtml(payment.amount)} ${escapeHtml(payment.currency)}</dd>
${payment.description ? `<dt>Description</dt><dd>${escapeHtml(payment.description)}</dd>` : ''}
</dl>`;
}

export function paymentPage(payment: Payment): string {
  const id = encodeURIComponent(payment.id);
  return layout(
    'Pay',
    `<h1>Sandbox payment</h1>
<p class="note">A test payment provider: no real money moves.</p>
${details(payment)}
<div class="actions">
<form method="post" action="/pay/${id}/pay"><button type="submit">Pay</button></form>
<form method="post" action="/pay/${id}/fail"><button type="submit" class="secondary">Fail</button></form>
</div>`,
  );
}

export function resultPage(payment: Payment): string {
  const paid = payment.status === 'PAID';
  const last = payment.deliveries.at(-1);
  const notified =
    last && last.httpStatus !== null && last.httpStatus < 300
      ? 'The merchant has been notified.'
      : 'The merchant could not be notified yet.';
  return layout(
    paid ? 'Paid' : 'Failed',
    `<h1>${paid ? 'Payment successful' : 'Payment failed'}</h1>
<p class="note" role="status">${notified}</p>
${details(payment)}
<div class="actions"><a class="back" href="${escapeHtml(payment.returnUrl)}">Back to the site</a></div>`,
  );
}

export function notFoundPage(): string {
  return layout('Not found', '<h1>Payment not found</h1><p class="note">This payment link is unknown or expired.</p>');
}
