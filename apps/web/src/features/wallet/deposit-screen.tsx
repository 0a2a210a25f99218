import { useSearchParams } from 'react-router';
import { DepositForm } from './deposit-form';
import { DepositOrderStatus } from './deposit-order-status';
import './wallet.css';

/** The query the checkout page returns with: the order to show. */
export const ORDER_PARAM = 'order';

/** /m/voucherCenter: the deposit form, or with ?order=… the status of that deposit. */
export function DepositScreen() {
  const [params, setParams] = useSearchParams();
  const orderNo = params.get(ORDER_PARAM);
  return (
    <div className="money-screen">
      {orderNo ? (
        <DepositOrderStatus key={orderNo} orderNo={orderNo} onDepositAgain={() => setParams({})} />
      ) : (
        <DepositForm />
      )}
    </div>
  );
}
