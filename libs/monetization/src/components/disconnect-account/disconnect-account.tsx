import { useState } from 'react';
import { useMonetizedProductsQuery } from '@ruume/api-client';
import {
  messages,
  monetizationMessages as text,
  sellingImpact,
} from '@ruume/contracts';
import { Button, ConfirmDialog, Text, toast } from '@ruume/ui-kit';
import { useDisconnectPaymentAccountMutation } from '../../api/monetization-api';

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
      >
        {open && <DisconnectImpact />}
      </ConfirmDialog>
    </>
  );
}
