import { useState } from 'react';
import { messages, monetizationMessages as text } from '@ruume/contracts';
import { Alert, Button, Modal, toast } from '@ruume/ui-kit';
import { useDisconnectPaymentAccountMutation } from '../../api/monetization-api';

/**
 * SPEC §4: disconnecting returns the account to none, after a confirmation; SPEC §8 says so
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
        {isError && <Alert tone="danger">{text.disconnectFailed}</Alert>}
      </Modal>
    </>
  );
}
