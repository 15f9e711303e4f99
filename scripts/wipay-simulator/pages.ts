// The processor's pages: the hosted checkout with the card form (the spec's Card Number, Cardholder Name,
// Expiry MM/YY and CVV live here, never on the app's page) and the small pages the outcomes end on.
import { FAULTS, type Fault, type Transaction } from './transactions';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escape(title)}</title><style>
body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1b2a3a}
label{display:block;margin:.6rem 0 .2rem}input,select{width:100%;padding:.45rem;box-sizing:border-box}
.row{display:flex;gap:.5rem}.row>div{flex:1}button{margin:.8rem .4rem 0 0;padding:.5rem .8rem}
.banner{background:#fff4d6;padding:.4rem .6rem;border-radius:4px;font-size:.9rem}
</style></head><body><p class="banner">WiPay SANDBOX SIMULATOR · no real card is charged</p>${body}</body></html>`;
}

export function checkoutPage(t: Transaction, fault: Fault, secondsLeft: number): string {
  const options = FAULTS.map(
    (f) => `<option value="${f}"${f === fault ? ' selected' : ''}>${f === 'none' ? 'no fault' : f}</option>`,
  ).join('');
  return page(
    'WiPay checkout',
    `<h1>Pay TTD ${escape(t.total)}</h1>
<p>Order ${escape(t.orderId)} · ${escape(t.origin)} · session ends in <span id="left">${secondsLeft}</span> s</p>
<form method="post" action="/checkout/${encodeURIComponent(t.transactionId)}">
<label for="card-number">Card Number</label><input id="card-number" name="card_number" inputmode="numeric" autocomplete="off">
<label for="card-name">Cardholder Name</label><input id="card-name" name="card_name" autocomplete="off">
<div class="row"><div><label for="card-expiry">Expiry MM/YY</label><input id="card-expiry" name="card_expiry" autocomplete="off"></div>
<div><label for="card-cvv">CVV</label><input id="card-cvv" name="card_cvv" inputmode="numeric" autocomplete="off"></div></div>
<label for="fault">Inject a fault</label><select id="fault" name="fault">${options}</select>
<button name="outcome" value="approve">Approve</button><button name="outcome" value="decline">Decline</button>
<button name="outcome" value="error">Error</button><button name="outcome" value="abandon">Abandon</button>
<button name="outcome" value="expire">Expire</button>
</form>`,
  );
}

export function messagePage(title: string, text: string): string {
  return page(title, `<h1>${escape(title)}</h1><p>${escape(text)}</p>`);
}

/** The duplicate-redirect fault: the return URL is opened twice, in a frame and then in the window. */
export function duplicateRedirectPage(url: string): string {
  return page(
    'Redirecting',
    `<p>Returning to the merchant…</p><iframe title="first return" src="${escape(url)}" width="1" height="1"></iframe>
<p><a id="again" href="${escape(url)}">Return to the merchant</a></p>
<meta http-equiv="refresh" content="1;url=${escape(url)}">`,
  );
}
