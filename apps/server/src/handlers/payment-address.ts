import type { PaymentAddress, PaymentProduct, PaymentService } from '@xs2a-kit/domain';
import type { ScaObject } from '@xs2a-kit/sca-session';
import type { OperationRequest } from '../operations/request-context.js';

/** The payment a `/v1/{service}/{payment-product}/{paymentId}...` path names, on behalf of the calling TPP. */
export function readPaymentAddress(request: OperationRequest, service: PaymentService): PaymentAddress & { service: PaymentService; product: PaymentProduct } {
  return {
    tppId: request.tpp.id,
    paymentId: request.path.paymentId ?? '',
    service,
    product: (request.path['payment-product'] ?? '') as PaymentProduct,
  };
}

/** What the PSU authorises for that payment: its initiation, or (DELETE, cancellation-authorisations) its cancellation. */
export function toPaymentScaObject(
  address: { service: PaymentService; product: PaymentProduct; paymentId: string },
  purpose: 'initiation' | 'cancellation',
): Extract<ScaObject, { kind: 'payment' }> {
  return {
    kind: 'payment',
    paymentService: address.service,
    paymentProduct: address.product,
    paymentId: address.paymentId,
    ...(purpose === 'cancellation' ? { purpose } : {}),
  };
}
