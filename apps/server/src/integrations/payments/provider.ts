/**
 * A payment provider (PSP) behind one interface: hosted checkout for deposits, signed webhooks that say a
 * payment happened, and payouts for withdrawals. The platform trusts only what the provider itself says:
 * a signed webhook, confirmed by asking the provider's API, never the browser's return from the checkout.
 */

export interface CheckoutInput {
  /** our order number: the provider echoes it back as its reference */
  orderNo: string;
  amountCents: number;
  currency: string;
  /** the provider's payment method for this channel (gcash, paymaya, qrph, dob …) */
  method: string;
  description: string;
  /** where the browser returns after paying or cancelling (shows the order's status page) */
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutSession {
  providerRef: string;
  checkoutUrl: string;
}

export type PaymentEventType = 'paid' | 'failed' | 'expired' | 'ignored';

export interface PaymentEvent {
  /** the provider's event id: one event is applied once, however often it is delivered */
  eventId: string;
  type: PaymentEventType;
  /** the checkout session the event is about */
  providerRef: string | null;
  orderNo: string | null;
  amountCents: number | null;
  currency: string | null;
  /** provider's wording, kept for the operator */
  detail: string | null;
}

export interface CheckoutStatus {
  status: 'open' | 'paid' | 'failed' | 'expired';
  amountCents: number;
  currency: string;
  orderNo: string | null;
}

export interface PayoutInput {
  payoutNo: string;
  amountCents: number;
  currency: string;
  /** GCASH, MAYA, BANK … the rail's receiving institution */
  bankCode: string;
  accountNo: string;
  accountName: string;
}

export interface PayoutResult {
  providerRef: string;
  status: 'paid' | 'pending' | 'failed';
  detail: string | null;
}

export class WebhookRejected extends Error {
  override readonly name = 'WebhookRejected';
}

export class ProviderUnavailable extends Error {
  override readonly name = 'ProviderUnavailable';
}

export interface PaymentProvider {
  readonly code: string;
  /** shown to operators */
  readonly name: string;
  createCheckout(input: CheckoutInput): Promise<CheckoutSession>;
  /** Checks the signature and freshness of a webhook and reads it; throws WebhookRejected otherwise. */
  verifyWebhook(headers: Record<string, string | string[] | undefined>, rawBody: string): PaymentEvent;
  /** What the provider's API says of a checkout now (confirms a webhook before money moves). */
  checkoutStatus(providerRef: string): Promise<CheckoutStatus>;
  payout(input: PayoutInput): Promise<PayoutResult>;
}

export interface PaymentProviderRegistry {
  get(code: string): PaymentProvider | undefined;
  codes(): string[];
}

export function createPaymentProviderRegistry(providers: PaymentProvider[]): PaymentProviderRegistry {
  const byCode = new Map(providers.map((p) => [p.code, p]));
  return { get: (code) => byCode.get(code), codes: () => [...byCode.keys()] };
}
