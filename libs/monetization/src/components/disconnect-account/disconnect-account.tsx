import { useState } from 'react';
import { messages, monetizationMessages as text } from '@ruume/contracts';
import { Button, ConfirmDialog, toast } from '@ruume/ui-kit';
import { useDisconnectPaymentAccountMutation } from '../../api/monetization-api';

/**
 * SPEC §4: disconnecting returns the account to none, after a confirmation; SPEC §8 says so
 * with 'stripe account has been successfully disconnected.'.
 */
export function DisconnectAccount() {
  const [open, setOpen] = useState(false);
  const [disconnect, { isLoading, isError, reset }] =
    useDisconnectPaymentAccountMutation();

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
      <ConfirmDialog
        open={open}
        title={text.disconnectConfirmTitle}
        description={text.disconnectConfirmText}
        cancelLabel={text.keepAccount}
        confirmLabel={text.disconnect}
        busy={isLoading}
        busyLabel={text.disconnecting}
        error={isError && text.disconnectFailed}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
