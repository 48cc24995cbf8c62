import { useState } from 'react';
import {
  messages,
  monetizationMessages as text,
  sellingImpact,
} from '@ruume/contracts';
import { Alert, Button, Modal, Text, toast } from '@ruume/ui-kit';
import {
  useDisconnectPaymentAccountMutation,
  useMonetizedProductsQuery,
} from '../../api/monetization-api';

/**
 * In the confirmation: what a disconnect stops selling, counted fresh each time the dialog opens
 * (general words when the count fails, nothing while it loads).
 */
function DisconnectImpact() {
  const query = useMonetizedProductsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const impact = sellingImpact('disconnect', query);
  return impact ? <Text>{impact}</Text> : null;
}

/**
 * SPEC §4: disconnecting returns the account to none, after a confirmation that counts what stops
 * being sold (docs/sharing.md); SPEC §8 says so
 * with 'stripe account has been successfully disconnected.'.
 */
export function DisconnectAccount() {
  const [open, setOpen] = useState(false);
  const [disconnect, { isLoading, isError, reset }] =
    useDisconnectPaymentAccountMutation();

  const close = () => {
    if (!isLoading) setOpen(false);
  };
  const confirm = async () => {
    const result = await disconnect();
    if ('error' in result) {
      console.error('disconnecting the payments account failed', result.error);
      return;
    }
    setOpen(false);
    toast.success(messages.stripeAccountDisconnected);
  };

  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          reset();
          setOpen(true);
        }}
      >
        {text.disconnect}
      </Button>
      <Modal
        open={open}
        onClose={close}
        title={text.disconnectConfirmTitle}
        description={text.disconnectConfirmText}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={close} disabled={isLoading}>
              {text.keepAccount}
            </Button>
            <Button
              variant="danger"
              busy={isLoading}
              busyLabel={text.disconnecting}
              onClick={() => void confirm()}
            >
              {text.disconnect}
            </Button>
          </>
        }
      >
        {open && <DisconnectImpact />}
        {isError && <Alert tone="danger">{text.disconnectFailed}</Alert>}
      </Modal>
    </>
  );
}
