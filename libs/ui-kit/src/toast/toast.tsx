import {
  Toaster as SonnerToaster,
  type ToasterProps as SonnerToasterProps,
} from 'sonner';
import { useTheme } from 'styled-components';
import { Icon } from '../icon/icon';
import { useIsMobile } from '../hooks/use-is-mobile';
import { toastStyle, toasterStyle } from './toast.styles';

export { toast } from 'sonner';

export type ToasterProps = Omit<SonnerToasterProps, 'theme' | 'richColors'>;

/**
 * Where toasts appear; mount once near the app root, then call `toast('copied to clipboard',
 * { duration: 3000 })`, `toast.success(…)` or `toast.error(…)` from anywhere.
 */
export function Toaster({
  position,
  toastOptions,
  style,
  ...rest
}: ToasterProps) {
  const theme = useTheme();
  const isMobile = useIsMobile();
  return (
    <SonnerToaster
      theme="light"
      richColors
      position={position ?? (isMobile ? 'top-center' : 'bottom-right')}
      containerAriaLabel="Notifications"
      icons={{
        success: <Icon name="check-circle" size="md" />,
        error: <Icon name="alert-circle" size="md" />,
        warning: <Icon name="warning" size="md" />,
        info: <Icon name="info" size="md" />,
      }}
      style={{ ...toasterStyle(theme), ...style }}
      toastOptions={{
        ...toastOptions,
        style: { ...toastStyle(theme), ...toastOptions?.style },
      }}
      {...rest}
    />
  );
}
